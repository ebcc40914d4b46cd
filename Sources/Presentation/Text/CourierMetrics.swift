/// Courier, WebKit's default monospace font, for the text of `<pre>`.
///
/// The package carries no Courier AFM file, and needs none for widths: Courier is fixed-pitch,
/// every glyph of Adobe's Core14 Courier (and of Courier New, 1229 of 2048 units) is 600 units
/// per 1000 em wide. This face gives 600 to every scalar the Helvetica table covers (the same
/// Core14 ExtendedRoman glyph set); others take the usual fallbacks. Its vertical metrics are
/// Courier New's `hhea` values (1705, -615, 0 per 2048 em; Liberation Mono, metric-compatible,
/// has the same), scaled to 1000 units for the AFM-style ascender and descender; the cap and x
/// heights are Liberation Mono 1.07's `OS/2` values (1349 and 1082 per 2048 em), scaled alike.
enum CourierMetrics {
    /// The width of every Courier glyph, in AFM units.
    static let glyphWidth: UInt16 = 600

    /// Courier New's screen line metrics.
    static let screenLineMetrics = ScreenLineMetrics(unitsPerEm: 2048, ascender: 1705, descender: -615, lineGap: 0)

    /// Courier, every glyph 600 units wide.
    static let regular = FaceMetrics(
        postScriptName: "Courier",
        ascender: 833,
        descender: -300,
        capHeight: 659,
        xHeight: 528,
        screenLineMetrics: screenLineMetrics,
        denseWidths: HelveticaMetrics.regular.denseWidths.map { $0 == 0 ? 0 : glyphWidth },
        sparseScalars: HelveticaMetrics.sparseScalars,
        sparseWidths: HelveticaMetrics.regular.sparseWidths.map { _ in glyphWidth }
    )
}
