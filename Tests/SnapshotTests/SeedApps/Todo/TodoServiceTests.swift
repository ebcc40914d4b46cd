import Foundation
import Testing
@testable import SeedApps

/// The embedded Mobile Service's table semantics, through raw requests and through the client.
@Suite struct TodoServiceTests {
    let key = ApplicationKey("service-key")
    var requests: MobileServicesRequests { MobileServicesRequests(applicationKey: key, table: "TodoItem") }

    func router(_ items: [TodoItem] = TodoSample.items, faults: MobileServiceFaults = MobileServiceFaults()) -> MobileServiceRouter {
        MobileServiceRouter(applicationKey: key, table: MobileServiceTable(name: "TodoItem", items: items), faults: faults)
    }

    func body(_ response: HTTPResponse) -> String { response.bodyText ?? "" }

    @Test func aRequestWithoutTheRightKeyIs401WithAnErrorBody() throws {
        var service = router()
        var request = requests.query()
        request.headers = [HTTPHeader("Accept", "application/json")]
        let missing = try service.handle(request)
        #expect(missing.status == 401)
        #expect(body(missing) == #"{"code":401,"error":"Error: Unauthorized"}"#)
        let wrong = try service.handle(MobileServicesRequests(applicationKey: ApplicationKey("nope"), table: "TodoItem").query())
        #expect(wrong.status == 401)
    }

    @Test func insertAssignsTheNextIdAndAnswers201WithTheStoredItem() throws {
        var service = router()
        let first = try service.handle(requests.insert(["text": .string("New"), "complete": .bool(false)]))
        #expect(first.status == 201)
        #expect(body(first) == #"{"id":6,"complete":false,"text":"New"}"#)
        let second = try service.handle(requests.insert(["text": .string("Newer"), "complete": .bool(false)]))
        #expect(body(second) == #"{"id":7,"complete":false,"text":"Newer"}"#)
        #expect(service.table.rows.count == 7)
    }

    @Test func anInsertCarryingAnIdIsRefused() throws {
        var service = router([])
        let response = try service.handle(requests.insert(["id": .number(3), "text": .string("x")]))
        #expect(response.status == 400)
        #expect(body(response) == #"{"code":400,"error":"Error: Cannot insert if the id member is already set."}"#)
        #expect(try service.handle(requests.insert(["id": .number(0), "text": .string("x")])).status == 201)
    }

    @Test func theSeedsFilterListsOnlyTodosNotDone() throws {
        var service = router()
        let response = try service.handle(requests.query([QueryItem("$filter", "(complete eq false)")]))
        #expect(response.status == 200)
        let items = try MobileServicesResponses.queryResult(response, operation: "GET").items
        #expect(items.map(\.id) == [1, 2, 4, 5])
    }

    @Test(arguments: [
        ("text eq 'Buy milk'", [1]),
        ("id eq 4", [4]),
        ("id eq 4.0", [4]),
        ("complete eq true", [3]),
        ("complete ne true and id gt 2", [4, 5]),
        ("id le 1 or (id ge 5)", [1, 5]),
        ("not (complete eq false)", [3]),
        ("text lt 'C'", [1, 5]),
        ("missing eq null", [1, 2, 3, 4, 5]),
        ("text eq 'It''s'", []),
        ("id eq 'four'", []),
    ])
    func filtersCompareBooleansStringsAndNumbers(filter: String, ids: [Int]) throws {
        var service = router()
        let response = try service.handle(requests.query([QueryItem("$filter", filter)]))
        #expect(try MobileServicesResponses.queryResult(response, operation: "GET").items.map(\.id) == ids)
    }

    @Test(arguments: [
        ("startswith(text,'B')", "the function startswith is not supported"),
        ("created eq datetime'2012-05-21T00:00:29'", "datetime literals are not supported"),
        ("(complete eq false", "the parentheses do not match"),
        ("complete eq maybe and", "found the end where a member or a value must come"),
        ("id add 1", "the operator add is not supported"),
        ("text eq 'open", "a string literal has no closing quote"),
        ("id eq #", "unexpected character '#'"),
    ])
    func anUnsupportedFilterIs400WithAnErrorBody(filter: String, reason: String) throws {
        var service = router()
        let response = try service.handle(requests.query([QueryItem("$filter", filter)]))
        #expect(response.status == 400)
        #expect(MobileServicesResponses.errorMessage(in: response) == "Error: Invalid $filter '\(filter)': \(reason).")
    }

    @Test func pagingAndInlineCount() throws {
        var service = router((1...60).map { TodoItem(id: $0, text: "T\($0)") })
        let firstPage = try MobileServicesResponses.queryResult(try service.handle(requests.query()), operation: "GET")
        #expect(firstPage.items.count == MobileServiceRouter.defaultPageSize)
        let counted = try service.handle(requests.query([QueryItem("$top", "2"), QueryItem("$skip", "55"), QueryItem("$inlinecount", "allpages")]))
        let result = try MobileServicesResponses.queryResult(counted, operation: "GET")
        #expect(result == MobileServicesResponses.QueryResult(items: [TodoItem(id: 56, text: "T56"), TodoItem(id: 57, text: "T57")], totalCount: 60))
        #expect(try service.handle(requests.query([QueryItem("$top", "-1")])).status == 400)
        #expect(try service.handle(requests.query([QueryItem("$orderby", "text")])).status == 400)
        #expect(try service.handle(requests.query([QueryItem("user", "anything")])).status == 200)
    }

    @Test func updateMergesAndAnswersTheItem() throws {
        var service = router()
        let response = try service.handle(requests.update(id: 2, ["id": .number(2), "complete": .bool(true)]))
        #expect(response.status == 200)
        #expect(body(response) == #"{"id":2,"text":"Call the plumber about the kitchen sink","complete":true}"#)
        #expect(try service.handle(requests.read(id: 2)).status == 200)
    }

    @Test func updateRefusesATypeChangeAndAMismatchedId() throws {
        var service = router()
        let seedBug = try service.handle(requests.update(id: 2, ["complete": .string("true")]))
        #expect(seedBug.status == 400)
        #expect(MobileServicesResponses.errorMessage(in: seedBug) == "Error: The value of 'complete' must be a boolean, not a string.")
        #expect(try service.handle(requests.update(id: 2, ["id": .number(3)])).status == 400)
        var notJSON = requests.update(id: 2, [:])
        notJSON.body = Data("[1]".utf8)
        #expect(try service.handle(notJSON).status == 400)
    }

    @Test func unknownIdsTablesAndRoutesAre404() throws {
        var service = router()
        let update = try service.handle(requests.update(id: 99, ["complete": .bool(true)]))
        #expect(update.status == 404)
        #expect(MobileServicesResponses.errorMessage(in: update) == "Error: An item with id '99' does not exist.")
        #expect(try service.handle(requests.read(id: 99)).status == 404)
        #expect(try service.handle(requests.delete(id: 99)).status == 404)
        #expect(try service.handle(MobileServicesRequests(applicationKey: key, table: "Other").query()).status == 404)
        var odd = requests.query()
        odd.path = "/api/TodoItem"
        #expect(try service.handle(odd).status == 404)
        odd.path = "/tables/TodoItem/abc"
        #expect(try service.handle(odd).status == 404)
    }

    @Test func deleteAnswers204WithoutABody() throws {
        var service = router()
        let response = try service.handle(requests.delete(id: 1))
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(service.table.rows.count == 4)
    }

    @Test func methodsWithoutTheirIdAre405() throws {
        var service = router()
        var patch = requests.update(id: 1, ["complete": .bool(true)])
        patch.path = "/tables/TodoItem"
        #expect(try service.handle(patch).status == 405)
        var post = requests.insert(["text": .string("x")])
        post.path = "/tables/TodoItem/1"
        #expect(try service.handle(post).status == 405)
    }

    @Test func faultsArePlayedInOrderPerRouteAndUsedUp() throws {
        var service = router(faults: MobileServiceFaults(inserts: [.error(status: 500, message: "first"), .fail(.timedOut)]))
        let insert = requests.insert(["text": .string("x"), "complete": .bool(false)])
        #expect(try service.handle(requests.query()).status == 200, "reads are not affected")
        #expect(try service.handle(insert).status == 500)
        #expect(throws: TransportError.timedOut) { try service.handle(insert) }
        #expect(try service.handle(insert).status == 201)
    }

    @Test func theClientOverTheServiceCoversEveryCall() async throws {
        let service = InMemoryMobileService(applicationKey: key, items: TodoSample.items)
        let client = MobileServicesClient(applicationKey: key, transport: service)
        #expect(try await client.incompleteTodos().elements.map(\.id) == [1, 2, 4, 5])
        let added = try await client.insertTodo(text: "Fresh")
        #expect(added == TodoItem(id: 6, text: "Fresh"))
        let done = try await client.markComplete(TodoItem(id: 1, text: "Buy milk"))
        #expect(done == TodoItem(id: 1, text: "Buy milk", complete: true))
        #expect(try await client.incompleteTodos().elements.map(\.id) == [2, 4, 5, 6])
        await #expect(throws: MobileServicesError.server(status: 404, message: "Error: An item with id '42' does not exist.")) {
            try await client.markComplete(TodoItem(id: 42, text: "gone"))
        }
        #expect(
            await service.receivedRequests.map(\.target) == [
                "/tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages", "/tables/TodoItem", "/tables/TodoItem/1",
                "/tables/TodoItem?$filter=(complete%20eq%20false)&$top=1000&$inlinecount=allpages", "/tables/TodoItem/42",
            ])
    }
}
