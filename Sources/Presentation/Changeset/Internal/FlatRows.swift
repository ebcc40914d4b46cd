/// The rows of a table laid end to end, so one Heckel pass pairs rows across all sections:
/// each row's identifier number and section, and where each section starts.
@usableFromInline
struct FlatRows: Sendable {
    /// The identifier number of every row, section after section.
    @usableFromInline
    let numbers: [Int]
    /// The section of every row.
    let sectionOfRow: [Int]
    /// The flat position of each section's first row, plus the row count at the end.
    let sectionStarts: [Int]

    /// Lays out rows given their identifier numbers, section after section, and the row count
    /// of each section, both read from the same sections (so the counts add up).
    /// - Complexity: O(rows + sections).
    @usableFromInline
    init(numbers: [Int], rowCounts: [Int]) {
        self.numbers = numbers
        var sectionOfRow = [Int]()
        sectionOfRow.reserveCapacity(numbers.count)
        var sectionStarts = [0]
        sectionStarts.reserveCapacity(rowCounts.count + 1)
        for (section, count) in rowCounts.enumerated() {
            sectionOfRow.append(contentsOf: repeatElement(section, count: count))
            sectionStarts.append(sectionOfRow.count)
        }
        self.sectionOfRow = sectionOfRow
        self.sectionStarts = sectionStarts
    }

    /// The number of sections.
    var sectionCount: Int { sectionStarts.count - 1 }

    /// The flat positions of the rows of `section`.
    func rows(inSection section: Int) -> Range<Int> {
        sectionStarts[section]..<sectionStarts[section + 1]
    }

    /// The index path of the row at flat position `row`.
    func indexPath(ofRow row: Int) -> TableIndexPath {
        let section = sectionOfRow[row]
        return TableIndexPath(row: row - sectionStarts[section], section: section)
    }
}
