/// Finds the functions a Swift test file declares, the way ``SnapshotClaims`` needs them: every
/// name written after the keyword `func`, in the form ``SnapshotName/ownedByTest(filePath:function:label:)``
/// puts in a reference's name.
///
/// It reads tokens, not syntax: a `func` inside a comment or a string counts too, which can only
/// keep a reference claimed, never report a used one as an orphan.
enum TestSourceScanner {
    /// The names declared with `func` in `source`, each as ``plainName(of:)`` gives it.
    /// - Complexity: O(*n*) in the length of the source.
    static func functionNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        while index + 4 < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "f", scalars[index + 1] == "u", scalars[index + 2] == "n", scalars[index + 3] == "c",
                index == 0 || !isIdentifierPart(scalars[index - 1]),
                scalars[index + 4] == " " || scalars[index + 4] == "\t" || scalars[index + 4] == "\n"
            else { continue }
            var start = index + 4
            while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" || scalars[start] == "\n" { start += 1 }
            var end = start
            if end < scalars.count, scalars[end] == "`" {
                end += 1
                while end < scalars.count, scalars[end] != "`", scalars[end] != "\n" { end += 1 }
                end = min(end + 1, scalars.count)
            } else {
                while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
            }
            guard end > start else { continue }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[start..<end])
            names.insert(plainName(of: String(name)))
        }
        return names
    }

    /// A function name as a reference name component: the part before its parameter list
    /// (`loadedList()` gives `loadedList`), without the backticks of a raw identifier, and with
    /// every character a snapshot name does not allow replaced by `-`
    /// (`` `list shows books`() `` gives `list-shows-books`).
    static func plainName(of function: String) -> String {
        let base = function.prefix { $0 != "(" && $0 != "<" }.filter { $0 != "`" }
        let name = String(
            String.UnicodeScalarView(
                base.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
                        ? scalar : "-"
                }))
        return name.isEmpty ? "-" : name
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
