import Foundation
import Presentation

/// The review of a set of reference changes, screen by screen: each screen's variants (the
/// device, the locale, the text size, the appearance) side by side, each with its text diff,
/// its before and after drawings and the audit findings it adds and removes. ``html`` is one
/// self-contained page; ``markdown`` a summary short enough for a pull-request comment.
public struct ReviewReport: Sendable {
    /// One screen: the references whose names differ only by a variant suffix.
    public struct ScreenChange: Sendable {
        /// The scenario's name without a variant (`speakeasy/events/loaded`).
        public var name: String
        /// Its variants, the plain one first.
        public var variants: [VariantChange]
    }

    /// One variant of a screen and its changed references.
    public struct VariantChange: Sendable {
        /// The variant's suffix (`iphone-15`, `4in`, `pseudo`), "" for the plain screen.
        public var suffix: String
        /// The snapshot text's change, if it changed.
        public var text: ReferenceChange?
        /// The audit's change (`.audit.txt`), if it changed.
        public var audit: ReferenceChange?
        /// Other formats' changes (`.svg`, `.wireframe.txt`, `.json`, a test's own files).
        public var others: [ReferenceChange]

        /// The findings (audit lines before its summary) the change adds and removes.
        public var findings: (added: [String], removed: [String]) {
            let before = Set(Self.findings(in: audit?.before))
            let after = Set(Self.findings(in: audit?.after))
            return (Self.findings(in: audit?.after).filter { !before.contains($0) }, Self.findings(in: audit?.before).filter { !after.contains($0) })
        }

        /// Every change of the variant.
        public var changes: [ReferenceChange] { [text, audit].compactMap { $0 } + others }

        private static func findings(in audit: String?) -> [String] {
            guard let audit else { return [] }
            return Array(audit.split(separator: "\n").prefix { !$0.hasPrefix("summary ") }.map(String.init))
        }
    }

    /// What the report compares (`working tree against __Snapshots__`, `main...HEAD`).
    public var title: String
    /// The screens, sorted by name.
    public var screens: [ScreenChange]
    /// Scenarios that could not produce their screen.
    public var failures: [String]

    /// Groups `changes` by screen and variant.
    /// - Complexity: O(n log n) for n changes.
    public init(title: String, changes: [ReferenceChange], failures: [String] = []) {
        self.title = title
        self.failures = failures
        var byScreen: [String: [String: VariantChange]] = [:]
        for change in changes {
            let (stem, format) = Self.split(change.path)
            let (name, suffix) = Self.variant(of: stem)
            var variant = byScreen[name, default: [:]][suffix] ?? VariantChange(suffix: suffix, text: nil, audit: nil, others: [])
            switch format {
            case "txt": variant.text = change
            case "audit.txt": variant.audit = change
            default: variant.others.append(change)
            }
            byScreen[name, default: [:]][suffix] = variant
        }
        screens = byScreen.keys.sorted().map { name in
            ScreenChange(
                name: name,
                variants: byScreen[name, default: [:]].values.sorted { ($0.suffix.isEmpty ? "" : "~" + $0.suffix) < ($1.suffix.isEmpty ? "" : "~" + $1.suffix) }
            )
        }
    }

    /// Writes `report.html` and `report.md` into `directory` (created if need be), replacing
    /// only those two files, and returns their paths.
    /// - Throws: ``ReferenceReviewError/cannotWrite(path:reason:)``.
    public func write(to directory: String) throws(ReferenceReviewError) -> (html: String, markdown: String) {
        let html = PathText.joining(directory, "report.html")
        let markdown = PathText.joining(directory, "report.md")
        for (path, text) in [(html, self.html), (markdown, self.markdown)] {
            do {
                try SnapshotFiles.write(Array(text.utf8), to: path)
            } catch {
                throw .cannotWrite(path: path, reason: error.reason)
            }
        }
        return (html, markdown)
    }

    /// How many references the report covers, by kind.
    public var counts: [ReferenceChange.Kind: Int] {
        var counts: [ReferenceChange.Kind: Int] = [:]
        for change in screens.flatMap(\.variants).flatMap(\.changes) { counts[change.kind, default: 0] += 1 }
        return counts
    }

    /// The suffixes a variant scenario adds to its name: devices, locales, text sizes and appearances.
    static let variantSuffixes: [String] = {
        let devices = Device.allCases.map(\.rawValue) + ["4in", "3.5in"]
        let others = ["pseudo"] + ContentSizeCategory.allCases.map(\.rawValue) + Appearance.allCases.map(\.rawValue)
        return (devices + others).sorted { $0.count > $1.count }
    }()

    /// `speakeasy/events/loaded-pseudo-iphone-15` as (`speakeasy/events/loaded`, `pseudo-iphone-15`).
    static func variant(of stem: String) -> (name: String, suffix: String) {
        var name = Substring(stem)
        var suffixes: [Substring] = []
        while let suffix = variantSuffixes.first(where: { name.hasSuffix("-" + $0) && name.count > $0.count + 1 }) {
            suffixes.insert(Substring(suffix), at: 0)
            name = name.dropLast(suffix.count + 1)
        }
        return (String(name), suffixes.joined(separator: "-"))
    }

    /// `a/b.audit.txt` as (`a/b`, `audit.txt`).
    static func split(_ path: String) -> (stem: String, format: String) {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.firstIndex(of: ".") else { return (path, "") }
        let stem = String(file[..<dot])
        return ((folder.isEmpty ? "" : folder + "/") + stem, String(file[file.index(after: dot)...]))
    }
}
