/// The metrics of one AFM face (Helvetica or Helvetica-Bold) in font units, 1000 per em.
///
/// Instances live in the generated ``HelveticaMetrics`` table; ``FontMetrics`` scales them to
/// points for a given size.
struct FaceMetrics: Sendable {
    /// Height of the tallest letters above the baseline (AFM `Ascender`).
    let ascender: Int
    /// Depth below the baseline, negative (AFM `Descender`).
    let descender: Int
    /// Height of capital letters (AFM `CapHeight`).
    let capHeight: Int
    /// Height of lowercase letters such as x (AFM `XHeight`).
    let xHeight: Int
    /// Advances of U+0020 through U+00FF, indexed by `scalar - 0x20`; 0 means no glyph.
    let denseWidths: [UInt16]
    /// Advances of ``HelveticaMetrics/sparseScalars``, index for index.
    let sparseWidths: [UInt16]

    /// The AFM advance (WX) of `scalar`, or `nil` when the face has no glyph for it.
    ///
    /// - Complexity: O(1) for U+0020 to U+00FF, O(log k) otherwise, where k is the number of
    ///   other scalars in the table (about 130).
    func afmWidth(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value >= HelveticaMetrics.denseFirst && value <= HelveticaMetrics.denseLast {
            let index = Int(value - HelveticaMetrics.denseFirst)
            guard index < denseWidths.count else { return nil }
            let width = denseWidths[index]
            return width == 0 ? nil : Int(width)
        }
        guard let index = HelveticaMetrics.sparseIndex(of: value), index < sparseWidths.count else {
            return nil
        }
        return Int(sparseWidths[index])
    }
}

extension HelveticaMetrics {
    /// The metrics of the face used for `weight`.
    static func face(for weight: Font.Weight) -> FaceMetrics {
        switch weight {
        case .regular: regular
        case .bold: bold
        }
    }

    /// The position of `value` in ``sparseScalars``, or `nil` when it is not there.
    ///
    /// - Complexity: O(log k), k being the number of sparse scalars.
    static func sparseIndex(of value: UInt32) -> Int? {
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
