/// A row's address in a table: its section and its row within the section, like UIKit's
/// `NSIndexPath` with `row` and `section`. (Named `TableIndexPath` so it never clashes with
/// Foundation's `IndexPath` in a file that imports both.)
public struct TableIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates an index path, in UIKit's order: row, then section.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Orders by section, then row: the order rows appear on screen.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, e.g. `1.0`.
    public var description: String { "\(section).\(row)" }
}
