/// Why a `$filter` expression cannot be used; the embedded service answers 400 with it.
enum ODataFilterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A character that starts no token.
    case unexpectedCharacter(Character)
    /// A `'string` without its closing quote.
    case unterminatedString
    /// A token where something else must come.
    case unexpected(String, expected: String)
    /// `(` without `)` or the reverse.
    case unbalancedParentheses
    /// A function call such as `startswith(text,'a')`.
    case unsupportedFunction(String)
    /// An operator this service does not evaluate (`add`, `has`...).
    case unsupportedOperator(String)
    /// A typed literal such as `datetime'2012-05-21T00:00:29'`.
    case unsupportedLiteral(String)
    /// Parentheses and `not`s nested deeper than the parser follows (a hostile filter).
    case nestedTooDeeply(limit: Int)

    /// A sentence naming the problem.
    var description: String {
        switch self {
        case .unexpectedCharacter(let character): return "unexpected character '\(character)'"
        case .unterminatedString: return "a string literal has no closing quote"
        case let .unexpected(found, expected): return "found \(found) where \(expected) must come"
        case .unbalancedParentheses: return "the parentheses do not match"
        case .unsupportedFunction(let name): return "the function \(name) is not supported"
        case .unsupportedOperator(let name): return "the operator \(name) is not supported"
        case .unsupportedLiteral(let prefix): return "\(prefix) literals are not supported"
        case .nestedTooDeeply(let limit): return "the filter nests parentheses or not deeper than \(limit) levels"
        }
    }
}
