import SnapshotHarness
import Testing

/// What a failing snapshot check attaches to its test (Swift Testing attachments: shown by
/// Xcode, written by `swift test --attachments-path DIR`): the rendered text, the reference it
/// was checked against, and their diff, each named after the reference.
struct SnapshotAttachments {
    /// The rendered text, as the reference would hold it.
    var actual: String
    /// The reference's file name (`loadedList.txt`), which names the attachments.
    var fileName: String
    /// The reference's text, nil when there is none.
    var expected: String?
    /// The diff from the reference to the rendered text, nil when there is none.
    var diff: String?

    /// The attachments of a failed `result` for `actual`, nil when the result passes. The
    /// reference's text is the one the engine compared (it reads no file again).
    init?(_ result: SnapshotResult, actual: String) {
        let path: String
        switch result {
        case .matched: return nil
        case .recorded(let recording):
            guard recording.changedReference else { return nil }
            path = recording.referencePath
            diff = recording.diff
            expected = recording.previousReference
        case .failed(let failure):
            switch failure {
            case let .missingReference(referencePath, _, _, _): path = referencePath
            case let .mismatch(referencePath, reference, diff, _):
                path = referencePath
                expected = reference
                self.diff = diff
            case .invalidUTF8(let referencePath): path = referencePath
            case .fileSystem(let failedPath, _): path = failedPath
            }
        }
        self.actual = actual
        self.fileName = String(path.split(separator: "/").last ?? "snapshot.txt")
    }

    /// Names and texts, in the order they are attached.
    var named: [(name: String, text: String)] {
        let (stem, ext) = Self.split(fileName)
        var out = [(stem + ".actual" + ext, actual)]
        if let expected { out.append((stem + ".expected" + ext, expected)) }
        if let diff { out.append((stem + ".diff", diff)) }
        return out
    }

    /// Records the attachments on the running test.
    func record(at location: SourceLocation) {
        for (name, text) in named {
            Attachment.record(text, named: name, sourceLocation: location)
        }
    }

    /// `loadedList.audit.txt` as (`loadedList`, `.audit.txt`).
    private static func split(_ name: String) -> (String, String) {
        guard let dot = name.firstIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }
}
