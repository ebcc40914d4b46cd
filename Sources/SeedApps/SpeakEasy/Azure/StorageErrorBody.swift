import Foundation

/// Reads the code and message of a storage error response: the table service's JSON
/// `{"odata.error":{"code":"…","message":{"lang":"en-US","value":"…"}}}`, the blob service's
/// XML `<Error><Code>…</Code><Message>…</Message></Error>`, else the `x-ms-error-code` header
/// and the body's text (a proxy's HTML page reduced to its visible text).
///
/// Messages are scrubbed of the given secrets first, lose the `RequestId:…` and `Time:…` lines
/// Azure appends, and become one line of at most ``ServerText/limit`` characters (codes at
/// most 60), invisible characters escaped.
enum StorageErrorBody {
    /// The code and message of `response`, if it has them.
    /// - Complexity: O(*n* · *s*) in the size of the body, for *s* secrets.
    static func read(_ response: HTTPResponse, scrubbing secrets: [String]) -> (code: String?, message: String?) {
        var code = response.headers["x-ms-error-code"]
        var message: String?
        let text = response.bodyText
        if let json = try? JSONValue.parse(response.body), let error = json["odata.error"] {
            if case .string(let value)? = error["code"] { code = value }
            if case .string(let value)? = error["message"]?["value"] { message = value }
            if case .string(let value)? = error["message"] { message = value }
        } else if let text, text.contains("<Error") {
            code = xmlElement("Code", in: text) ?? code
            message = xmlElement("Message", in: text)
        } else if let text {
            message = ServerText.summary(ofBody: scrub(text, secrets), contentType: response.headers["Content-Type"])
        }
        let shownCode = code.map { ServerText.summary(scrub($0, secrets), limit: 60) }.flatMap { $0.isEmpty ? nil : $0 }
        let shownMessage = message.map { ServerText.summary(withoutRequestLines(scrub($0, secrets))) }.flatMap { $0.isEmpty ? nil : $0 }
        return (shownCode, shownMessage)
    }

    /// `text` without the `RequestId:…` and `Time:…` lines Azure appends to its messages.
    private static func withoutRequestLines(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.hasPrefix("RequestId:") && !trimmed.hasPrefix("Time:")
        }.joined(separator: " ")
    }

    /// `text` with every secret replaced by `<redacted>`.
    /// - Complexity: O(*n* · *s*) for *s* secrets.
    static func scrub(_ text: String, _ secrets: [String]) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: "<redacted>") }
    }

    /// The text of the first `<name>…</name>` element, with the five XML entities decoded.
    private static func xmlElement(_ name: String, in text: String) -> String? {
        guard let open = text.range(of: "<\(name)>"),
            let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
