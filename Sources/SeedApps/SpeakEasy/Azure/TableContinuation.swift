/// Where the next page of a table query starts: the `x-ms-continuation-NextPartitionKey`
/// and `x-ms-continuation-NextRowKey` headers of a response, sent back as the
/// `NextPartitionKey` and `NextRowKey` query parameters. Tokens are opaque: kept as sent.
struct TableContinuation: Hashable, Sendable {
    /// The next partition key token.
    var nextPartitionKey: String
    /// The next row key token (absent when the page ended at a partition boundary).
    var nextRowKey: String?

    /// The continuation in `headers`, or `nil` when the query is complete.
    init?(headers: HTTPHeaders) {
        guard let partition = headers["x-ms-continuation-NextPartitionKey"], !partition.isEmpty else { return nil }
        nextPartitionKey = partition
        nextRowKey = headers["x-ms-continuation-NextRowKey"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A continuation from its tokens.
    init(nextPartitionKey: String, nextRowKey: String?) {
        self.nextPartitionKey = nextPartitionKey
        self.nextRowKey = nextRowKey
    }

    /// The query parameters that ask for the next page.
    var queryItems: [QueryItem] {
        [QueryItem("NextPartitionKey", nextPartitionKey)] + (nextRowKey.map { [QueryItem("NextRowKey", $0)] } ?? [])
    }
}
