import Foundation
@testable import SeedApps

/// Table and blob storage on the loopback server, path style (`/<account>/<Table>()`,
/// `/<account>/<container>/<blob>`), close enough to Azure to exercise the clients:
///
/// - Query Entities with `$filter` (`RowKey eq '…'` or `PartitionKey eq '…'`), `$top`, pages
///   of at most ``pageSize`` entities in (PartitionKey, RowKey) order and the
///   `x-ms-continuation-NextPartitionKey/NextRowKey` headers; JSON `nometadata` only (415
///   otherwise); `x-ms-version` 2013-08-15 or later required.
/// - Shared Key / Shared Key Lite: the signature is recomputed here from the request as it
///   arrived, with the same known key, by this file's own string-to-sign code; a mismatch is
///   a 403 `AuthenticationFailed` whose message quotes the signature received (as Azure's
///   authentication detail does). A SAS is accepted when its `sig` is ``sasSignature``.
/// - Blobs: public containers answer anonymous reads; others need authorization; a missing
///   blob is a 404 `BlobNotFound` in Azure's XML error format.
///
/// Request dates are not checked for freshness (the tests use a fixed 2012 clock).
struct LoopbackStorage: Sendable {
    /// The account name in every path.
    var account: String
    /// The account key the signatures are checked with.
    var key: [UInt8]
    /// The accepted SAS signature, if any.
    var sasSignature: String?
    /// Entities by table name, each table sorted by (PartitionKey, RowKey).
    var tables: [String: [TableEntity]]
    /// Blob bodies and content types by `container/blob`.
    var blobs: [String: (contentType: String, data: Data)]
    /// Containers readable without authorization.
    var publicContainers: Set<String>
    /// The most entities per page.
    var pageSize: Int

    /// A storage account holding `tables` and `blobs`.
    init(
        account: String, key: [UInt8], sasSignature: String? = nil, tables: [String: [TableEntity]],
        blobs: [String: (contentType: String, data: Data)] = [:], publicContainers: Set<String> = [], pageSize: Int = 1_000
    ) {
        self.account = account
        self.key = key
        self.sasSignature = sasSignature
        self.tables = tables.mapValues { $0.sorted { (($0.partitionKey ?? ""), ($0.rowKey ?? "")) < (($1.partitionKey ?? ""), ($1.rowKey ?? "")) } }
        self.blobs = blobs
        self.publicContainers = publicContainers
        self.pageSize = pageSize
    }

    /// Answers `request`.
    func handle(_ request: LoopbackRequest) -> LoopbackResponse {
        let prefix = "/" + account + "/"
        guard request.method == "GET", request.path.hasPrefix(prefix) else {
            return Self.tableError(400, "InvalidUri", "The requested URI does not represent any resource on the server.")
        }
        let resource = String(request.path.dropFirst(prefix.count))
        if resource.hasSuffix("()") {
            return queryEntities(table: String(resource.dropLast(2)), request)
        }
        return getBlob(resource, request)
    }

    private func queryEntities(table: String, _ request: LoopbackRequest) -> LoopbackResponse {
        if let refusal = authorizationFailure(request, service: .table) { return refusal }
        guard request.headers["Accept"]?.contains("application/json") == true else {
            return Self.tableError(415, "AtomFormatNotSupported", "This test server speaks JSON only.")
        }
        guard let version = request.headers["x-ms-version"], version >= "2013-08-15" else {
            return Self.tableError(400, "InvalidHeaderValue", "x-ms-version must be 2013-08-15 or later for JSON.")
        }
        guard let all = tables[table] else {
            return Self.tableError(404, "TableNotFound", "The table specified does not exist.")
        }
        var matching = all
        if let filter = request.query("$filter") {
            guard let (property, value) = Self.equality(filter) else {
                return Self.tableError(501, "NotImplemented", "This test server only filters on PartitionKey or RowKey eq.")
            }
            matching = all.filter { (try? $0.string(property)) == value }
        }
        let top = request.query("$top").flatMap(Int.init) ?? pageSize
        if let nextPartition = request.query("NextPartitionKey") {
            let start = (nextPartition, request.query("NextRowKey") ?? "")
            matching = matching.filter { (($0.partitionKey ?? ""), ($0.rowKey ?? "")) >= start }
        }
        let page = Array(matching.prefix(min(top, pageSize)))
        var headers: HTTPHeaders = [
            HTTPHeader("Content-Type", "application/json;odata=nometadata;streaming=true;charset=utf-8"),
            HTTPHeader("x-ms-request-id", "loopback-\(request.target.count)"),
            HTTPHeader("x-ms-version", "2019-02-02"),
        ]
        if matching.count > page.count {
            let next = matching[page.count]
            headers.add("x-ms-continuation-NextPartitionKey", next.partitionKey ?? "")
            headers.add("x-ms-continuation-NextRowKey", next.rowKey ?? "")
        }
        let rows = page.map { JSONValue.object(JSONObject($0.properties.members.filter { !$0.key.contains("@odata.") }.map { ($0.key, $0.value) })) }
        let body = JSONValue.object([("value", .array(rows))]).encoded
        return LoopbackResponse(status: 200, headers: headers, body: Data(body.utf8))
    }

    private func getBlob(_ resource: String, _ request: LoopbackRequest) -> LoopbackResponse {
        let container = String(resource.prefix { $0 != "/" })
        if !publicContainers.contains(container), let refusal = authorizationFailure(request, service: .blob) { return refusal }
        guard let blob = blobs[resource.removingPercentEncoding ?? resource] else {
            return Self.blobError(404, "BlobNotFound", "The specified blob does not exist.")
        }
        return LoopbackResponse(
            status: 200, headers: [HTTPHeader("Content-Type", blob.contentType), HTTPHeader("x-ms-blob-type", "BlockBlob")], body: blob.data)
    }

    /// The 403 for a request whose authorization is absent or wrong, else `nil`.
    private func authorizationFailure(_ request: LoopbackRequest, service: StorageService) -> LoopbackResponse? {
        let fail = { (message: String) in
            service == .table ? Self.tableError(403, "AuthenticationFailed", message) : Self.blobError(403, "AuthenticationFailed", message)
        }
        if let sig = request.query("sig") {
            return sig == sasSignature ? nil : fail("Signature did not match. The SAS signature '\(sig)' is not valid.")
        }
        guard let authorization = request.headers["Authorization"] else { return fail("The request is not authorized.") }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let colon = parts[1].lastIndex(of: ":"), parts[1][..<colon] == account else {
            return fail("The Authorization header is not SharedKey \(account):<signature>.")
        }
        guard request.headers["x-ms-date"] != nil else { return fail("The x-ms-date header is required.") }
        let received = String(parts[1][parts[1].index(after: colon)...])
        let stringToSign: String
        switch (parts[0], service) {
        case ("SharedKey", .table): stringToSign = tableString(request)
        case ("SharedKeyLite", .table): stringToSign = (request.headers["x-ms-date"] ?? "") + "\n/" + account + request.path
        case ("SharedKey", .blob): stringToSign = blobString(request)
        default: return fail("The authorization scheme \(parts[0]) is not supported here.")
        }
        let expected = Data(HMACSHA256.authenticationCode(key: key, message: Array(stringToSign.utf8))).base64EncodedString()
        guard received == expected else {
            return fail(
                "The MAC signature found in the HTTP request '\(received)' is not the same as any computed signature. "
                    + "Server used following string to sign: '\(stringToSign)'.\nRequestId:loopback\nTime:2012-12-05T18:00:00.0000000Z")
        }
        return nil
    }

    private func tableString(_ request: LoopbackRequest) -> String {
        "GET\n\(request.headers["Content-MD5"] ?? "")\n\(request.headers["Content-Type"] ?? "")\n\(request.headers["x-ms-date"] ?? "")\n/\(account)\(request.path)"
    }

    private func blobString(_ request: LoopbackRequest) -> String {
        let names = [
            "Content-Encoding", "Content-Language", "Content-Length", "Content-MD5", "Content-Type", "Date",
            "If-Modified-Since", "If-Match", "If-None-Match", "If-Unmodified-Since", "Range",
        ]
        let standard = names.map { name -> String in
            let value = request.headers[name] ?? ""
            return (name == "Content-Length" && value == "0") || (name == "Date" && request.headers["x-ms-date"] != nil) ? "" : value
        }
        let msHeaders = request.headers.filter { $0.name.lowercased().hasPrefix("x-ms-") }
            .map { $0.name.lowercased() + ":" + $0.value }.sorted()
        return "GET\n" + standard.map { $0 + "\n" }.joined() + msHeaders.map { $0 + "\n" }.joined() + "/\(account)\(request.path)"
    }

    /// `RowKey eq 'x'` or `PartitionKey eq 'x'` with doubled quotes undone.
    private static func equality(_ filter: String) -> (String, String)? {
        for property in ["RowKey", "PartitionKey"] {
            let head = property + " eq '"
            if filter.hasPrefix(head), filter.hasSuffix("'"), filter.count > head.count {
                return (property, String(filter.dropFirst(head.count).dropLast()).replacingOccurrences(of: "''", with: "'"))
            }
        }
        return nil
    }

    /// A table error: `{"odata.error":{"code":…,"message":{"lang":"en-US","value":…}}}`.
    static func tableError(_ status: Int, _ code: String, _ message: String) -> LoopbackResponse {
        let body = JSONValue.object([
            (
                "odata.error",
                .object([
                    ("code", .string(code)),
                    ("message", .object([("lang", .string("en-US")), ("value", .string(message))])),
                ])
            )
        ])
        return LoopbackResponse(
            status: status,
            headers: [
                HTTPHeader("Content-Type", "application/json;odata=nometadata;charset=utf-8"), HTTPHeader("x-ms-error-code", code),
            ], body: Data(body.encoded.utf8))
    }

    /// A blob error: `<Error><Code>…</Code><Message>…</Message></Error>`.
    static func blobError(_ status: Int, _ code: String, _ message: String) -> LoopbackResponse {
        let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>\(code)</Code><Message>\(message)</Message></Error>"
        return LoopbackResponse(
            status: status, headers: [HTTPHeader("Content-Type", "application/xml"), HTTPHeader("x-ms-error-code", code)], body: Data(xml.utf8))
    }
}
