/// The strings the storage services' Shared Key and Shared Key Lite schemes sign, built from
/// a request exactly as it goes on the wire (its path is already percent-encoded).
///
/// | Scheme | String to sign |
/// | --- | --- |
/// | Table, Shared Key | `VERB\nContent-MD5\nContent-Type\nDate\nCanonicalizedResource` |
/// | Table, Shared Key Lite | `Date\nCanonicalizedResource` |
/// | Blob, Shared Key | `VERB\n` + 11 standard headers, each `\n`-terminated, + CanonicalizedHeaders + CanonicalizedResource |
/// | Blob, Shared Key Lite | `VERB\nContent-MD5\nContent-Type\nDate\n` + CanonicalizedHeaders + CanonicalizedResource |
///
/// The date is the `x-ms-date` header's value when there is one (the clients always send
/// it), else the `Date` header's. For tables the canonicalized resource is
/// `/<account><path>` plus `?comp=<value>` when the query has `comp`, nothing else of the
/// query; for blobs with Shared Key it is `/<account><path>` plus one `\nname:value` line per
/// query parameter (names lower-cased and sorted, values decoded, repeated names' values
/// sorted and joined by commas).
enum SharedKeyStringToSign {
    /// The table service's Shared Key string.
    /// - Complexity: O(*n*) in the size of the request's path and headers.
    static func table(_ request: HTTPRequest, account: String) -> String {
        [
            request.method.rawValue,
            request.headers["Content-MD5"] ?? "",
            request.headers["Content-Type"] ?? "",
            date(request),
            liteResource(request, account: account),
        ].joined(separator: "\n")
    }

    /// The table service's Shared Key Lite string.
    /// - Complexity: O(*n*) in the size of the request's path and headers.
    static func tableLite(_ request: HTTPRequest, account: String) -> String {
        date(request) + "\n" + liteResource(request, account: account)
    }

    /// The blob service's Shared Key string (versions 2015-02-21 and later: a zero
    /// `Content-Length` is written as an empty line).
    /// - Complexity: O(*n* log *n*) in the number of headers and query parameters.
    static func blob(_ request: HTTPRequest, account: String) -> String {
        let contentLength = request.headers["Content-Length"] ?? ""
        let standard = [
            request.headers["Content-Encoding"] ?? "",
            request.headers["Content-Language"] ?? "",
            contentLength == "0" ? "" : contentLength,
            request.headers["Content-MD5"] ?? "",
            request.headers["Content-Type"] ?? "",
            request.headers["x-ms-date"] == nil ? request.headers["Date"] ?? "" : "",
            request.headers["If-Modified-Since"] ?? "",
            request.headers["If-Match"] ?? "",
            request.headers["If-None-Match"] ?? "",
            request.headers["If-Unmodified-Since"] ?? "",
            request.headers["Range"] ?? "",
        ]
        return request.method.rawValue + "\n" + standard.map { $0 + "\n" }.joined()
            + canonicalizedHeaders(request) + blobResource(request, account: account)
    }

    /// The blob service's Shared Key Lite string.
    /// - Complexity: O(*n* log *n*) in the number of headers.
    static func blobLite(_ request: HTTPRequest, account: String) -> String {
        let date = request.headers["x-ms-date"] == nil ? request.headers["Date"] ?? "" : ""
        return [request.method.rawValue, request.headers["Content-MD5"] ?? "", request.headers["Content-Type"] ?? "", date]
            .map { $0 + "\n" }.joined() + canonicalizedHeaders(request) + liteResource(request, account: account)
    }

    /// `x-ms-date`, else `Date`, else empty.
    private static func date(_ request: HTTPRequest) -> String {
        request.headers["x-ms-date"] ?? request.headers["Date"] ?? ""
    }

    /// `/<account><path>` and `?comp=<value>` when the query has `comp`.
    /// - Complexity: O(*n*) in the size of the path and query.
    static func liteResource(_ request: HTTPRequest, account: String) -> String {
        let resource = "/" + account + request.path
        guard let comp = request.query.first(where: { $0.name == "comp" }) else { return resource }
        return resource + "?comp=" + QueryItem.percentEncoded(comp.value)
    }

    /// `/<account><path>` and a `\nname:values` line per query parameter.
    /// - Complexity: O(*n* log *n*) in the number of query parameters.
    static func blobResource(_ request: HTTPRequest, account: String) -> String {
        var valuesByName: [String: [String]] = [:]
        for item in request.query {
            valuesByName[item.name.lowercased(), default: []].append(item.value)
        }
        let lines = valuesByName.keys.sorted().map { name in
            "\n" + name + ":" + (valuesByName[name] ?? []).sorted().joined(separator: ",")
        }
        return "/" + account + request.path + lines.joined()
    }

    /// Every `x-ms-` header as `name:value\n`: names lower-cased and sorted, values trimmed
    /// with inner runs of white space folded to one space.
    /// - Complexity: O(*n* log *n*) in the number of headers.
    static func canonicalizedHeaders(_ request: HTTPRequest) -> String {
        var headers: [(name: String, value: String)] = []
        for header in request.headers where header.name.lowercased().hasPrefix("x-ms-") {
            headers.append((header.name.lowercased(), header.value.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
        }
        return headers.sorted { $0.name < $1.name }.map { $0.name + ":" + $0.value + "\n" }.joined()
    }
}
