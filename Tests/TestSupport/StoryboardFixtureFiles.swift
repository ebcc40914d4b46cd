import Foundation

/// The real storyboards of `Tests/StoryboardImportTests/Fixtures/Storyboards` (files from
/// public repositories, with their licences), found from the package root, and the edit
/// Interface Builder makes to every id when it recreates objects.
package enum StoryboardFixtureFiles {
    /// `Tests/StoryboardImportTests/Fixtures/Storyboards` in this package.
    package static let directory = packageRoot + "/Tests/StoryboardImportTests/Fixtures/Storyboards"

    /// The path of a fixture, such as `uicatalog/Main_iPhone.storyboard`.
    package static func path(_ relative: String) -> String {
        (directory as NSString).appendingPathComponent(relative)
    }

    /// The bytes of a fixture; a missing one is a broken checkout, thrown as it is.
    package static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(relative)))
    }

    /// `text` with every object id replaced by another, consistently, as Interface Builder does
    /// when objects are recreated: every attribute that holds or refers to an id. O(n) in the
    /// text's length.
    package static func renumberingIDs(_ text: String) -> String {
        let pattern =
            /\b(id|destination|initialViewController|textLabel|detailTextLabel|imageView|reference|tableViewCell|firstItem|secondItem|sceneID|popoverAnchorView)="([^"]*)"/
        var mapping: [Substring: String] = [:]
        return text.replacing(pattern) { match in
            let old = match.output.2
            let new = mapping[old] ?? "N\(mapping.count)-\(old.count)x"
            mapping[old] = new
            return "\(match.output.1)=\"\(new)\""
        }
    }
}
