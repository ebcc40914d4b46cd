/// A token of a `$filter` expression.
enum ODataToken: Hashable, Sendable {
    /// `(`.
    case openParenthesis
    /// `)`.
    case closeParenthesis
    /// A `'string'` literal, unescaped (`''` becomes `'`).
    case string(String)
    /// A number literal.
    case number(Double)
    /// A member name, keyword or operator (`complete`, `and`, `eq`, `true`).
    case word(String)

    /// The token as written, for error messages.
    var text: String {
        switch self {
        case .openParenthesis: return "("
        case .closeParenthesis: return ")"
        case .string(let text): return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .number(let value): return JSONValue.numberText(value)
        case .word(let word): return word
        }
    }

    /// Splits `expression` into tokens, skipping spaces.
    /// - Throws: ``ODataFilterError`` for a character that starts no token, an unterminated
    ///   string, a typed literal (`datetime'...'`) or a function call (`startswith(`).
    /// - Complexity: O(*n*) in the length of `expression`.
    static func tokenize(_ expression: String) throws(ODataFilterError) -> [ODataToken] {
        let characters = Array(expression)
        var tokens: [ODataToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
            } else if character == "(" || character == ")" {
                tokens.append(character == "(" ? .openParenthesis : .closeParenthesis)
                index += 1
            } else if character == "'" {
                tokens.append(.string(try readString(characters, from: &index)))
            } else if isDigit(character) || (character == "-" && index + 1 < characters.count && isDigit(characters[index + 1])) {
                tokens.append(.number(try readNumber(characters, from: &index)))
            } else if character.isLetter || character == "_" {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                let word = String(characters[start..<index])
                if index < characters.count, characters[index] == "'" { throw .unsupportedLiteral(word) }
                if index < characters.count, characters[index] == "(", !["and", "or", "not"].contains(word) {
                    throw .unsupportedFunction(word)
                }
                tokens.append(.word(word))
            } else {
                throw .unexpectedCharacter(character)
            }
        }
        return tokens
    }

    private static func readString(_ characters: [Character], from index: inout Int) throws(ODataFilterError) -> String {
        var text = ""
        index += 1
        while index < characters.count {
            if characters[index] == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    text.append("'")
                    index += 2
                    continue
                }
                index += 1
                return text
            }
            text.append(characters[index])
            index += 1
        }
        throw .unterminatedString
    }

    private static func readNumber(_ characters: [Character], from index: inout Int) throws(ODataFilterError) -> Double {
        let start = index
        index += 1
        while index < characters.count, isDigit(characters[index]) || characters[index] == "." {
            index += 1
        }
        let text = String(characters[start..<index])
        guard let value = Double(text) else { throw .unexpected(text, expected: "a number") }
        return value
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
