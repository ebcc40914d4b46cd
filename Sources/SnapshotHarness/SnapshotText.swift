import Foundation

/// The normal form in which snapshot text is written and compared: UTF-8, LF line endings
/// (CRLF and a lone CR become LF), and exactly one trailing newline.
///
/// Normalizing both sides before comparing means a reference checked out with CRLF endings,
/// or saved by an editor that strips or adds a final newline, still matches.
public enum SnapshotText {
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// `bytes` in normal form.
    /// - Complexity: O(n); returns the input unchanged (no copy of the work) when it is already
    ///   normal, which is the common case.
    public static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        if isNormal(bytes) { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == carriageReturn {
                result.append(lineFeed)
                if index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        while result.last == lineFeed { result.removeLast() }
        result.append(lineFeed)
        return result
    }

    /// `text` in normal form.
    /// - Complexity: O(n).
    public static func normalize(_ text: String) -> String {
        let bytes = Array(text.utf8)
        if isNormal(bytes) { return text }
        return String(decoding: normalize(bytes), as: UTF8.self)
    }

    /// Whether `bytes` hold no carriage return and end in exactly one line feed.
    /// - Complexity: O(n).
    public static func isNormal(_ bytes: [UInt8]) -> Bool {
        guard let last = bytes.last, last == lineFeed else { return false }
        if bytes.count >= 2, bytes[bytes.count - 2] == lineFeed { return false }
        return !bytes.contains(carriageReturn)
    }

    /// Whether `text` is in normal form and has exactly the bytes of `reference`: the fast path
    /// of a matching comparison, with no copy of either side.
    /// - Complexity: O(n), a `memcmp` and a `memchr`.
    public static func isNormalAndEqual(_ text: String, _ reference: Data) -> Bool {
        var text = text
        return text.withUTF8 { actual in
            guard actual.count == reference.count, let last = actual.last, last == lineFeed else { return false }
            if actual.count >= 2, actual[actual.count - 2] == lineFeed { return false }
            guard let base = actual.baseAddress else { return false }
            if memchr(base, Int32(carriageReturn), actual.count) != nil { return false }
            return reference.withUnsafeBytes { raw in
                guard let other = raw.baseAddress else { return false }
                return memcmp(base, other, actual.count) == 0
            }
        }
    }

    /// Whether `bytes` are valid UTF-8.
    /// - Complexity: O(n).
    public static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
