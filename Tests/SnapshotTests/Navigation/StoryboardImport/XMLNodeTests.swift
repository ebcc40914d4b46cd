@testable import Navigation
import Testing

/// The importer's reading of names and numbers agrees with the slow, obvious way.
@Suite struct XMLNodeTests {
    @Test func quickNumbersAreExactlyWhatStrtodGives() {
        var texts = (-1_200...1_200).map { String($0) } + (-300...3_000).map { "\(Double($0) / 10)" }
        texts += ["0.0", "-0.0", "31.5", "0.19607843459999999", "1e3", "12.34", "1.", ".5", "", "-", ".", "+3", "99999999999", "3.0000001", "inf", "nan"]
        for text in texts {
            let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
            #expect(XMLNode.number(text)?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test func everyWordReadsBackAndOtherNamesAreUnknown() {
        for word in Word.allCases where word != .unknown {
            #expect(Word(word.text) == word)
        }
        for other in ["", "Label", "labels", "lab", "viewControllerX", "é", "unknown", String(repeating: "a", count: 80)] {
            #expect(Word(other) == .unknown, "\(other)")
        }
    }
}
