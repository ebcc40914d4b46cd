/// Parses a `$filter` expression into an ``ODataFilter`` by recursive descent:
///
/// ```
/// filter     := or
/// or         := and ("or" and)*
/// and        := unary ("and" unary)*
/// unary      := "not" unary | "(" filter ")" | comparison
/// comparison := operand ("eq"|"ne"|"gt"|"ge"|"lt"|"le") operand
/// operand    := member | true | false | null | number | 'string'   ('' is a quote)
/// ```
///
/// Nesting (`(` and `not`) is limited to ``maximumNesting`` levels, so a hostile filter gets
/// an error instead of exhausting the stack.
///
/// - Complexity: O(*n*) in the length of the expression.
struct ODataFilterParser {
    /// The deepest nesting of parentheses and `not` the parser follows.
    static let maximumNesting = 100

    private var tokens: [ODataToken]
    private var position = 0
    private var nesting = 0

    /// Parses `expression`.
    /// - Throws: ``ODataFilterError`` naming what is wrong or unsupported.
    static func parse(_ expression: String) throws(ODataFilterError) -> ODataFilter {
        var parser = ODataFilterParser(tokens: try ODataToken.tokenize(expression))
        let filter = try parser.parseOr()
        if parser.position < parser.tokens.count {
            throw .unexpected(parser.tokens[parser.position].text, expected: "the end of the filter")
        }
        return filter
    }

    private init(tokens: [ODataToken]) {
        self.tokens = tokens
    }

    private var next: ODataToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func take() -> ODataToken? {
        defer { position += 1 }
        return next
    }

    private mutating func takeWord(_ word: String) -> Bool {
        guard case .word(let text)? = next, text == word else { return false }
        position += 1
        return true
    }

    private mutating func parseOr() throws(ODataFilterError) -> ODataFilter {
        var filter = try parseAnd()
        while takeWord("or") { filter = .or(filter, try parseAnd()) }
        return filter
    }

    private mutating func parseAnd() throws(ODataFilterError) -> ODataFilter {
        var filter = try parseUnary()
        while takeWord("and") { filter = .and(filter, try parseUnary()) }
        return filter
    }

    private mutating func parseUnary() throws(ODataFilterError) -> ODataFilter {
        if takeWord("not") {
            try enterNesting()
            defer { nesting -= 1 }
            return .not(try parseUnary())
        }
        if next == .openParenthesis {
            position += 1
            try enterNesting()
            defer { nesting -= 1 }
            let filter = try parseOr()
            guard take() == .closeParenthesis else { throw .unbalancedParentheses }
            return filter
        }
        let left = try parseOperand()
        guard case .word(let word)? = next else {
            throw .unexpected(next?.text ?? "the end", expected: "a comparison (eq, ne, gt, ge, lt, le)")
        }
        guard let comparison = ODataComparison(rawValue: word) else {
            throw .unsupportedOperator(word)
        }
        position += 1
        return .comparison(left, comparison, try parseOperand())
    }

    private mutating func enterNesting() throws(ODataFilterError) {
        guard nesting < Self.maximumNesting else { throw .nestedTooDeeply(limit: Self.maximumNesting) }
        nesting += 1
    }

    private mutating func parseOperand() throws(ODataFilterError) -> ODataOperand {
        guard let token = take() else { throw .unexpected("the end", expected: "a member or a value") }
        switch token {
        case .string(let text):
            return .literal(.string(text))
        case .number(let value):
            return .literal(.number(value))
        case .word(let word):
            switch word {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            case "and", "or", "not": throw .unexpected(word, expected: "a member or a value")
            default:
                if ODataComparison(rawValue: word) != nil { throw .unexpected(word, expected: "a member or a value") }
                return .member(word)
            }
        case .openParenthesis, .closeParenthesis:
            throw .unexpected(token.text, expected: "a member or a value")
        }
    }
}
