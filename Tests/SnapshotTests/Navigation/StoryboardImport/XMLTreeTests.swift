@testable import Navigation
import Testing

/// The importer's reading of names and numbers agrees with the slow, obvious way.
@Suite struct XMLTreeTests {
    @Test func quickNumbersAreExactlyWhatStrtodGives() {
        var texts = (-1_200...1_200).map { String($0) } + (-300...3_000).map { "\(Double($0) / 10)" }
        texts += ["0.0", "-0.0", "31.5", "0.19607843459999999", "1e3", "12.34", "1.", ".5", "", "-", ".", "+3", "99999999999", "3.0000001", "inf", "nan"]
        for text in texts {
            let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
            #expect(XMLTree.number(text)?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test func everyWordReadsBackAndOtherNamesAreUnknown() {
        for word in Word.allCases where word != .unknown {
            #expect(Word(word.text) == word)
        }
        for other in ["", "Label", "labels", "lab", "viewControllerX", "é", "unknown", String(repeating: "a", count: 80), "label\u{0}"] {
            #expect(Word(other) == .unknown, "\(other)")
        }
        // Same length, first, last and middle bytes as a word (what finds the candidate), one
        // other byte changed: the whole text is compared.
        let texts = Set(Word.allCases.map(\.text))
        for word in Word.allCases where word.text.utf8.count >= 4 {
            var bytes = Array(word.text.utf8)
            let changed = bytes.count / 2 == 1 ? bytes.count - 2 : 1
            bytes[changed] ^= 0x20
            let other = String(decoding: bytes, as: UTF8.self)
            if !texts.contains(other) { #expect(Word(other) == .unknown, "\(other)") }
        }
    }
}
