import Navigation

/// Finds which classes of an app implement the table data source methods, from their source
/// text: Objective-C `@implementation` blocks and Swift classes and extensions. It reads
/// method definitions (a line starting with `-` in Objective-C, a `func` in Swift) and, inside
/// one, whether it calls `super` (`[super tableView:…]`, `super.tableView(…)`): a method that
/// hands the table to `UITableViewController`'s static cells that way does not replace them,
/// so it is not counted. It does not compile anything: a heuristic for ``StoryboardChecker``,
/// which can then tell that a table of static cells has its cells replaced by code.
public enum DataSourceMethods {
    /// The methods looked for, by their Objective-C selectors.
    public static let selectors = ["numberOfSectionsInTableView:", "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"]

    /// The data source methods each class in `source` defines without calling `super` in them,
    /// by selector, in ``selectors`` order; classes left with none are left out.
    /// - Complexity: O(*n*) in the length of `source`.
    public static func scan(_ source: String) -> [String: [String]] {
        var found: [String: Set<String>] = [:]
        var callingSuper: [String: Set<String>] = [:]
        var current: String?
        var method: String?
        var language = Language.objectiveC
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if let name = declaredClass(line, prefix: "@implementation ") {
                (current, method, language) = (name, nil, .objectiveC)
                continue
            }
            if line.hasPrefix("@end") { (current, method) = (nil, nil); continue }
            if rawLine.first != " ", rawLine.first != "\t", let name = swiftDeclaration(line) {
                (current, method, language) = (name, nil, .swift)
                continue
            }
            guard let current else { continue }
            if let selector = definedSelector(line, language: language) {
                found[current, default: []].insert(selector)
                method = selector
            } else if startsMethod(line, language: language) {
                method = nil
            }
            if let method, callsSuper(line, language: language) { callingSuper[current, default: []].insert(method) }
        }
        var replacing: [String: [String]] = [:]
        for (name, methods) in found {
            let own = selectors.filter { methods.contains($0) && !(callingSuper[name]?.contains($0) ?? false) }
            if !own.isEmpty { replacing[name] = own }
        }
        return replacing
    }

    private enum Language { case objectiveC, swift }

    /// Whether `line` starts a method (any, not only a data source one).
    private static func startsMethod(_ line: Substring, language: Language) -> Bool {
        switch language {
        case .objectiveC: line.hasPrefix("-") || line.hasPrefix("+")
        case .swift: line.contains("func ") || line.hasPrefix("init") || line.contains(" init(")
        }
    }

    /// Whether `line` calls the superclass's implementation.
    private static func callsSuper(_ line: Substring, language: Language) -> Bool {
        switch language {
        case .objectiveC: line.contains("[super ")
        case .swift: line.contains("super.")
        }
    }

    private static func definedSelector(_ line: Substring, language: Language) -> String? {
        switch language {
        case .objectiveC:
            guard line.hasPrefix("-") else { return nil }
            if line.contains("numberOfSectionsInTableView:") { return selectors[0] }
            if line.contains("numberOfRowsInSection:") { return selectors[1] }
            if line.contains("cellForRowAtIndexPath:") { return selectors[2] }
        case .swift:
            guard line.contains("func ") else { return nil }
            if line.contains("numberOfSections(in") { return selectors[0] }
            if line.contains("numberOfRowsInSection") { return selectors[1] }
            if line.contains("cellForRowAt") { return selectors[2] }
        }
        return nil
    }

    /// The class a top-level Swift `class`, `final class` or `extension` line declares.
    private static func swiftDeclaration(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "," })[...]
        while let first = words.first, ["public", "open", "internal", "final", "private", "fileprivate", "@objc", "@MainActor"].contains(String(first)) {
            words = words.dropFirst()
        }
        guard let keyword = words.first, keyword == "class" || keyword == "extension" else { return nil }
        return words.dropFirst().first.map(String.init)
    }

    private static func declaredClass(_ line: Substring, prefix: String) -> String? {
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
