import Foundation
import Testing
@testable import SeedApps

/// The table client against the loopback table service: continuation, headers, Shared Key
/// and SAS checked by the server, error bodies, malformed payloads, the page cap.
@Suite struct AzureTableClientTests {
    @Test func aQueryFollowsTheContinuationAcrossEveryPage() async throws {
        try await withLoopbackServer(AzureFixtures.storage(pageSize: 3).handle) { server in
            let entities = try await AzureFixtures.tables(server).queryEntities(in: "Events").entities
            let keys = AzureFixtures.data.events.map(\.rowKey).sorted()
            #expect(entities.compactMap(\.rowKey) == keys)
            #expect(
                server.requests.map(\.target) == [
                    "/devstoreaccount1/Events()",
                    "/devstoreaccount1/Events()?NextPartitionKey=events&NextRowKey=\(keys[3])",
                    "/devstoreaccount1/Events()?NextPartitionKey=events&NextRowKey=\(keys[6])",
                ])
        }
    }

    @Test func everyRequestCarriesTheJSONVersionDateAndSharedKeyHeaders() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            _ = try await AzureFixtures.tables(server).queryEntities(in: "Speakers", filter: TableFilter.equals("RowKey", "ann-lee"))
            let request = try #require(server.requests.first)
            #expect(request.target == "/devstoreaccount1/Speakers()?$filter=RowKey%20eq%20'ann-lee'")
            #expect(request.headers["Accept"] == "application/json;odata=nometadata")
            #expect(request.headers["DataServiceVersion"] == "3.0")
            #expect(request.headers["x-ms-version"] == "2019-02-02")
            #expect(request.headers["x-ms-date"] == "Wed, 05 Dec 2012 18:00:00 GMT")
            #expect(request.headers["Authorization"]?.hasPrefix("SharedKey devstoreaccount1:") == true)
        }
    }

    @Test func sharedKeyLiteAndSASAreAcceptedToo() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let lite = try await AzureFixtures.tables(server, credentials: .sharedKeyLite(AzureFixtures.key)).queryEntities(in: "Speakers").entities
            #expect(lite.count == 5)
            let token = try SASToken("sv=2019-02-02&tn=Speakers&sp=r&sig=" + QueryItem.percentEncoded(AzureFixtures.sasSignature))
            let sas = try await AzureFixtures.tables(server, credentials: .sas(token)).queryEntities(in: "Speakers").entities
            #expect(sas.count == 5)
            #expect(server.requests.last?.headers["Authorization"] == nil)
        }
    }

    @Test func aWrongKeyIsA403WhoseTextNeverShowsTheSignature() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let client = try AzureFixtures.tables(server, credentials: .sharedKey(AzureFixtures.wrongKey))
            do throws(StorageError) {
                _ = try await client.queryEntities(in: "Events")
                Issue.record("a wrong key was accepted")
            } catch {
                let sent = try #require(server.requests.first?.headers["Authorization"]?.split(separator: ":").last.map(String.init))
                guard case let .service(status, code, message, operation) = error else {
                    Issue.record("expected a service error, got \(error)")
                    return
                }
                #expect(status == 403 && code == "AuthenticationFailed" && operation == "GET /devstoreaccount1/Events()")
                #expect(message?.hasPrefix("The MAC signature found in the HTTP request '<redacted>' is not the same as any computed signature.") == true)
                #expect(message.map { $0.count <= ServerText.limit && !$0.contains("RequestId") } == true, "one bounded line: \(message ?? "")")
                #expect(!error.description.contains(sent))
                #expect(!String(reflecting: error).contains(sent))
            }
            #expect(server.requests.count == 1, "a 403 is not retried")
        }
    }

    @Test func aWrongSASIsA403WhoseTextNeverShowsTheToken() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            let client = try AzureFixtures.tables(server, credentials: .sas(try SASToken("sv=2019-02-02&sig=forged-signature-123")))
            do throws(StorageError) {
                _ = try await client.queryEntities(in: "Events")
                Issue.record("a forged SAS was accepted")
            } catch {
                #expect(error.status == 403)
                #expect(!error.description.contains("forged-signature-123"))
                #expect(error.description.contains("<redacted>"))
            }
        }
    }

    @Test func thePageCapStopsAServiceThatNeverEndsAndKeepsWhatItRead() async throws {
        try await withLoopbackServer(AzureFixtures.storage(pageSize: 3).handle) { server in
            let result = try await AzureFixtures.tables(server, maximumPages: 2).queryEntities(in: "Events")
            #expect(result.entities.count == 6, "two pages of three")
            #expect(result.stoppedAtPageLimit)
            #expect(server.requests.count == 2)
            let whole = try await AzureFixtures.tables(server, maximumPages: 3).queryEntities(in: "Events")
            #expect(whole.entities.count == 7 && !whole.stoppedAtPageLimit, "the third page ends the query")
        }
    }

    @Test func anUnknownTableIsTheServiceError() async throws {
        try await withLoopbackServer(AzureFixtures.storage().handle) { server in
            await #expect(
                throws: StorageError.service(
                    status: 404, code: "TableNotFound", message: "The table specified does not exist.",
                    operation: "GET /devstoreaccount1/Talks()")
            ) {
                try await AzureFixtures.tables(server).queryEntities(in: "Talks")
            }
        }
    }

    @Test func aSlowServiceIsATimeout() async throws {
        try await withLoopbackServer({ _ in LoopbackResponse(status: 200, delay: .seconds(20)) }) { server in
            let endpoint = try AzureFixtures.endpoint(server)
            let client = TableStorageClient(
                account: AzureFixtures.account, endpoint: endpoint, credentials: .sharedKey(AzureFixtures.key),
                transport: URLSessionTransport(baseURL: endpoint.origin, timeout: 1), clock: { AzureFixtures.date })
            await #expect(throws: StorageError.transport(.timedOut)) { try await client.queryEntities(in: "Events") }
        }
    }

    @Test(arguments: [
        ("<feed/>", "the body (7 bytes) is not valid JSON"),
        ("", "the body is empty, not JSON"),
        (#"[1]"#, "the body is an array, not an object with a value array"),
        (#"{"values":[]}"#, "the body has no value array"),
        (#"{"value":{}}"#, "value is an object, not an array"),
        (#"{"value":[{"RowKey":"a"},3]}"#, "value[1] is a number, not an entity object"),
    ])
    func malformedPayloadsAreTypedErrorsSayingWhatIsWrong(body: String, detail: String) async throws {
        let client = TableStorageClient(
            account: "acct", endpoint: try StorageEndpoint("https://acct.table.core.windows.net"),
            credentials: .anonymous, transport: CannedTransport(status: 200, body: body), clock: { AzureFixtures.date })
        await #expect(throws: StorageError.unreadableResponse(operation: "GET /Events()", detail: detail)) {
            try await client.queryEntities(in: "Events")
        }
    }

    @Test func errorBodiesAreReadInEveryFormTheServicesUse() {
        let json = HTTPResponse(
            status: 400, headers: [HTTPHeader("x-ms-error-code", "Header")],
            body: Data(
                #"{"odata.error":{"code":"InvalidInput","message":{"lang":"en-US","value":"One of the request inputs is not valid.\nRequestId:1\nTime:2"}}}"#
                    .utf8))
        #expect(StorageErrorBody.read(json, scrubbing: []) == ("InvalidInput", "One of the request inputs is not valid."))
        let xml = HTTPResponse(
            status: 404, body: Data("<?xml version=\"1.0\"?><Error><Code>BlobNotFound</Code><Message>No &amp; blob\nRequestId:x</Message></Error>".utf8))
        #expect(StorageErrorBody.read(xml, scrubbing: []) == ("BlobNotFound", "No & blob"))
        let headerOnly = HTTPResponse(status: 409, headers: [HTTPHeader("x-ms-error-code", "TableAlreadyExists")])
        #expect(StorageErrorBody.read(headerOnly, scrubbing: []) == ("TableAlreadyExists", nil))
        #expect(StorageErrorBody.read(HTTPResponse(status: 500, body: Data("oops".utf8)), scrubbing: []) == (nil, "oops"))
        let page = HTTPResponse(
            status: 502, headers: [HTTPHeader("Content-Type", "text/html")],
            body: Data("<html><head><title>t</title></head><body><h1>502 Bad Gateway</h1>\n<p>nginx</p></body></html>".utf8))
        #expect(StorageErrorBody.read(page, scrubbing: []) == (nil, "502 Bad Gateway nginx"), "a proxy's page, reduced to its text")
        #expect(StorageErrorBody.read(json, scrubbing: ["inputs"]).message == "One of the request <redacted> is not valid.")
        #expect(
            StorageError.service(status: 403, code: "AuthenticationFailed", message: "Nope.", operation: "GET /a()").description
                == "The storage service answered GET /a() with 403 (AuthenticationFailed: Nope.).")
        #expect(
            StorageError.service(status: 500, code: nil, message: nil, operation: "GET /a()").description
                == "The storage service answered GET /a() with 500.")
    }

    @Test func continuationTokensAreReadFromHeadersAndSentBack() {
        let headers: HTTPHeaders = [HTTPHeader("x-ms-continuation-NextPartitionKey", "1!8!ZXZlbnRz"), HTTPHeader("X-MS-CONTINUATION-NEXTROWKEY", "1!12!YQ--")]
        let continuation = TableContinuation(headers: headers)
        #expect(continuation == TableContinuation(nextPartitionKey: "1!8!ZXZlbnRz", nextRowKey: "1!12!YQ--"))
        #expect(continuation?.queryItems == [QueryItem("NextPartitionKey", "1!8!ZXZlbnRz"), QueryItem("NextRowKey", "1!12!YQ--")])
        #expect(TableContinuation(headers: [HTTPHeader("x-ms-continuation-NextPartitionKey", "p")])?.queryItems == [QueryItem("NextPartitionKey", "p")])
        #expect(TableContinuation(headers: [HTTPHeader("x-ms-continuation-NextRowKey", "r")]) == nil)
        #expect(TableFilter.equals("RowKey", "o'brien") == "RowKey eq 'o''brien'")
    }
}
