import Foundation
import Testing
@testable import SeedApps
import Presentation

/// A todo transport giving every request the same answer: a response, hostile or not, or a
/// transport error.
struct HostileTransport: HTTPTransport {
    /// The answer.
    let answer: Result<HTTPResponse, TransportError>

    /// Answers `status` with `body`'s UTF-8 bytes.
    init(status: Int, body: String) {
        answer = .success(HTTPResponse(status: status, body: Data(body.utf8)))
    }

    /// Answers `status` with `bytes`.
    init(status: Int, bytes: [UInt8]) {
        answer = .success(HTTPResponse(status: status, body: Data(bytes)))
    }

    /// Answers with `response` as it is.
    init(_ response: HTTPResponse) {
        answer = .success(response)
    }

    /// Sends no response.
    init(failing error: TransportError) {
        answer = .failure(error)
    }

    /// The answer, whatever the request.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try answer.get()
    }
}

/// Bodies a service can send back that are not what the client expects.
enum HostileJSON {
    /// `[[[…]]]`, `depth` levels.
    static func deepArray(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    /// `{"a":{"a":…1…}}`, `depth` levels.
    static func deepObject(_ depth: Int) -> String {
        String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
    }

    /// One todo row with the members given as raw JSON.
    static func row(id: String = "1", text: String = "\"a\"", complete: String = "false") -> String {
        "{\"id\":\(id),\"text\":\(text),\"complete\":\(complete)}"
    }
}

/// One hostile input and what must come of it, shown in test logs by a short name (the
/// inputs can be megabytes long).
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// The input.
    var input: String
    /// What the result or error must contain.
    var expected: String

    /// A case for `input` expecting `expected`.
    init(_ input: String, _ expected: String) {
        self.input = input
        self.expected = expected
    }

    /// The first 40 characters of the input, with its length when longer.
    var testDescription: String {
        input.count <= 40 ? TextQuote.quoted(input) : TextQuote.quoted(String(input.prefix(40))) + "… (\(input.utf8.count) bytes)"
    }
}
