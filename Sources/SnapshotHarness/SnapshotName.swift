/// The validated name of one reference file, such as `speakeasy/events/loaded`.
///
/// A name is a relative path of one or more components separated by `/`. Each component is
/// made of ASCII letters, digits, `-`, `_` and `.`, is not empty, does not start with a dot
/// and is at most 100 characters. So no name can reach outside `__Snapshots__`: `..`,
/// absolute paths, backslashes, control characters and empty components are all rejected
/// with a ``SnapshotNameError`` that says which rule broke.
public struct SnapshotName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The components of the name, e.g. `["speakeasy", "events", "loaded"]`.
    public let components: [String]

    /// The longest component accepted, in characters.
    public static let maximumComponentLength = 100
    /// The most components a name may have.
    public static let maximumDepth = 8

    /// Validates `rawValue` and creates a name from it.
    /// - Throws: ``SnapshotNameError`` naming the rule the text breaks.
    /// - Complexity: O(n) in the length of `rawValue`.
    public init(_ rawValue: String) throws(SnapshotNameError) {
        if rawValue.isEmpty { throw .empty }
        if rawValue.hasPrefix("/") { throw .absolute(rawValue) }
        let parts = rawValue.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count > SnapshotName.maximumDepth { throw .tooDeep(rawValue) }
        for part in parts {
            try SnapshotName.validate(component: part, in: rawValue)
        }
        components = parts
    }

    /// The name as written, components joined by `/`.
    public var rawValue: String { components.joined(separator: "/") }

    /// The name as written.
    public var description: String { rawValue }

    /// The path of the reference file relative to the snapshot directory, e.g.
    /// `speakeasy/events/loaded.txt`.
    public func relativePath(fileExtension: String) -> String {
        rawValue + "." + fileExtension
    }

    /// Orders names by their text, so listings are stable.
    public static func < (lhs: SnapshotName, rhs: SnapshotName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    private static func validate(component: String, in name: String) throws(SnapshotNameError) {
        if component.isEmpty { throw .emptyComponent(name) }
        if component == "." || component == ".." { throw .parentReference(name) }
        if component.hasPrefix(".") { throw .hiddenComponent(name, component: component) }
        if component.count > maximumComponentLength { throw .componentTooLong(name, component: component) }
        for scalar in component.unicodeScalars where !isAllowed(scalar) {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                throw .controlCharacter(name, code: scalar.value)
            }
            throw .disallowedCharacter(name, character: Character(scalar))
        }
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
        default: return false
        }
    }
}

/// Why a text is not a valid ``SnapshotName``.
public enum SnapshotNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty.
    case empty
    /// The name starts with `/`.
    case absolute(String)
    /// The name has an empty component (`a//b`, a trailing `/`).
    case emptyComponent(String)
    /// The name has a `.` or `..` component.
    case parentReference(String)
    /// A component starts with a dot, which would make a hidden file.
    case hiddenComponent(String, component: String)
    /// A component is longer than ``SnapshotName/maximumComponentLength``.
    case componentTooLong(String, component: String)
    /// The name has more than ``SnapshotName/maximumDepth`` components.
    case tooDeep(String)
    /// The name holds a control character (its code is given).
    case controlCharacter(String, code: UInt32)
    /// The name holds a character outside letters, digits, `-`, `_`, `.` and `/`.
    case disallowedCharacter(String, character: Character)

    /// A sentence saying what is wrong and what is allowed.
    public var description: String {
        let rule = "use letters, digits, '-', '_' and '.', with '/' between components"
        switch self {
        case .empty:
            return "A snapshot name cannot be empty; \(rule)."
        case .absolute(let name):
            return "Snapshot name \(Self.quoted(name)) is an absolute path; names are relative to __Snapshots__."
        case .emptyComponent(let name):
            return "Snapshot name \(Self.quoted(name)) has an empty component; \(rule)."
        case .parentReference(let name):
            return "Snapshot name \(Self.quoted(name)) contains '.' or '..', which could leave __Snapshots__."
        case .hiddenComponent(let name, let component):
            return "Snapshot name \(Self.quoted(name)) has component \(Self.quoted(component)) starting with a dot."
        case .componentTooLong(let name, let component):
            return
                "Snapshot name \(Self.quoted(name)) has a component of \(component.count) characters; at most \(SnapshotName.maximumComponentLength) are allowed."
        case .tooDeep(let name):
            return "Snapshot name \(Self.quoted(name)) has more than \(SnapshotName.maximumDepth) components."
        case .controlCharacter(let name, let code):
            return "Snapshot name \(Self.quoted(name)) contains control character U+\(Self.hex(code)); \(rule)."
        case .disallowedCharacter(let name, let character):
            return "Snapshot name \(Self.quoted(name)) contains \(Self.quoted(String(character))); \(rule)."
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(hex($0.value))}" : String($0) }.joined() + "\""
    }

    private static func hex(_ code: UInt32) -> String {
        let digits = String(code, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
