import Presentation

/// Labels laid out per second: mixed lengths, wrapping and truncation, with real metrics.
enum TextLayoutBenchmark {
    static func run(into report: inout Report) {
        let words = [
            "Windows", "Azure", "and", "iOS", "storage", "tables", "blobs", "speakers", "events", "a", "the",
            "storyboard", "segue", "navigation", "controller", "Ünïcödé", "日本語", "👍🏽",
        ]
        var random = SplitMix64(seed: 3)
        let texts: [String] = (0..<1_000).map { _ in
            (0..<Int.random(in: 1...40, using: &random)).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(separator: " ")
        }
        let fonts: [Font] = [.system(14), .boldSystem(19), .system(11), .boldSystem(17)]
        var lines = 0
        let perBatch = Measure.median(runs: 11) {
            for (index, text) in texts.enumerated() {
                let layout = TextLayout(
                    text: text, font: fonts[index % fonts.count], width: [283, 218, 57, 300][index % 4],
                    maximumHeight: 39, numberOfLines: index % 3 == 0 ? 1 : 3, lineBreakMode: .tailTruncation
                )
                lines &+= layout.lines.count
            }
        }
        report.add("text layout (1,000 mixed labels: wrap + truncate)", ours: "\(Int(Double(texts.count) / perBatch)) labels/s")
        if lines == -1 { print("") }
    }
}
