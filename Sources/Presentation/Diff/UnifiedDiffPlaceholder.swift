/// A stand-in until the project's line diff lands (branch diff2): it shows both texts whole.
/// It is deleted by the merge that brings the real `UnifiedDiff`.
enum UnifiedDiff {
    static func format(old: String, new: String, oldName: String, newName: String, context: Int) -> String? {
        guard old != new else { return nil }
        let removed = old.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "-" + $0 }
        let added = new.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "+" + $0 }
        return (["--- \(oldName)", "+++ \(newName)"] + removed + added).joined(separator: "\n") + "\n"
    }
}
