import Navigation

/// Finds which classes of an app implement the table data source methods, from their source
/// text: Objective-C `@implementation` blocks and Swift classes and extensions. It reads
/// method definitions only (a line starting with `-` in Objective-C, a `func` in Swift), not
/// calls, and does not compile anything: a heuristic for ``StoryboardChecker``, which can then
/// tell that a table of static cells has its cells replaced by code.
public enum DataSourceMethods {
    /// The methods looked for, by their Objective-C selectors.
    public static let selectors = ["numberOfSectionsInTableView:", "tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"]

    /// The data source methods each class in `source` defines, by selector, in
    /// ``selectors`` order; classes that define none are left out.
    /// - Complexity: O(*n*) in the length of `source`.
    public static func scan(_ source: String) -> [String: [String]] {
        var found: [String: Set<String>] = [:]
        var current: String?
        var language = Language.objectiveC
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if let name = declaredClass(line, prefix: "@implementation ") {
                current = name
                language = .objectiveC
                continue
            }
            if line.hasPrefix("@end") { current = nil; continue }
            if rawLine.first != " ", rawLine.first != "\t", let name = swiftDeclaration(line) {
                current = name
                language = .swift
                continue
            }
            guard let current, let selector = definedSelector(line, language: language) else { continue }
            found[current, default: []].insert(selector)
        }
        return found.mapValues { methods in selectors.filter(methods.contains) }
    }

    private enum Language { case objectiveC, swift }

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
