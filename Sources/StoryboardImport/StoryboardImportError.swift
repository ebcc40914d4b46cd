import Navigation

/// Why a storyboard file could not be imported. Every case names the line (and where useful the
/// column) of the problem and says what to do; nothing partial is returned with it.
public enum StoryboardImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read (missing, a folder, no permission).
    case unreadable(reason: String)
    /// The file has no bytes, or only whitespace.
    case emptyFile
    /// The file is larger than the importer's limit.
    case fileTooLarge(bytes: Int, limit: Int)
    /// A byte sequence that is not UTF-8, at this line and byte column.
    case invalidUTF8(line: Int, column: Int)
    /// Git merge-conflict markers: the file was committed in the middle of a merge.
    case mergeConflict([MergeConflictMarker])
    /// A control character XML forbids (all below U+0020 but tab, line feed and carriage
    /// return; a NUL byte most often), at this line and byte column.
    case controlCharacter(line: Int, column: Int, byte: UInt8)
    /// A line longer than the XML parser reads in one attribute value or text
    /// (``StoryboardImporter/parserTextLimit`` bytes), where the parser then failed.
    case lineTooLong(line: Int, bytes: Int, limit: Int)
    /// A document type declaration (`<!DOCTYPE`), which can declare entities; storyboards
    /// never have one, and the importer does not expand entities.
    case documentTypeDeclaration(line: Int)
    /// The XML parser stopped at this line and column.
    case malformedXML(line: Int, column: Int, message: String)
    /// The file ends while elements are still open: it was cut short.
    case truncated(line: Int, openElements: [OpenElement])
    /// Elements nest deeper than the importer follows.
    case nestingTooDeep(line: Int, limit: Int)
    /// The root element is not an iOS storyboard document.
    case notAStoryboard(line: Int, found: String)
    /// A storyboard of a platform whose views are not UIKit's (macOS's AppKit, watchOS's
    /// WatchKit): a correct file this importer does not read, which `storyboard check` notes
    /// and passes.
    case otherPlatform(line: Int, platform: String)
    /// Several objects share an identifier, so references to them are ambiguous.
    case duplicateObjectIDs([DuplicateObjectID])
    /// Segues, relationships or the initial view controller refer to objects the file does not
    /// contain.
    case danglingReferences([DanglingReference])

    /// An element left open at the end of a truncated file.
    public struct OpenElement: Hashable, Sendable {
        /// The element's name, such as `scene`.
        public var name: String
        /// The line its start tag is on.
        public var line: Int

        /// Creates an open element.
        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    /// An object identifier used by more than one object.
    public struct DuplicateObjectID: Hashable, Sendable {
        /// The identifier, as Interface Builder wrote it (`Qci-pA-kTe`).
        public var id: String
        /// The lines of the objects that carry it, in file order.
        public var lines: [Int]

        /// Creates a duplicate.
        public init(id: String, lines: [Int]) {
            self.id = id
            self.lines = lines
        }
    }

    /// A reference to an object the file does not contain.
    public struct DanglingReference: Hashable, Sendable {
        /// What refers: `segue ShowDetail`, `relationship rootViewController`,
        /// `initialViewController`.
        public var what: String
        /// The scene it sits in, if any.
        public var scene: SceneID?
        /// The identifier it names.
        public var missingID: String
        /// The line of the reference.
        public var line: Int

        /// Creates a dangling reference.
        public init(what: String, scene: SceneID?, missingID: String, line: Int) {
            self.what = what
            self.scene = scene
            self.missingID = missingID
            self.line = line
        }
    }

    /// The line the problem starts at, when there is one line to point to.
    public var line: Int? {
        switch self {
        case .unreadable, .emptyFile, .fileTooLarge: nil
        case .invalidUTF8(let line, _), .documentTypeDeclaration(let line), .malformedXML(let line, _, _),
            .truncated(let line, _), .nestingTooDeep(let line, _), .notAStoryboard(let line, _), .otherPlatform(let line, _):
            line
        case .mergeConflict(let markers): markers.first?.line
        case .controlCharacter(let line, _, _), .lineTooLong(let line, _, _): line
        case .duplicateObjectIDs(let duplicates): duplicates.first?.lines.dropFirst().first
        case .danglingReferences(let references): references.first?.line
        }
    }

    /// What went wrong and what to do, in sentences; every line number is named.
    public var description: String {
        switch self {
        case .unreadable(let reason):
            return "cannot read the file: \(reason)"
        case .emptyFile:
            return "the file is empty (or only whitespace): a storyboard starts with <?xml and a <document> element"
        case .fileTooLarge(let bytes, let limit):
            return "the file has \(bytes) bytes, more than the limit of \(limit); raise the limit if this really is one storyboard"
        case .invalidUTF8(let line, let column):
            return "line \(line), byte \(column): not UTF-8; storyboards are UTF-8, so the file was damaged or converted to another encoding"
        case .mergeConflict(let markers):
            let list = markers.map { "\($0.line) (\($0.kind.marker)\($0.label.isEmpty ? "" : " " + $0.label))" }.joined(separator: ", ")
            return
                "merge conflict: git conflict markers at lines \(list); resolve the conflict (keep one side of each, or redo the change in Interface Builder), then import again"
        case .controlCharacter(let line, let column, let byte):
            let name = byte == 0 ? "a NUL byte (U+0000)" : "the control character U+00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            return "line \(line), byte \(column): \(name); XML allows no control character but tab, line feed and carriage return, "
                + "so the file was damaged or is not text: restore it from version control"
        case .lineTooLong(let line, let bytes, let limit):
            return "line \(line) holds \(bytes) bytes, and the XML parser reads at most \(limit) bytes of one attribute value or text; "
                + "no real storyboard comes near that: the file was generated or damaged"
        case .documentTypeDeclaration(let line):
            return "line \(line): a <!DOCTYPE> declaration; storyboards never have one, and entities are not expanded: remove it"
        case .malformedXML(let line, let column, let message):
            return "line \(line), column \(column): not well-formed XML: \(message)"
        case .truncated(let line, let open):
            let list = open.reversed().map { "<\($0.name)> of line \($0.line)" }.joined(separator: ", ")
            return "line \(line): the file ends inside \(list); it was cut short: restore it from version control"
        case .nestingTooDeep(let line, let limit):
            return "line \(line): elements nest more than \(limit) deep; storyboards nest about 30 deep, so this is not one"
        case .notAStoryboard(let line, let found):
            return "line \(line): not an iOS storyboard: \(found)"
        case .otherPlatform(let line, let platform):
            return "line \(line): \(platform), not read: only UIKit storyboards (iOS, tvOS) are"
        case .duplicateObjectIDs(let duplicates):
            let list = duplicates.map { "\($0.id) at lines " + $0.lines.map(String.init).joined(separator: ", ") }.joined(separator: "; ")
            return
                "objects share identifiers, so references to them are ambiguous: \(list); give each object its own id (Interface Builder does when the file is opened and saved)"
        case .danglingReferences(let references):
            let list = references.map { reference in
                "line \(reference.line): \(reference.what)\(reference.scene.map { " in scene \($0)" } ?? "") refers to \(reference.missingID)"
            }.joined(separator: "; ")
            return "references to objects the file does not contain: \(list); reconnect them in Interface Builder or delete them"
        }
    }
}
