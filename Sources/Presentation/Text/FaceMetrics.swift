/// The metrics of one face (Helvetica-Bold, Times-Italic...) in AFM units, 1000 per em.
///
/// Instances live in the generated ``HelveticaMetrics`` and ``TimesMetrics`` tables and in
/// ``CourierMetrics``; ``FontMetrics`` scales them to points for a given size.
struct FaceMetrics: Sendable {
    /// The first scalar of the dense tables (``denseWidths``).
    static let denseFirst: UInt32 = 0x20
    /// The last scalar of the dense tables.
    static let denseLast: UInt32 = 0xFF

    /// The face's PostScript name, such as `Times-Roman`.
    let postScriptName: String
    /// Height of the tallest letters above the baseline (AFM `Ascender`).
    let ascender: Int
    /// Depth below the baseline, negative (AFM `Descender`).
    let descender: Int
    /// Height of capital letters (AFM `CapHeight`).
    let capHeight: Int
    /// Height of lowercase letters such as x (AFM `XHeight`).
    let xHeight: Int
    /// The ascent, descent and line gap of the screen font iOS draws the face with, when the
    /// package knows them; WebKit's `line-height: normal` comes from them.
    let screenLineMetrics: ScreenLineMetrics?
    /// Advances of U+0020 through U+00FF, indexed by `scalar - 0x20`; 0 means no glyph.
    let denseWidths: [UInt16]
    /// The other scalars that have a glyph, sorted ascending (shared by a family's faces).
    let sparseScalars: [UInt32]
    /// Advances of ``sparseScalars``, index for index.
    let sparseWidths: [UInt16]

    /// The AFM advance (WX) of `scalar`, or `nil` when the face has no glyph for it.
    ///
    /// - Complexity: O(1) for U+0020 to U+00FF, O(log k) otherwise, where k is the number of
    ///   other scalars in the table (about 130).
    func afmWidth(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value >= FaceMetrics.denseFirst && value <= FaceMetrics.denseLast {
            let index = Int(value - FaceMetrics.denseFirst)
            guard index < denseWidths.count else { return nil }
            let width = denseWidths[index]
            return width == 0 ? nil : Int(width)
        }
        guard let index = sparseIndex(of: value), index < sparseWidths.count else {
            return nil
        }
        return Int(sparseWidths[index])
    }

    /// The position of `value` in ``sparseScalars``, or `nil` when it is not there.
    ///
    /// - Complexity: O(log k), k being the number of sparse scalars.
    func sparseIndex(of value: UInt32) -> Int? {
        var low = 0
        var high = sparseScalars.count
        while low < high {
            let middle = low + (high - low) / 2
            let candidate = sparseScalars[middle]
            if candidate == value { return middle }
            if candidate < value { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
