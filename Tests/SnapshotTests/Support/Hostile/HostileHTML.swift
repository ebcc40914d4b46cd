/// HTML a detail page must survive: scripts, styles, unclosed and misnested tags, comments,
/// bad entities, deep nesting, huge documents and hostile Unicode; each with a text that must
/// never show (script, style and comment content) when there is one.
enum HostileHTML {
    /// One document.
    struct Document: Sendable {
        /// What it exercises.
        var name: String
        /// The HTML.
        var html: String
        /// Text inside it that a reader must not see.
        var hidden: String?
    }

    /// The documents.
    static let documents: [Document] = [
        Document(name: "script", html: "<p>Before</p><script>document.write('SCRIPT-RAN')</script><p>After</p>", hidden: "SCRIPT-RAN"),
        Document(name: "unclosed script", html: "<p>Shown</p><script>var x = '</p><p>SCRIPT-TAIL';", hidden: "SCRIPT-TAIL"),
        Document(name: "style", html: "<style>p { color: red } /* STYLE-RULE */</style><p>Styled</p>", hidden: "STYLE-RULE"),
        Document(name: "comment", html: "<p>Seen</p><!-- COMMENT-TEXT <p>nope</p>", hidden: "COMMENT-TEXT"),
        Document(name: "unclosed tags", html: "<p>One <b>bold <i>italic<ul><li>first<li>second<ol><li>third", hidden: nil),
        Document(name: "misnested", html: "<b><p>cross</b> over</p></li></ul></ol></div>", hidden: nil),
        Document(name: "bad entities", html: "<p>&bogus; &#0; &#x110000; &#xD800; &#99999999999; &amp &lt;tag&gt; &</p>", hidden: nil),
        Document(name: "attributes", html: "<p onclick=\"ATTR-JS()\" title='x>y'>Click</p><a href=\"javascript:ATTR-HREF\">link</a>", hidden: "ATTR-"),
        Document(name: "stray brackets", html: "< p>not a tag</ p> <<>> </> <!> <? pi ?> <![CDATA[ raw ]]>", hidden: nil),
        Document(
            name: "deep nesting", html: String(repeating: "<ul><li>level", count: 10_000) + String(repeating: "<b>", count: 10_000) + "bottom", hidden: nil),
        Document(name: "Unicode", html: "<p>\u{202E}override\u{202C} \u{200B} עברית e\u{301} 👩‍👩‍👧‍👦 \u{0}\u{7}</p>", hidden: nil),
        Document(name: "empty", html: "", hidden: nil),
        Document(name: "only tags", html: "<p></p><ul></ul><script></script>", hidden: nil),
    ]

    /// The documents that render fast (all but the deep nesting), for journeys that render a
    /// page thousands of times.
    static var light: [Document] { documents.filter { $0.html.utf8.count < 10_000 } }

    /// A document of about `paragraphs` paragraphs, for size limits.
    static func huge(paragraphs: Int) -> String {
        (0..<paragraphs).map { "<p>Paragraph \($0) with <b>bold</b> text &amp; an entity.</p>" }.joined()
    }
}
