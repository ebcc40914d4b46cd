import Testing
@testable import Navigation
import Presentation

@Suite struct NavigationStackTests {
    private func stack(_ pages: Page...) -> NavigationStack<Page> {
        var ids = ScreenIDGenerator()
        var stack = NavigationStack(root: pages[0], id: ids.make())
        for page in pages.dropFirst() { stack.push(page, id: ids.make()) }
        return stack
    }

    @Test func pushPutsTheScreenOnTop() {
        let stack = stack(Page("Events", title: "Events"), Page("EventDetails", title: "Details"))
        #expect(stack.count == 2)
        #expect(stack.top == Page("EventDetails", title: "Details"))
        #expect(stack.topID == ScreenID(1))
        #expect(!stack.isAtRoot)
    }

    @Test func popReturnsTheTopAndIsANoOpAtTheRoot() {
        var stack = stack(Page("Events"), Page("EventDetails"))
        #expect(stack.pop()?.screen == Page("EventDetails"))
        #expect(stack.isAtRoot)
        let before = stack
        #expect(stack.pop() == nil)
        #expect(stack == before)
    }

    @Test func popToRootReturnsThePoppedScreensBottomToTop() {
        var stack = stack(Page("A"), Page("B"), Page("C"))
        let popped = stack.popToRoot()
        #expect(popped.map(\.screen.scene) == ["B", "C"])
        #expect(popped.map(\.id) == [ScreenID(1), ScreenID(2)])
        #expect(stack.entries.map(\.screen.scene) == ["A"])
        #expect(stack.popToRoot().isEmpty)
    }

    @Test func popToAScreenByIDAndUnknownIDChangesNothing() {
        var stack = stack(Page("A"), Page("B"), Page("C"), Page("D"))
        #expect(stack.pop(to: ScreenID(1))?.map(\.screen.scene) == ["C", "D"])
        #expect(stack.top.scene == "B")
        let before = stack
        #expect(stack.pop(to: ScreenID(9)) == nil)
        #expect(stack == before)
    }

    @Test func noBackButtonOnTheRoot() {
        let stack = stack(Page("Events", title: "Events"))
        #expect(stack.leftItem == .none)
        #expect(stack.backButtonTitle == nil)
    }

    @Test func backButtonShowsThePreviousTitle() {
        let stack = stack(Page("Events", title: "Events"), Page("EventDetails", title: "Details"))
        #expect(stack.backButtonTitle == "Events")
    }

    @Test func backButtonReadsBackWhenThePreviousTitleIsNil() {
        let stack = stack(Page("Events", title: nil), Page("EventDetails", title: "Details"))
        #expect(stack.backButtonTitle == "Back")
    }

    @Test func previousBackBarButtonItemOverridesItsTitle() {
        let stack = stack(Page("Events", title: "Events", backTitle: "List"), Page("EventDetails", title: "Details"))
        #expect(stack.backButtonTitle == "List")
    }

    @Test func backTitleComesFromTheScreenJustBelowTheTop() {
        let stack = stack(
            Page("A", title: "First", backTitle: "One"),
            Page("B", title: "Second"),
            Page("C", title: "Third"))
        #expect(stack.backButtonTitle == "Second")
    }

    @Test func customLeftItemReplacesTheBackButton() {
        let cancel = BarButton.system(.cancel)
        let stack = stack(Page("Events", title: "Events", backTitle: "List"), Page("Edit", leftButton: cancel))
        #expect(stack.leftItem == .custom(cancel))
        #expect(stack.backButtonTitle == nil)
        #expect(cancel.title == "Cancel")
        #expect(BarButton.system(.add).title == nil)
    }

    @Test func updateChangesAScreenBelowTheTopAndReportsUnknownIDs() {
        var stack = stack(Page("A"), Page("B"))
        #expect(stack.update(ScreenID(0)) { $0.detail = "loaded" })
        #expect(stack.screen(ScreenID(0))?.detail == "loaded")
        let before = stack
        #expect(!stack.update(ScreenID(7)) { $0.detail = "lost" })
        #expect(stack == before)
    }
}
