extension FaceMetrics {
    /// The advance of one user-perceived character (grapheme cluster) in AFM units.
    ///
    /// Scalars with an AFM width use it; the others use ``FallbackGlyph``. An emoji cluster
    /// counts as ONE 1000-unit glyph however many scalars it holds: a flag (two regional
    /// indicators), a ZWJ family, a skin-tone sequence, a keycap (`1` U+FE0F U+20E3), or any
    /// character followed by the emoji presentation selector U+FE0F. Other clusters add their
    /// scalars, so `e` + U+0301 is as wide as `e`. A tab is measured as a space.
    ///
    /// - Complexity: O(k log m) for a cluster of k scalars (m: scalars in the table); k is 1 for
    ///   almost all text.
    func advance(of character: Character) -> Int {
        var total = 0
        var isFirst = true
        for scalar in character.unicodeScalars {
            defer { isFirst = false }
            if scalar.value == FaceMetrics.emojiPresentationSelector || scalar.value == FaceMetrics.combiningKeycap {
                return FallbackGlyph.emoji.units
            }
            if let width = tableAdvance(of: scalar) {
                total += width
                continue
            }
            let fallback = FallbackGlyph(scalar)
            if isFirst && fallback == .emoji { return fallback.units }
            total += fallback.units
        }
        return total
    }

    /// The advance of a lone scalar in AFM units: its AFM width, else its ``FallbackGlyph``
    /// width. A tab is measured as a space.
    ///
    /// - Complexity: O(log m), m being the number of scalars in the table.
    func advanceOrFallback(of scalar: Unicode.Scalar) -> Int {
        tableAdvance(of: scalar) ?? FallbackGlyph(scalar).units
    }

    private func tableAdvance(of scalar: Unicode.Scalar) -> Int? {
        afmWidth(of: scalar == "\t" ? " " : scalar)
    }

    /// The sum of the advances of the characters of `text`, without kerning, in AFM units;
    /// of its first ``TextLayout/characterLimit`` characters when it is longer (wider than any
    /// screen whatever it holds, and measured in bounded time).
    ///
    /// - Complexity: O(min(n, ``TextLayout/characterLimit``)) in the length of `text`.
    func advance<Text: StringProtocol>(of text: Text) -> Int {
        text.prefix(TextLayout.characterLimit).reduce(0) { $0 + advance(of: $1) }
    }

    /// U+FE0F VARIATION SELECTOR-16: show the preceding character as an emoji.
    private static let emojiPresentationSelector: UInt32 = 0xFE0F
    /// U+20E3 COMBINING ENCLOSING KEYCAP, which makes `1` U+FE0F U+20E3 the keycap emoji.
    private static let combiningKeycap: UInt32 = 0x20E3
}
