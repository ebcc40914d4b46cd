import Foundation
import Testing
@testable import SeedApps

/// Hostile responses through the todo client's parser: every one gives a typed
/// ``MobileServicesError`` whose text names what was wrong, or a result; none crashes.
@Suite struct HostileTodoResponseTests {
    private let key = ApplicationKey("hostile-test-key-31337")

    /// List bodies and what their error must say.
    static let listBodies: [HostileCase] = {
        var bodies: [HostileCase] = []
        bodies.append(HostileCase("", "the body is empty, not JSON"))
        bodies.append(HostileCase("{", "is not valid JSON"))
        bodies.append(HostileCase("[1,", "is not valid JSON"))
        bodies.append(HostileCase("[] trailing", "is not valid JSON"))
        bodies.append(HostileCase("{'text':'single quotes'}", "is not valid JSON"))
        bodies.append(HostileCase("[NaN]", "is not valid JSON"))
        bodies.append(HostileCase("[1e999]", "is not valid JSON"))
        bodies.append(HostileCase("[" + HostileJSON.row(text: "\"\\ud800\"") + "]", "is not valid JSON"))
        bodies.append(HostileCase("[\"raw \u{0} control\"]", "is not valid JSON"))
        bodies.append(HostileCase(HostileJSON.deepArray(10_000), "(20000 bytes) nests arrays and objects deeper than 512 levels"))
        bodies.append(HostileCase(HostileJSON.deepObject(10_000), "nests arrays and objects deeper than 512 levels"))
        bodies.append(HostileCase("[{\"extra\":" + HostileJSON.deepArray(600) + "}]", "nests arrays and objects deeper than 512 levels"))
        bodies.append(HostileCase("\"just a string\"", "The response's body should be an array but is a string."))
        bodies.append(HostileCase("42", "The response's body should be an array but is a number."))
        bodies.append(HostileCase("null", "The response's body should be an array but is a null."))
        bodies.append(HostileCase("[1]", "The response's [0] should be an object but is a number."))
        bodies.append(HostileCase("[" + HostileJSON.row(id: "\"1\"") + "]", "The response's [0].id should be an integer but is a string."))
        bodies.append(HostileCase("[" + HostileJSON.row(id: "1.5") + "]", "The response's [0].id should be an integer but is a number 1.5."))
        bodies.append(HostileCase("[" + HostileJSON.row(id: "1e300") + "]", "The response's [0].id should be an integer but is a number"))
        bodies.append(HostileCase("[" + HostileJSON.row(id: "true") + "]", "The response's [0].id should be an integer but is a boolean."))
        bodies.append(HostileCase("[" + HostileJSON.row(text: "7") + "]", "The response's [0].text should be a string but is a number."))
        bodies.append(HostileCase("[" + HostileJSON.row(text: "null") + "]", "The response's [0].text should be a string but is a null."))
        bodies.append(HostileCase("[" + HostileJSON.row(complete: "\"false\"") + "]", "The response's [0].complete should be a boolean but is a string."))
        bodies.append(HostileCase("[" + HostileJSON.row(complete: "0") + "]", "The response's [0].complete should be a boolean but is a number."))
        bodies.append(HostileCase("[" + HostileJSON.row() + ",{\"id\":2,\"text\":\"b\"}]", "The response has no [1].complete."))
        bodies.append(HostileCase("[{}]", "The response has no [0].id."))
        bodies.append(HostileCase("{\"results\":5,\"count\":1}", "The response's results should be an array but is a number."))
        bodies.append(HostileCase("{\"count\":1}", "The response has no results."))
        bodies.append(HostileCase("{\"results\":[]}", "The response has no count."))
        bodies.append(HostileCase("{\"results\":[],\"count\":-1}", "The response's count should be a non-negative integer but is a number -1."))
        bodies.append(HostileCase("{\"results\":[],\"count\":\"1\"}", "The response's count should be a non-negative integer but is a string."))
        return bodies
    }()

    private func client(_ transport: HostileTransport) -> MobileServicesClient {
        MobileServicesClient(applicationKey: key, transport: transport)
    }

    /// The error of the list request answered with `transport`'s answer, nil when it succeeds.
    private func queryError(_ transport: HostileTransport) async -> MobileServicesError? {
        do {
            _ = try await client(transport).incompleteTodos()
            return nil
        } catch {
            return error
        }
    }

    /// What the list request answered with `transport`'s answer says is wrong: the error, or
    /// the reason its rows could not be read.
    private func whatIsWrong(_ transport: HostileTransport) async -> String? {
        do {
            return try await client(transport).incompleteTodos().unreadable?.firstReason
        } catch {
            return error.description
        }
    }

    @Test(arguments: HostileTodoResponseTests.listBodies)
    func aHostileListBodyIsATypedErrorOrUnreadableRowsNamingWhatIsWrong(_ hostile: HostileCase) async {
        let problem = await whatIsWrong(HostileTransport(status: 200, body: hostile.input))
        #expect(problem?.contains(hostile.expected) == true, "\(String(describing: problem))")
        #expect(problem?.contains(key.secret) == false)
    }

    @Test func bytesThatAreNotUTF8AreATypedError() async {
        let error = await queryError(HostileTransport(status: 200, bytes: [0xFF, 0xFE, 0x5B, 0x5D]))
        #expect(error == .malformedJSON(operation: "GET /tables/TodoItem", JSONParseError(byteCount: 4)))
    }

    @Test(arguments: [0, -1, 100, 199, 204, 206, 301, 302, 304, 399])
    func anUnexpectedStatusIsATypedErrorNamingIt(status: Int) async {
        let error = await queryError(HostileTransport(status: status, body: "[]"))
        #expect(error == .unexpectedStatus(status, operation: "GET /tables/TodoItem"))
        #expect(error?.description == "The service answered GET /tables/TodoItem with the unexpected status \(status).")
    }

    @Test(arguments: [
        (400, "{\"code\":400,\"error\":\"Error: Bad request\"}", "Error: Bad request"),
        (418, "I'm a teapot", "I'm a teapot"),
        (500, "", "HTTP 500"),
        (503, "   \n", "HTTP 503"),
        (599, "{\"description\":\"down for maintenance\"}", "down for maintenance"),
        (999, "\"a bare string\"", "a bare string"),
        (500, "{\"error\":42}", "{\"error\":42}"),
    ])
    func anErrorStatusShowsTheServersMessageOrSaysThereIsNone(status: Int, body: String, message: String) async {
        let error = await queryError(HostileTransport(status: status, body: body))
        #expect(error == .server(status: status, message: message))
        #expect(error?.alertMessage.contains("(\(status): \(message))") == true, "\(error?.alertMessage ?? "")")
    }

    @Test func deeplyNestedBodiesAreTypedErrorsForEveryCall() async {
        let deep = HostileJSON.deepObject(10_000)
        let error = await queryError(HostileTransport(status: 502, body: deep))
        #expect(
            error == .server(status: 502, message: ServerText.summary(deep)),
            "an error body that is not JSON is the message, as the SDK reads it, as one bounded line")
        let client = client(HostileTransport(status: 201, body: deep))
        let tooDeep = MobileServicesError.unreadableConfirmation(
            status: 201, operation: "POST /tables/TodoItem",
            problem: JSONParseError(byteCount: deep.utf8.count, reason: .nestedTooDeeply(limit: 512)).description)
        await #expect(throws: tooDeep) { try await client.insertTodo(text: "a") }
        await #expect(throws: MobileServicesError.self) { try await client.markComplete(TodoItem(id: 1, text: "a")) }
        #expect(JSONValue.nestingDepth(of: Data(HostileJSON.deepArray(512).utf8)) == 512)
        #expect(JSONValue.nestingDepth(of: Data("[\"[[[\\\"[[\",{\"a\":[]}]".utf8)) == 3, "brackets in strings do not count")
        #expect((try? JSONValue.parse(Data(HostileJSON.deepArray(512).utf8))) != nil, "512 levels are read")
    }

    @Test func noResponseIsATransportErrorSayingSo() async {
        for failure in [TransportError.unreachable, .timedOut, .cancelled] {
            let error = await queryError(HostileTransport(failing: failure))
            #expect(error == .transport(failure))
            #expect(error?.description == failure.description)
        }
    }

    @Test func hugeAndStrangeButValidRowsAreReadExactly() async throws {
        let huge = HostileText.huge(300_000)
        let rows = [TodoItem(id: 1, text: huge)] + HostileText.texts.enumerated().map { TodoItem(id: $0.offset + 2, text: $0.element) }
        let body = JSONValue.array(rows.map { .object([("id", .number(Double($0.id))), ("text", .string($0.text)), ("complete", .bool(false))]) })
        let items = try await client(HostileTransport(status: 200, body: body.encoded)).incompleteTodos()
        #expect(items == FetchedList(rows))
        let many = "[" + (0..<5_000).map { HostileJSON.row(id: "\($0)", complete: "false") }.joined(separator: ",") + "]"
        let all = try await client(HostileTransport(status: 200, body: many)).incompleteTodos()
        #expect(all.elements.count == 5_000 && all.isComplete, "a service that ignores $skip ends the list when a page brings nothing new")
        let extra = "[{\"id\":1,\"text\":\"a\",\"complete\":false,\"__version\":\"AAA=\",\"tags\":[1,{\"x\":null}]}]"
        #expect(try await client(HostileTransport(status: 200, body: extra)).incompleteTodos() == FetchedList([TodoItem(id: 1, text: "a")]))
    }

    @Test func duplicateKeysAreAnErrorOrAValueNeverACrash() async {
        let body = "[{\"id\":1,\"id\":2,\"text\":\"a\",\"complete\":false}]"
        do {
            let items = try await client(HostileTransport(status: 200, body: body)).incompleteTodos()
            #expect(items.elements.count == 1)
        } catch {
            #expect(error.description.contains("not valid JSON"))
        }
    }

    @Test(arguments: [
        (201, "", "the body is empty, not JSON"),
        (201, "[]", "with 201, but its answer could not be read: the response's item should be an object but is an array."),
        (201, "{}", "could not be read: the response has no item.id."),
        (201, "{\"id\":3,\"text\":\"x\"}", "could not be read: the response has no item.complete."),
        (202, "{}", "with the unexpected status 202"),
        (204, "", "with the unexpected status 204"),
        (409, "{\"error\":\"Error: Conflict\"}", "The service answered 409: Error: Conflict"),
    ])
    func hostileSaveAnswersAreTypedErrorsNamingWhatIsWrong(status: Int, body: String, fragment: String) async {
        let client = client(HostileTransport(status: status, body: body))
        var errors: [MobileServicesError] = []
        do { _ = try await client.insertTodo(text: "Buy milk") } catch { errors.append(error) }
        do { _ = try await client.markComplete(TodoItem(id: 3, text: "x")) } catch { errors.append(error) }
        #expect(errors.count == 2)
        for error in errors {
            #expect(error.description.contains(fragment), "\(error)")
        }
    }
}
