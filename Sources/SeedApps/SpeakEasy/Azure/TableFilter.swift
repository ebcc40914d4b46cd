/// Builds OData `$filter` expressions for table queries.
enum TableFilter {
    /// `<property> eq '<value>'`, the value's single quotes doubled as OData says.
    static func equals(_ property: String, _ value: String) -> String {
        "\(property) eq '\(value.replacingOccurrences(of: "'", with: "''"))'"
    }
}
