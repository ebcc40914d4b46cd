import Foundation

/// Reads the code and message of a storage error response: the table service's JSON
/// `{"odata.error":{"code":"…","message":{"lang":"en-US","value":"…"}}}`, the blob service's
/// XML `<Error><Code>…</Code><Message>…</Message></Error>`, else the `x-ms-error-code` header.
/// Messages keep their first line (Azure appends `RequestId:…` and `Time:…` lines) and are
/// scrubbed of the given secrets.
enum StorageErrorBody {
    /// The code and message of `response`, if it has them.
    /// - Complexity: O(*n*) in the size of the body.
    static func read(_ response: HTTPResponse, scrubbing secrets: [String]) -> (code: String?, message: String?) {
        var code = response.headers["x-ms-error-code"]
        var message: String?
        if let json = try? JSONValue.parse(response.body), let error = json["odata.error"] {
            if case .string(let value)? = error["code"] { code = value }
            if case .string(let value)? = error["message"]?["value"] { message = value }
            if case .string(let value)? = error["message"] { message = value }
        } else if let text = response.bodyText, text.contains("<Error") {
            code = xmlElement("Code", in: text) ?? code
            message = xmlElement("Message", in: text)
        }
        return (code.map { scrub($0, secrets) }, message.flatMap(firstLine).map { scrub($0, secrets) })
    }

    /// `text` with every secret replaced by `<redacted>`.
    /// - Complexity: O(*n* · *s*) for *s* secrets.
    static func scrub(_ text: String, _ secrets: [String]) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: "<redacted>") }
    }

    private static func firstLine(_ text: String) -> String? {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmingCharacters(in: .whitespaces)
        return line?.isEmpty == false ? line : nil
    }

    /// The text of the first `<name>…</name>` element, with the five XML entities decoded.
    private static func xmlElement(_ name: String, in text: String) -> String? {
        guard let open = text.range(of: "<\(name)>"),
              let close = text.range(of: "</\(name)>", range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
