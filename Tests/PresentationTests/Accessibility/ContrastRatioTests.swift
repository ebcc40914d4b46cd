import Testing
@testable import Presentation

/// WCAG 2.x contrast against reference values. The table's figures were computed by an
/// implementation this package did not write: the PyPI package `wcag-contrast-ratio` 0.9
/// (`wcag_contrast_ratio.rgb(fg, bg)`), run on the same `#RRGGBB` colors.
@Suite struct ContrastRatioTests {
    @Test func wcagReferenceValues() {
        #expect(ContrastRatio(hex(0x777777), on: .white).description == "4.48:1")
        #expect(ContrastRatio(hex(0x777777), on: .white).value < 4.5, "#777777 on white famously just fails AA")
        #expect(ContrastRatio(.black, on: .white).value == 21)
        #expect(ContrastRatio(.white, on: .black).description == "21.00:1", "the order of the colors does not matter")
        #expect(ContrastRatio(.white, on: .white).value == 1)
    }

    @Test(arguments: [
        (0x1E90E0, 0xFFFFFF, 3.4309), (0x808080, 0xFFFFFF, 3.9494), (0xFFFFFF, 0xA1AFC3, 2.2257),
        (0xFFFFFF, 0x7186A8, 3.6987), (0xB3B3B3, 0xFFFFFF, 2.0967), (0x385487, 0xFFFFFF, 7.5373),
        (0x999999, 0x000000, 7.3709), (0x4C566C, 0xC5CCD4, 4.5401), (0x324F85, 0xE6E6E6, 6.4897),
    ])
    func agreesWithAnIndependentImplementation(_ foreground: Int, _ background: Int, _ expected: Double) {
        let ratio = ContrastRatio(hex(foreground), on: hex(background)).value
        #expect(abs(ratio - expected) < 0.0001, "\(ratio) vs \(expected)")
    }

    @Test func aTranslucentTextIsCompositedOverItsBackground() {
        let halfBlack = Color(white: 0, alpha: 0.5)
        #expect(ContrastRatio(halfBlack, on: .white).description == "3.95:1", "50% black on white shows as #808080")
    }

    @Test func largeTextIsEighteenPointsOrFourteenBold() {
        #expect(ContrastRatio.isLarge(.system(18)))
        #expect(!ContrastRatio.isLarge(.system(17)))
        #expect(ContrastRatio.isLarge(.boldSystem(14)))
        #expect(!ContrastRatio.isLarge(.boldSystem(13)))
        #expect(ContrastRatio.minimum(for: .system(17)) == 4.5)
        #expect(ContrastRatio.minimum(for: .boldSystem(14)) == 3)
    }

    @Test func aFailingRatioNeverPrintsAsThePassingThreshold() {
        // Grey 77 on grey 189 is 4.4994 (wcag-contrast-ratio): two decimals would say 4.50.
        #expect(ContrastRatio(hex(0x4D4D4D), on: hex(0xBDBDBD)).description == "4.499:1")
        // Grey 74 on grey 150 is 2.9962: not "3.00:1" either.
        #expect(ContrastRatio(hex(0x4A4A4A), on: hex(0x969696)).description == "2.996:1")
        #expect(ContrastRatio(hex(0x767676), on: .white).description == "4.54:1", "a passing ratio keeps two decimals")
    }

    private func hex(_ value: Int) -> Color {
        Color(red255: (value >> 16) & 0xFF, green255: (value >> 8) & 0xFF, blue255: value & 0xFF)
    }
}
