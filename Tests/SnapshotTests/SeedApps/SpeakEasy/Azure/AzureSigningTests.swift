import Foundation
import Testing
@testable import SeedApps

/// Shared Key, Shared Key Lite and SAS authorization, with signatures computed independently
/// in Python for a fixed date, key and path.
@Suite struct AzureSigningTests {
    /// `base64(b"speakeasy-test-key-0123456789abcdef")`: a made-up key.
    static let keyText = "c3BlYWtlYXN5LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmNkZWY="
    /// The storage emulator's published development key.
    static let emulatorKeyText = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
    /// Wed, 05 Dec 2012 18:00:00 GMT (`calendar.timegm((2012,12,5,18,0,0))`).
    static let fixedDate = Date(timeIntervalSince1970: 1_354_730_400)

    static func key(_ text: String = keyText) -> StorageAccountKey {
        (try? StorageAccountKey(base64: text)) ?? failedKey()
    }

    private static func failedKey() -> StorageAccountKey {
        Issue.record("the test key does not decode")
        return (try? StorageAccountKey(base64: "AA==")) ?? failedKey()
    }

    static func tableClient(
        account: String = "speakeasy", endpoint: String = "https://speakeasy.table.core.windows.net",
        credentials: StorageCredentials
    ) throws -> TableStorageClient {
        TableStorageClient(
            account: account, endpoint: try StorageEndpoint(endpoint), credentials: credentials,
            transport: CannedTransport(status: 200, body: #"{"value":[]}"#), clock: { fixedDate })
    }

    @Test func theDateIsRFC1123InGMT() {
        #expect(HTTPDate.rfc1123(Self.fixedDate) == "Wed, 05 Dec 2012 18:00:00 GMT")
        #expect(HTTPDate.rfc1123(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.rfc1123(Date(timeIntervalSince1970: -1)) == "Wed, 31 Dec 1969 23:59:59 GMT")
        #expect(HTTPDate.rfc1123(Date(timeIntervalSince1970: 951_782_400.9)) == "Tue, 29 Feb 2000 00:00:00 GMT")
    }

    /// Python, independently:
    /// ```
    /// python3 -c "import hmac,hashlib,base64;k=base64.b64decode('c3BlYWtlYXN5LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmNkZWY=');s='GET\n\n\nWed, 05 Dec 2012 18:00:00 GMT\n/speakeasy/Events()';print(base64.b64encode(hmac.new(k,s.encode(),hashlib.sha256).digest()).decode())"
    /// a+JtnJ0wGVPY49O33QKdCQvXUsjYu4XwyEMYv1rsEqk=
    /// ```
    @Test func tableSharedKeyMatchesPython() throws {
        let request = try Self.tableClient(credentials: .sharedKey(Self.key())).queryRequest(table: "Events")
        #expect(SharedKeyStringToSign.table(request, account: "speakeasy") == "GET\n\n\nWed, 05 Dec 2012 18:00:00 GMT\n/speakeasy/Events()")
        #expect(request.headers["Authorization"] == "SharedKey speakeasy:a+JtnJ0wGVPY49O33QKdCQvXUsjYu4XwyEMYv1rsEqk=")
        #expect(request.headers["x-ms-date"] == "Wed, 05 Dec 2012 18:00:00 GMT")
        #expect(request.headers["x-ms-version"] == "2019-02-02")
        #expect(request.headers["Accept"] == "application/json;odata=nometadata")
        #expect(request.headers["DataServiceVersion"] == "3.0")
        #expect(request.target == "/Events()")
    }

    /// The query (other than `comp`) is not signed: a filter does not change the signature.
    @Test func theQueryIsNotPartOfATableSignatureExceptComp() throws {
        let client = try Self.tableClient(credentials: .sharedKey(Self.key()))
        let filtered = client.queryRequest(
            table: "Events", filter: "RowKey eq 'a'", top: 5,
            continuation: TableContinuation(nextPartitionKey: "p", nextRowKey: "r"))
        #expect(filtered.headers["Authorization"] == "SharedKey speakeasy:a+JtnJ0wGVPY49O33QKdCQvXUsjYu4XwyEMYv1rsEqk=")
        #expect(filtered.target == "/Events()?$filter=RowKey%20eq%20'a'&$top=5&NextPartitionKey=p&NextRowKey=r")
        let withComp = HTTPRequest(method: .get, path: "/Events()", query: [QueryItem("comp", "acl"), QueryItem("x", "y")])
        #expect(SharedKeyStringToSign.liteResource(withComp, account: "speakeasy") == "/speakeasy/Events()?comp=acl")
    }

    /// The emulator's path-style URL puts the account in the path, so it appears twice:
    /// ```
    /// python3 -c "import hmac,hashlib,base64;k=base64.b64decode('Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==');s='GET\n\n\nWed, 05 Dec 2012 18:00:00 GMT\n/devstoreaccount1/devstoreaccount1/Events()';print(base64.b64encode(hmac.new(k,s.encode(),hashlib.sha256).digest()).decode())"
    /// Xe7zo53oRaNEIZdV0d00l+d9WakjLStd0nTXpHmV6ps=
    /// ```
    @Test func emulatorPathStyleSignsTheAccountTwice() throws {
        let client = try Self.tableClient(
            account: "devstoreaccount1", endpoint: "http://127.0.0.1:10002/devstoreaccount1",
            credentials: .sharedKey(Self.key(Self.emulatorKeyText)))
        let request = client.queryRequest(table: "Events")
        #expect(client.endpoint.origin.absoluteString == "http://127.0.0.1:10002")
        #expect(request.path == "/devstoreaccount1/Events()")
        #expect(SharedKeyStringToSign.table(request, account: "devstoreaccount1").hasSuffix("\n/devstoreaccount1/devstoreaccount1/Events()"))
        #expect(request.headers["Authorization"] == "SharedKey devstoreaccount1:Xe7zo53oRaNEIZdV0d00l+d9WakjLStd0nTXpHmV6ps=")
    }

    /// ```
    /// python3 -c "import hmac,hashlib,base64;k=base64.b64decode('c3BlYWtlYXN5LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmNkZWY=');s='Wed, 05 Dec 2012 18:00:00 GMT\n/speakeasy/Events()';print(base64.b64encode(hmac.new(k,s.encode(),hashlib.sha256).digest()).decode())"
    /// /1P8ApI4Hs4Bkm/j39GScpSuLcwO13a4GoFIwx7/3q4=
    /// ```
    @Test func tableSharedKeyLiteMatchesPython() throws {
        let request = try Self.tableClient(credentials: .sharedKeyLite(Self.key())).queryRequest(table: "Events")
        #expect(SharedKeyStringToSign.tableLite(request, account: "speakeasy") == "Wed, 05 Dec 2012 18:00:00 GMT\n/speakeasy/Events()")
        #expect(request.headers["Authorization"] == "SharedKeyLite speakeasy:/1P8ApI4Hs4Bkm/j39GScpSuLcwO13a4GoFIwx7/3q4=")
    }

    /// ```
    /// python3 -c "import hmac,hashlib,base64;k=base64.b64decode('c3BlYWtlYXN5LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmNkZWY=');s='GET\n'+'\n'*11+'x-ms-date:Wed, 05 Dec 2012 18:00:00 GMT\nx-ms-version:2019-02-02\n/speakeasy/photos/ann-lee.png';print(base64.b64encode(hmac.new(k,s.encode(),hashlib.sha256).digest()).decode())"
    /// fJjNpEvxenNlftWtA3AUB/itwC+7ISUZbx5FKyLUc3U=
    /// ```
    @Test func blobSharedKeyMatchesPython() throws {
        let client = BlobClient(
            account: "speakeasy", endpoint: try StorageEndpoint("https://speakeasy.blob.core.windows.net"),
            credentials: .sharedKey(Self.key()), transport: CannedTransport(status: 200, body: ""), clock: { Self.fixedDate })
        let request = client.downloadRequest(container: "photos", blob: "ann-lee.png")
        #expect(
            SharedKeyStringToSign.blob(request, account: "speakeasy")
                == "GET\n\n\n\n\n\n\n\n\n\n\n\nx-ms-date:Wed, 05 Dec 2012 18:00:00 GMT\nx-ms-version:2019-02-02\n/speakeasy/photos/ann-lee.png")
        #expect(request.headers["Authorization"] == "SharedKey speakeasy:fJjNpEvxenNlftWtA3AUB/itwC+7ISUZbx5FKyLUc3U=")
    }

    /// ```
    /// python3 -c "import hmac,hashlib,base64;k=base64.b64decode('c3BlYWtlYXN5LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmNkZWY=');s='GET\n\n\n\nx-ms-date:Wed, 05 Dec 2012 18:00:00 GMT\nx-ms-version:2019-02-02\n/speakeasy/photos/ann-lee.png';print(base64.b64encode(hmac.new(k,s.encode(),hashlib.sha256).digest()).decode())"
    /// Anr8a3kYnlkyKZj8AeUfLD9wtsppp0yDARBBs10BGXU=
    /// ```
    @Test func blobSharedKeyLiteMatchesPython() throws {
        let client = BlobClient(
            account: "speakeasy", endpoint: try StorageEndpoint("https://speakeasy.blob.core.windows.net"),
            credentials: .sharedKeyLite(Self.key()), transport: CannedTransport(status: 200, body: ""), clock: { Self.fixedDate })
        let request = client.downloadRequest(container: "photos", blob: "ann-lee.png")
        #expect(
            SharedKeyStringToSign.blobLite(request, account: "speakeasy")
                == "GET\n\n\n\nx-ms-date:Wed, 05 Dec 2012 18:00:00 GMT\nx-ms-version:2019-02-02\n/speakeasy/photos/ann-lee.png")
        #expect(request.headers["Authorization"] == "SharedKeyLite speakeasy:Anr8a3kYnlkyKZj8AeUfLD9wtsppp0yDARBBs10BGXU=")
    }

    @Test func blobCanonicalizationSortsQueryAndHeaders() {
        let request = HTTPRequest(
            method: .get, path: "/photos/a%20b.png", query: [QueryItem("Timeout", "5"), QueryItem("comp", "x"), QueryItem("comp", "a")],
            headers: [HTTPHeader("X-MS-Version", "2019-02-02"), HTTPHeader("x-ms-meta-a", "  one   two ")])
        #expect(SharedKeyStringToSign.blobResource(request, account: "acct") == "/acct/photos/a%20b.png\ncomp:a,x\ntimeout:5")
        #expect(SharedKeyStringToSign.canonicalizedHeaders(request) == "x-ms-meta-a:one two\nx-ms-version:2019-02-02\n")
    }

    @Test func aSASTokenIsAppendedToTheQueryWithoutAnAuthorizationHeader() throws {
        let token = try SASToken("?sv=2019-02-02&tn=Events&sp=r&se=2030-01-01T00%3A00%3A00Z&sig=abc%2Bdef%2F%3D")
        #expect(token.parameters.last == QueryItem("sig", "abc+def/="))
        let request = try Self.tableClient(credentials: .sas(token)).queryRequest(table: "Events", filter: "PartitionKey eq 'x'")
        #expect(request.headers["Authorization"] == nil)
        #expect(request.target == "/Events()?$filter=PartitionKey%20eq%20'x'&sv=2019-02-02&tn=Events&sp=r&se=2030-01-01T00:00:00Z&sig=abc%2Bdef/%3D")
        #expect(request.description.contains("sig=<redacted>"))
        #expect(!request.description.contains("abc"))
        #expect(token.description == "sv=2019-02-02&tn=Events&sp=r&se=2030-01-01T00:00:00Z&sig=<redacted>")
    }

    @Test func badKeysAndTokensAreTypedErrorsThatDoNotQuoteThem() {
        #expect(throws: StorageConfigurationError.keyNotBase64) { try StorageAccountKey(base64: "not base64 at all!") }
        #expect(throws: StorageConfigurationError.emptyKey) { try StorageAccountKey(base64: "  ") }
        #expect(throws: StorageConfigurationError.tokenWithoutSignature) { try SASToken("sv=2019-02-02&sp=r") }
        #expect(throws: StorageConfigurationError.malformedToken) { try SASToken("sv=2019&sig=%zz") }
        #expect(throws: StorageConfigurationError.invalidAccountName("Bad_Name")) { try StorageEndpoint.azure(account: "Bad_Name", service: .table) }
        #expect(throws: StorageConfigurationError.invalidEndpoint("ftp://x")) { try StorageEndpoint("ftp://x") }
        #expect(!StorageConfigurationError.keyNotBase64.description.contains("not base64 at all"))
    }

    @Test func keysAndEverythingHoldingThemDescribeAsRedacted() throws {
        let key = Self.key()
        let client = try Self.tableClient(credentials: .sharedKey(key))
        let request = client.queryRequest(table: "Events")
        for value in [String(describing: key), String(reflecting: key), String(describing: client), String(reflecting: request), request.description] {
            #expect(!value.contains(Self.keyText))
            #expect(!value.contains("a+JtnJ0wGVPY49O33QKdCQvXUsjYu4XwyEMYv1rsEqk="), "\(value)")
        }
        var dumped = ""
        dump(client, to: &dumped)
        #expect(dumped.contains("sharedKey: <redacted>"), "the key's bytes are not dumped")
        #expect(request.description.contains("Authorization: <redacted>"))
    }
}
