/// A piece of text as printf-style formatting sees it: literal text, or a conversion
/// specification kept as written (`%@`, `%1$@`, `%d`, `%-5.2f`, `%lld`, `%%`).
enum PrintfPiece: Equatable {
    /// Text.
    case literal(String)
    /// A conversion specification.
    case specifier(String)

    /// `text` cut into pieces; a `%` that starts no specification is literal text.
    /// - Complexity: O(n) in the length of `text`.
    static func split(_ text: String) -> [PrintfPiece] {
        var pieces: [PrintfPiece] = []
        var literal = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            if characters[index] == "%", let end = specifierEnd(characters, from: index) {
                if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
                pieces.append(.specifier(String(characters[index..<end])))
                index = end
            } else {
                literal.append(characters[index])
                index += 1
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// Which argument an object placeholder takes.
    enum ObjectArgument: Equatable {
        /// `%@`: the next one.
        case next
        /// `%n$@`: the n-th, from 1.
        case position(Int)
    }

    /// The argument `specifier` takes when it is an object placeholder, `%@` or `%n$@` with
    /// n > 0; nil for any other specification (`%d`, `%-5@`, `%0$@`).
    static func objectArgument(_ specifier: String) -> ObjectArgument? {
        if specifier == "%@" { return .next }
        guard specifier.hasPrefix("%"), specifier.hasSuffix("$@") else { return nil }
        let digits = specifier.dropFirst().dropLast(2)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let position = Int(digits), position > 0 else { return nil }
        return .position(position)
    }

    /// The index after the specification starting with the `%` at `start`, or nil when none
    /// starts there: `%%`, or `%`, an optional position (`1$`), flags, width, precision,
    /// length (`h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`) and a conversion letter.
    private static func specifierEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        guard index < characters.count else { return nil }
        if characters[index] == "%" { return index + 1 }
        var digits = index
        while digits < characters.count, characters[digits].isASCIIDigit { digits += 1 }
        if digits > index, digits < characters.count, characters[digits] == "$" { index = digits + 1 }
        while index < characters.count, "-+0#".contains(characters[index]) { index += 1 }
        while index < characters.count, characters[index].isASCIIDigit { index += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while index < characters.count, characters[index].isASCIIDigit { index += 1 }
        }
        while index < characters.count, "hlqLztj".contains(characters[index]) { index += 1 }
        guard index < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[index]) else { return nil }
        return index + 1
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0-9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
