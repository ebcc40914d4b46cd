import Testing
@testable import Navigation

/// The test store's failure diff: each changed part with its path, nothing that did not change.
@Suite struct ValueDiffTests {
    private struct Shelf: Equatable {
        var name: String
        var books: [Book]
        var owner: Owner?
        var tags: [String: Int] = [:]
    }

    private struct Book: Equatable {
        var title: String
        var pages: Int
    }

    private struct Owner: Equatable {
        var name: String
        var isAway = false
    }

    private enum Loading: Equatable {
        case idle
        case loaded(count: Int, from: String)
        case failed(String)
    }

    private let shelf = Shelf(
        name: "Fiction", books: [Book(title: "Emma", pages: 474), Book(title: "Dracula", pages: 418)],
        owner: Owner(name: "Ann"))

    @Test func onlyTheChangedPartsArePrintedEachWithItsPath() {
        var changed = shelf
        changed.books[1].pages = 420
        changed.owner?.isAway = true
        #expect(
            ValueDiff.lines(expected: shelf, actual: changed) == """
                  books[1].pages
                -   418
                +   420
                  owner.isAway
                -   false
                +   true
                """)
    }

    @Test func anInsertedElementIsOneEntryAndTheOthersAreNotReported() {
        var changed = shelf
        changed.books.insert(Book(title: "Beloved", pages: 324), at: 0)
        #expect(
            ValueDiff.lines(expected: shelf, actual: changed) == """
                  books[0]
                +   Book(title: "Beloved", pages: 324)
                """)
    }

    @Test func aRemovedElementNamesItsIndexOnTheExpectedSide() {
        var changed = shelf
        changed.books.removeFirst()
        #expect(
            ValueDiff.lines(expected: shelf, actual: changed) == """
                  books[0]
                -   Book(title: "Emma", pages: 474)
                """)
    }

    @Test func anEnumPrintsTheWholeValueWhenTheCaseChangesAndThePayloadPathWhenItDoesNot() {
        #expect(
            ValueDiff.lines(expected: Loading.idle, actual: .failed("offline")) == """
                  (the whole value)
                -   .idle
                +   .failed("offline")
                """)
        #expect(
            ValueDiff.lines(expected: Loading.loaded(count: 2, from: "a"), actual: .loaded(count: 3, from: "a")) == """
                  loaded.count
                -   2
                +   3
                """)
    }

    @Test func optionalsAndDictionariesByKey() {
        var changed = shelf
        changed.owner = nil
        changed.tags = ["classic": 2]
        #expect(
            ValueDiff.lines(expected: shelf, actual: changed) == """
                  owner
                -   Owner(name: "Ann", isAway: false)
                +   nil
                  tags[\"classic\"]
                +   2
                """)
    }

    @Test func aLongValueSpreadsOverIndentedLines() {
        let long = Book(title: String(repeating: "A very long title ", count: 6), pages: 1)
        let lines = ValueDiff.lines(expected: [Book](), actual: [long]).split(separator: "\n")
        #expect(
            lines == [
                "  [0]",
                "+   Book(",
                "+     title: \"\(long.title)\"",
                "+     pages: 1",
                "+   )",
            ])
    }

    private final class Node {
        var name: String
        var next: Node?
        init(_ name: String) { self.name = name }
    }

    /// A class whose properties lead back to itself is read to a bounded depth, not forever.
    @Test func aCycleEndsInAnEllipsis() {
        let first = Node("a")
        first.next = first
        let second = Node("b")
        second.next = second
        let diff = ValueDiff.lines(expected: first, actual: second)
        #expect(diff.hasPrefix("  name\n-   \"a\"\n+   \"b\""))
    }

    @Test func equalValuesGiveNothing() {
        #expect(ValueDiff.lines(expected: shelf, actual: shelf) == "")
    }

    /// The case: two fields of a whole app state (tabs, stacks, screens, the id
    /// counter) change; only those two print.
    @Test func twoChangedFieldsOfAnAppStatePrintTwoEntries() {
        let before = FeatureAppState<ShelfEffect, ShelfMessage>(
            navigation: NavigationState(storyboard: SpeakEasyLikeStoryboard.graph) { _ in FeatureScreen(ShelfList()) })
        var after = before
        _ = try? after.navigation.tapTab(1)
        after.navigation.update(ScreenID(1), as: ShelfList.self) { $0.isLoading = true }
        let diff = ValueDiff.lines(expected: before, actual: after)
        #expect(
            diff == """
                  navigation.root.tabs.tabs[1].stack.root.screen.feature.isLoading
                -   false
                +   true
                  navigation.root.tabs.selectedIndex
                -   0
                +   1
                """)
    }
}
