import Foundation

/// The request line and header fields of a request, parsed as RFC 9112 writes them, refusing
/// what a lenient parser would guess at (the ambiguities request smuggling lives on).
struct HTTPRequestHead: Equatable {
    var method: String
    var target: String
    var headers: [(name: String, value: String)]
    var contentLength: Int
    var closesConnection: Bool

    static func == (a: HTTPRequestHead, b: HTTPRequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.contentLength == b.contentLength
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }

    /// Parses the bytes before the blank line.
    /// - Complexity: O(head length).
    static func parse(_ bytes: Data, maximumFields: Int) -> Result<HTTPRequestHead, HTTPConnection.ReadFailure> {
        guard let text = String(data: bytes, encoding: .utf8) else { return .failure(.malformed("the head is not UTF-8")) }
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[0].allSatisfy(isTokenCharacter) else {
            return .failure(.malformed("the request line is not `METHOD target HTTP/1.1`"))
        }
        let version = requestLine[2]
        guard version.hasPrefix("HTTP/") else { return .failure(.malformed("the request line is not `METHOD target HTTP/1.1`")) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .failure(.unsupportedVersion) }
        let target = String(requestLine[1])
        guard target.hasPrefix("/"), target.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            return .failure(.malformed("the target must be a path starting with `/`"))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard headers.count < maximumFields else { return .failure(.headTooLarge) }
            guard let colon = line.firstIndex(of: ":") else { return .failure(.malformed("a header line has no colon")) }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else { return .failure(.malformed("a header name is not a token")) }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            guard !value.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                return .failure(.malformed("a header value holds a control character"))
            }
            headers.append((String(name), value))
        }
        func values(_ wanted: String) -> [String] {
            headers.filter { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }.map(\.value)
        }
        guard values("Transfer-Encoding").isEmpty else { return .failure(.chunkedBody) }
        let lengths = Set(values("Content-Length"))
        guard lengths.count <= 1 else { return .failure(.malformed("Content-Length is given twice, differently")) }
        var contentLength = 0
        if let length = lengths.first {
            guard !length.isEmpty, length.count <= 12, length.allSatisfy(\.isASCII), length.allSatisfy(\.isNumber), let parsed = Int(length) else {
                return .failure(.malformed("Content-Length is not a number"))
            }
            contentLength = parsed
        }
        let connection = values("Connection").joined(separator: ",").lowercased()
        let closes = version == "HTTP/1.0" ? !connection.contains("keep-alive") : connection.contains("close")
        return .success(
            HTTPRequestHead(method: String(requestLine[0]), target: target, headers: headers, contentLength: contentLength, closesConnection: closes))
    }

    /// A `tchar` of RFC 9110: what a method or a field name is made of.
    private static func isTokenCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(ascii)
        }
    }
}
