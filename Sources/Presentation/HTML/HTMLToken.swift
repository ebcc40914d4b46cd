/// One piece of markup as the tokenizer reads it: text (entities already decoded, spaces as
/// written) or a tag, named in lowercase ASCII. Attributes are read past and dropped: nothing
/// a reader sees depends on them here.
enum HTMLToken: Hashable, Sendable {
    /// Characters between tags.
    case text(String)
    /// `<name ...>` or `<name ... />`.
    case startTag(String)
    /// `</name ...>`.
    case endTag(String)
}
