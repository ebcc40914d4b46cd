import Presentation

/// Rendering a table's viewport: a data source of 1,000,000 rows against one of 100 rows,
/// both scrolled so a full screen of rows shows.
enum ViewportBenchmark {
    struct GeneratedRows: TableDataSource {
        var count: Int
        var numberOfSections: Int { 1 }
        func numberOfRows(inSection section: Int) -> Int { section == 0 ? count : 0 }
        func cell(at indexPath: TableIndexPath) -> TableCell {
            TableCell(
                reuseIdentifier: "Row", style: .subtitle, text: "Row \(indexPath.row)", detailText: "Detail \(indexPath.row)", accessory: .disclosureIndicator)
        }
    }

    static func screen(rows: Int) -> Screen {
        let offset = Double(rows / 2) * 44
        return Screen(
            appName: "Bench",
            content: [
                Element(
                    "table", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                    kind: .table(
                        TableView(dataSource: GeneratedRows(count: rows), contentOffsetY: min(offset, Double(rows) * 44 - 416))
                    ))
            ])
    }

    static func run(into report: inout Report) {
        let before = Measure.peakMemoryBytes
        let renderer = TextRenderer()
        let small = screen(rows: 100), large = screen(rows: 1_000_000)
        var length = 0
        let smallTime = Measure.median(runs: 201) { length &+= renderer.render(small).utf8.count }
        let largeTime = Measure.median(runs: 201) { length &+= renderer.render(large).utf8.count }
        report.add(
            "viewport render: 1,000,000-row table vs 100-row",
            ours: Measure.format(largeTime),
            baseline: "100 rows " + Measure.format(smallTime),
            ratio: Measure.ratio(largeTime / smallTime),
            target: "ratio < 1.5"
        )
        report.add(
            "peak memory: process before / after rendering both tables",
            ours: "\(before / 1_048_576) MiB / \(Measure.peakMemoryBytes / 1_048_576) MiB"
        )
        if length == 0 { print("") }
    }
}
