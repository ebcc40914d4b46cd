import Testing
@testable import Presentation

/// The pseudo-translation: accented, bracketed, at least 40% longer, placeholders and digits
/// kept, deterministic.
@Suite struct PseudoLocalizationTests {
    @Test func aWordIsAccentedBracketedAndPadded() {
        #expect(PseudoLocalization.translate("Events") == "[Ëvéñţš one]")
        #expect(PseudoLocalization.translate("Event Details") == "[Ëvéñţ Ðéţåîļš one two]")
        #expect(PseudoLocalization.translate("OK") == "[ÖĶ one]")
    }

    @Test(arguments: [
        "Save",
        "Map Options",
        "Restores every setting above.",
        "Learn how to store events and speakers in Windows Azure tables and blobs, then show them in a tabbed iPhone app.",
    ])
    func theTextGrowsByAtLeastFortyPercentAndAtMostOneWordMore(_ text: String) {
        let translated = PseudoLocalization.translate(text)
        let growth = translated.count - 2 - text.count  // less the brackets
        let longestWord = PseudoLocalization.paddingWords.map(\.count).max() ?? 0
        #expect(Double(growth) >= Double(text.count) * PseudoLocalization.expansion, "\(translated)")
        #expect(Double(growth) < Double(text.count) * PseudoLocalization.expansion + Double(longestWord) + 1, "\(translated)")
        #expect(translated.hasPrefix("[") && translated.hasSuffix("]"))
    }

    @Test func theSameTextAlwaysGivesTheSameResultButATranslationIsNotTranslatedAway() {
        let once = PseudoLocalization.translate("Todo Details")
        #expect(once == PseudoLocalization.translate("Todo Details"))
        #expect(PseudoLocalization.translate(once) != once)
        #expect(PseudoLocalization.translate(once).count > once.count)
    }

    @Test func spacesAroundATextStayOutsideTheBrackets() {
        #expect(PseudoLocalization.translate("Posted under: ") == "[Þöšţéð ûñðéŕ: one two] ")
        #expect(PseudoLocalization.translate("\n  Save\n") == "\n  [Šåvé one]\n")
    }

    @Test func textWithoutLettersHasNothingToTranslate() {
        for text in ["", " ", "12:30", "+", "3,000", "…", "%@"] {
            #expect(PseudoLocalization.translate(text) == text, "\(text)")
        }
    }

    @Test func digitsPunctuationAndLettersWithoutAMeasuredAccentStay() {
        #expect(PseudoLocalization.translate("3 events, 12:30!") == "[3 évéñţš, 12:30! one two]")
        #expect(PseudoLocalization.translate("bhmvwx BHMVWX") == "[bhmvwx BHMVWX one two]")
    }

    @Test func placeholdersAreKeptAsWritten() {
        #expect(PseudoLocalization.translate("%@ of %d items") == "[%@ öƒ %d îţémš one two]")
        let format = "Loaded %1$@ in %.2f s (%lld%%), 100% done"
        let translated = PseudoLocalization.translate(format)
        for specifier in ["%1$@", "%.2f", "%lld", "%%"] {
            #expect(translated.contains(specifier), "\(specifier) in \(translated)")
        }
        // A lone % starts no placeholder: the word after it is translated.
        #expect(translated.contains("100% ðöñé"), "\(translated)")
    }

    @Test func dataStaysAndOnlyAFormatsWordingIsTranslated() {
        #expect(PseudoLocalization.translate("Buy milk", origin: .data) == "Buy milk")
        #expect(PseudoLocalization.translate("Save", origin: .app) == "[Šåvé one]")
        let zoom = TextOrigin.appFormat("Zoom: %@", arguments: ["Standard 10"])
        #expect(PseudoLocalization.translate("Zoom: Standard 10", origin: zoom) == "[Žööm: Standard 10 one]")
    }

    @Test func aFormatTakesItsArgumentsInOrderOrByPosition() {
        #expect(TextOrigin.formatted("Zoom: %@", arguments: ["3"]) == "Zoom: 3")
        #expect(TextOrigin.formatted("%2$@ before %1$@", arguments: ["a", "b"]) == "b before a")
        #expect(TextOrigin.formatted("%@ and %@, 50%%", arguments: ["x"]) == "x and %@, 50%")
        #expect(TextOrigin.formatted("no placeholder", arguments: ["x"]) == "no placeholder")
        #expect(TextOrigin.formatted("%d items, %0$@, %-5@ and %@", arguments: ["x"]) == "%d items, %0$@, %-5@ and x", "only %@ and %n$@ take arguments")
    }

    @Test func everyAccentedLetterHasAMeasuredWidthInHelveticaAndTimes() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let accented = PseudoLocalization.translate(letters).dropFirst().prefix(letters.count)
        #expect(accented.count == letters.count)
        #expect(accented.filter { !letters.contains($0) }.count > 30, "most letters get an accent: \(accented)")
        for font in [Font.system(17), .boldSystem(17), Font(family: "Times", size: 17)] {
            let face = FontMetrics(font).face
            for scalar in accented.unicodeScalars {
                #expect(face.afmWidth(of: scalar) != nil, "\(scalar) in \(font)")
            }
        }
    }
}
