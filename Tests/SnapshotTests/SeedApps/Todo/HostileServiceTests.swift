import Foundation
import Testing
@testable import SeedApps

/// Hostile requests through the embedded Mobile Service's parsers (`$filter`, query options,
/// bodies, paths): each is answered with a 4xx whose message names what was wrong, or with a
/// result; none crashes the service.
@Suite struct HostileServiceTests {
    private let key = ApplicationKey("hostile-service-key-777")
    private var requests: MobileServicesRequests { MobileServicesRequests(applicationKey: key, table: "TodoItem") }

    private func answer(_ request: HTTPRequest) throws -> HTTPResponse {
        var service = MobileServiceRouter(applicationKey: key, table: MobileServiceTable(name: "TodoItem", items: TodoSample.items))
        return try service.handle(request)
    }

    /// The service's own error text, whole (the client shows it cut to one line).
    private func message(_ response: HTTPResponse) -> String {
        guard case .string(let text)? = (try? JSONValue.parse(response.body))?["error"] else { return "" }
        return text
    }

    @Test(arguments: [
        HostileCase(
            String(repeating: "(", count: 10_000) + "complete eq false" + String(repeating: ")", count: 10_000),
            "the filter nests parentheses or not deeper than 100 levels"),
        HostileCase(String(repeating: "not ", count: 10_000) + "complete", "the filter nests parentheses or not deeper than 100 levels"),
        HostileCase(String(repeating: "(", count: 10_000), "the filter nests parentheses or not deeper than 100 levels"),
        HostileCase("(complete eq false", "the parentheses do not match"),
        HostileCase("complete eq false)", "found ) where the end of the filter must come"),
        HostileCase("text eq 'unterminated", "a string literal has no closing quote"),
        HostileCase("startswith(text,'a')", "the function startswith is not supported"),
        HostileCase("id add 1 eq 2", "the operator add is not supported"),
        HostileCase("text eq \u{202E}'x'", "unexpected character '\u{202E}'"),
        HostileCase("", "found the end where a member or a value must come"),
        HostileCase(String(repeating: "complete eq false and ", count: 2_000) + "complete eq false", ""),
    ])
    func aHostileFilterIsA400NamingTheProblem(_ filter: HostileCase) throws {
        let response = try answer(requests.query([QueryItem("$filter", filter.input)]))
        if filter.expected.isEmpty {
            #expect(response.status == 200, "a long but shallow filter is evaluated")
        } else {
            #expect(response.status == 400)
            #expect(message(response).contains(filter.expected), "\(message(response).prefix(300))")
        }
    }

    @Test func theFilterParserFollowsExactlyAHundredLevels() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "(", count: depth) + "complete eq false" + String(repeating: ")", count: depth)
        }
        #expect(try ODataFilterParser.parse(nested(100)) == ODataFilterParser.parse("complete eq false"))
        #expect(throws: ODataFilterError.nestedTooDeeply(limit: 100)) { try ODataFilterParser.parse(nested(101)) }
        #expect(throws: Never.self) { try ODataFilterParser.parse(String(repeating: "not ", count: 100) + "complete eq false") }
        #expect(throws: ODataFilterError.nestedTooDeeply(limit: 100)) {
            try ODataFilterParser.parse(String(repeating: "not (", count: 51) + "complete eq false" + String(repeating: ")", count: 51))
        }
    }

    @Test(arguments: [
        ("$top", "-1", "Error: $top must be a non-negative integer."),
        ("$top", "99999999999999999999", "Error: $top must be a non-negative integer."),
        ("$skip", "1e3", "Error: $skip must be a non-negative integer."),
        ("$inlinecount", "ALLPAGES", "Error: $inlinecount must be allpages or none."),
        ("$orderby", "text", "Error: The query option '$orderby' is not supported."),
        ("$\u{0}", "x", "Error: The query option '$\u{0}' is not supported."),
    ])
    func aHostileQueryOptionIsA400NamingIt(name: String, value: String, expected: String) throws {
        let response = try answer(requests.query([QueryItem(name, value)]))
        #expect(response.status == 400)
        #expect(message(response) == expected)
    }

    @Test func hugeOptionValuesAreAnsweredWithoutTrouble() throws {
        let response = try answer(requests.query([QueryItem("$top", String(Int.max)), QueryItem("$skip", String(Int.max))]))
        #expect(response.status == 200)
        #expect(response.bodyText == "[]")
    }

    @Test(arguments: [
        HostileCase("", "Error: The request body must be a JSON object."),
        HostileCase("[]", "Error: The request body must be a JSON object."),
        HostileCase("{\"text\":", "Error: The request body must be a JSON object."),
        HostileCase(HostileJSON.deepObject(10_000), "Error: The request body must be a JSON object."),
        HostileCase("{\"id\":1,\"text\":\"a\"}", "Error: Cannot insert if the id member is already set."),
    ])
    func aHostileInsertBodyIsA400NamingTheProblem(_ body: HostileCase) throws {
        var request = requests.insert([:])
        request.body = Data(body.input.utf8)
        let response = try answer(request)
        #expect(response.status == 400)
        #expect(message(response) == body.expected)
    }

    @Test func aHostileUpdateIsA400NamingTheMember() throws {
        let response = try answer(requests.update(id: 1, ["complete": .string("true")]))
        #expect(response.status == 400)
        #expect(message(response) == "Error: The value of 'complete' must be a boolean, not a string.")
    }

    @Test(arguments: [
        ("/tables/TodoItem/abc", 404, "Error: An item with id 'abc' does not exist."),
        ("/tables/TodoItem/99999999999999999999", 404, "Error: An item with id '99999999999999999999' does not exist."),
        ("/tables/TodoItem/-1", 404, "Error: An item with id '-1' does not exist."),
        ("/tables/../etc/passwd", 404, "Error: Not Found"),
        ("/tables/Todo\u{202E}Item", 404, "Error: Table 'Todo\u{202E}Item' does not exist."),
        ("", 404, "Error: Not Found"),
        ("/tables/TodoItem/1/2", 404, "Error: Not Found"),
    ])
    func aHostilePathIsA404NamingIt(path: String, status: Int, expected: String) throws {
        var request = requests.read(id: 1)
        request.path = path
        let response = try answer(request)
        #expect(response.status == status)
        #expect(message(response) == expected)
    }

    @Test func everyHostileTextIsStoredAndReadBackExactly() async throws {
        let service = InMemoryMobileService(applicationKey: key)
        let client = MobileServicesClient(applicationKey: key, transport: service)
        let texts = HostileText.texts + [HostileText.huge(100_000)]
        for text in texts {
            let stored = try await client.insertTodo(text: text)
            #expect(stored.text == text)
        }
        #expect(try await client.incompleteTodos().elements.map(\.text) == texts, "every page, past the service's default 50")
    }
}
