import Foundation
import Testing
@testable import SeedApps

/// A transport answering every request with one canned response, recording what it got.
actor CannedTransport: HTTPTransport {
    private let answer: Result<HTTPResponse, TransportError>
    private(set) var requests: [HTTPRequest] = []

    init(_ response: HTTPResponse) { answer = .success(response) }
    init(failing error: TransportError) { answer = .failure(error) }
    init(status: Int, body: String) { answer = .success(HTTPResponse(status: status, body: Data(body.utf8))) }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        requests.append(request)
        return try answer.get()
    }
}

/// The Mobile Services client: the exact requests it builds and how it reads responses.
@Suite struct TodoClientTests {
    let key = ApplicationKey("test-key-123")

    func client(_ transport: any HTTPTransport) -> MobileServicesClient {
        MobileServicesClient(applicationKey: key, transport: transport)
    }

    // MARK: Requests

    @Test func theListRequestIsTheSeedsURLWithTheKeyAndAccept() {
        let request = client(CannedTransport(status: 200, body: "[]")).incompleteTodosRequest
        #expect(
            request
                == HTTPRequest(
                    method: .get, path: "/tables/TodoItem",
                    query: [QueryItem("$filter", "(complete eq false)"), QueryItem("$top", "1000"), QueryItem("$inlinecount", "allpages")],
                    headers: [HTTPHeader("Accept", "application/json"), HTTPHeader("X-ZUMO-APPLICATION", "test-key-123")]))
        #expect(
            request.target == "/tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages",
            "the seed's filter, then a page of the service's largest size with the total count")
        #expect(
            client(CannedTransport(status: 200, body: "[]")).incompleteTodosRequest(skip: 2_000).target
                == "/tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$skip=2000&$inlinecount=allpages")
        #expect(request.body == nil)
    }

    @Test func insertPostsTheTextAndCompleteFalseWithJSONHeaders() {
        let request = client(CannedTransport(status: 201, body: "")).insertRequest(text: "Buy \"2%\" milk\n")
        #expect(request.method == .post)
        #expect(request.target == "/tables/TodoItem")
        #expect(
            request.headers.fields == [
                HTTPHeader("Accept", "application/json"),
                HTTPHeader("Content-Type", "application/json"),
                HTTPHeader("X-ZUMO-APPLICATION", "test-key-123"),
            ])
        #expect(request.bodyText == #"{"text":"Buy \"2%\" milk\n","complete":false}"#)
    }

    @Test func markCompletePatchesTheItemByIdWithCompleteTrue() {
        let request = client(CannedTransport(status: 200, body: "")).markCompleteRequest(TodoItem(id: 42, text: "Water the plants"))
        #expect(request.method == .patch)
        #expect(request.target == "/tables/TodoItem/42")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.bodyText == #"{"id":42,"text":"Water the plants","complete":true}"#)
    }

    @Test func queryValuesArePercentEncodedButODataPunctuationIsKept() {
        let items = [QueryItem("$filter", "text eq 'a&b=c+d é'"), QueryItem("$top", "5")]
        #expect(QueryItem.encoded(items) == "$filter=text%20eq%20'a%26b%3Dc%2Bd%20%C3%A9'&$top=5")
    }

    // MARK: Responses

    @Test func aBareArrayIsReadIntoItems() async throws {
        let body = #"[{"id":1,"text":"Buy milk","complete":false,"extra":null},{"id":2,"text":"Call","complete":false}]"#
        let items = try await client(CannedTransport(status: 200, body: body)).incompleteTodos()
        #expect(items == FetchedList([TodoItem(id: 1, text: "Buy milk"), TodoItem(id: 2, text: "Call")]))
    }

    @Test func resultsWithACountAreReadWithTheTotal() throws {
        let body = #"{"results":[{"id":7,"text":"A","complete":true}],"count":12}"#
        let result = try MobileServicesResponses.queryResult(HTTPResponse(status: 200, body: Data(body.utf8)), operation: "GET /tables/TodoItem")
        #expect(result == MobileServicesResponses.QueryResult(items: [TodoItem(id: 7, text: "A", complete: true)], totalCount: 12))
    }

    @Test func theStoredItemIsReadAfterAnInsert() async throws {
        let item = try await client(CannedTransport(status: 201, body: #"{"id":9,"text":"New","complete":false}"#)).insertTodo(text: "New")
        #expect(item == TodoItem(id: 9, text: "New"))
    }

    @Test func statusTwoHundredAlsoCountsAsASavedItem() async throws {
        let item = try await client(CannedTransport(status: 200, body: #"{"id":9,"text":"New","complete":true}"#)).markComplete(TodoItem(id: 9, text: "New"))
        #expect(item.complete)
    }

    @Test(arguments: [
        (#"{"code":500,"error":"Error: Internal Server Error"}"#, "Error: Internal Server Error"),
        (#"{"description":"Bad things"}"#, "Bad things"),
        (#""A bare JSON string""#, "A bare JSON string"),
        ("  Plain text failure \n", "Plain text failure"),
        ("", "HTTP 503"),
    ])
    func errorMessagesAreReadAsTheSDKReadsThem(body: String, message: String) async {
        await #expect(throws: MobileServicesError.server(status: 503, message: message)) {
            try await client(CannedTransport(status: 503, body: body)).incompleteTodos()
        }
    }

    @Test func anUnexpectedSuccessStatusIsATypedError() async {
        await #expect(throws: MobileServicesError.unexpectedStatus(204, operation: "POST /tables/TodoItem")) {
            try await client(CannedTransport(status: 204, body: "")).insertTodo(text: "x")
        }
    }

    @Test func malformedJSONIsATypedErrorNamingTheRequest() async {
        await #expect(throws: MobileServicesError.malformedJSON(operation: "GET /tables/TodoItem", JSONParseError(byteCount: 5))) {
            try await client(CannedTransport(status: 200, body: "[{,]}")).incompleteTodos()
        }
    }

    @Test(arguments: [
        (#"[{"id":1,"text":"A","complete":"false"}]"#, MobileServicesError.wrongType(path: "[0].complete", expected: "boolean", found: "string")),
        (#"[{"id":1,"text":"A","complete":false},{"id":"2","text":"B","complete":false}]"#, .wrongType(path: "[1].id", expected: "integer", found: "string")),
        (#"[{"id":1.5,"text":"A","complete":false}]"#, .wrongType(path: "[0].id", expected: "integer", found: "number 1.5")),
        (#"[{"id":1,"text":7,"complete":false}]"#, .wrongType(path: "[0].text", expected: "string", found: "number")),
        (#"[{"text":"A","complete":false}]"#, .missingMember(path: "[0].id")),
        (#"[3]"#, .wrongType(path: "[0]", expected: "object", found: "number")),
    ])
    func aRowOfTheWrongShapeIsLeftOutAndNamed(body: String, error: MobileServicesError) async throws {
        let list = try await client(CannedTransport(status: 200, body: body)).incompleteTodos()
        #expect(list.unreadable == UnreadableRecords(count: 1, firstReason: error.description))
        #expect(list.elements.count == (body.contains("\"B\"") ? 1 : 0), "the other rows are kept")
    }

    @Test(arguments: [
        (#"{"count":1}"#, MobileServicesError.missingMember(path: "results")),
        (#"{"results":{},"count":1}"#, .wrongType(path: "results", expected: "array", found: "object")),
        (#"{"results":[],"count":-1}"#, .wrongType(path: "count", expected: "non-negative integer", found: "number -1")),
        (#"true"#, .wrongType(path: "body", expected: "array", found: "boolean")),
    ])
    func wrongShapesAreTypedErrorsNamingTheValue(body: String, error: MobileServicesError) async {
        await #expect(throws: error) { try await client(CannedTransport(status: 200, body: body)).incompleteTodos() }
    }

    @Test func anInsertAnswerWithoutAnIdIsATypedError() async {
        await #expect(
            throws: MobileServicesError.unreadableConfirmation(
                status: 201, operation: "POST /tables/TodoItem", problem: "the response has no item.id")
        ) {
            try await client(CannedTransport(status: 201, body: #"{"text":"A","complete":false}"#)).insertTodo(text: "A")
        }
    }

    @Test func noResponseIsATransportError() async {
        await #expect(throws: MobileServicesError.transport(.timedOut)) {
            try await client(CannedTransport(failing: .timedOut)).incompleteTodos()
        }
    }

    @Test func errorDescriptionsNameWhatWasWrong() {
        #expect(
            MobileServicesError.wrongType(path: "[1].id", expected: "integer", found: "string").description
                == "The response's [1].id should be an integer but is a string.")
        #expect(MobileServicesError.missingMember(path: "item.id").description == "The response has no item.id.")
        #expect(
            MobileServicesError.server(status: 401, message: "Error: Unauthorized").alertMessage
                == "The service did not accept the application key (401: Error: Unauthorized). Check that the app's application key is this service's.")
        #expect(MobileServicesError.transport(.unreachable).alertMessage == "The service could not be reached. Check the connection and try again.")
    }
}
