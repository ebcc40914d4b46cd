@testable import Navigation
@testable import Presentation
import TestSupport

/// Draws the next random command of a journey from what the screen shows: mostly touches the
/// screen offers (so journeys get deep into the app), often letting one held effect complete
/// (in random order, sometimes failing), and regularly touches it does not offer: rows and
/// tabs out of range, back on a root, unknown buttons, typing without a field, scrolling to
/// NaN, touches behind an alert.
enum JourneyGenerator {
    /// How often (in percent) a release injects a backend failure.
    static let faultPercent = 30

    /// The next command for `screen` with effects of the kinds `pending` held (oldest first);
    /// a release that fails plays one of `faults`.
    static func next(on screen: Screen, pending: [String], faults: [JourneyFault] = JourneyFault.inMemory, using random: inout SplitMix64) -> JourneyCommand {
        enum Kind { case release, offered, hostile }
        let kind = random.weighted([(pending.isEmpty ? 0 : 30, Kind.release), (55, .offered), (15, .hostile)]) ?? .offered
        switch kind {
        case .release:
            let fault = random.chance(faultPercent) ? random.pick(faults) : nil
            let position = random.below(pending.count)
            let kind = pending[position]
            let occurrence = pending[..<position].filter { $0 == kind }.count
            return .release(kind, occurrence: occurrence, fault: fault)
        case .offered:
            return .user(offeredTouch(on: screen, using: &random) ?? hostileTouch(on: screen, using: &random))
        case .hostile:
            return .user(hostileTouch(on: screen, using: &random))
        }
    }

    /// A touch the screen offers, chosen by kind first so rare kinds (a Save button) come up
    /// as often as common ones (one of many rows); nil when the screen offers nothing.
    static func offeredTouch(on screen: Screen, using random: inout SplitMix64) -> UserAction? {
        let inspector = ScreenInspector(screen)
        if let alert = screen.alert {
            return alert.buttons.isEmpty ? nil : .tapAlertButton(random.below(alert.buttons.count))
        }
        var kinds: [[UserAction]] = []
        if let table = inspector.table {
            let source = table.dataSource
            let paths = (0..<source.numberOfSections).flatMap { section in
                (0..<min(source.numberOfRows(inSection: section), 50)).map { TableIndexPath(row: $0, section: section) }
            }
            if !paths.isEmpty { kinds.append(paths.map(UserAction.tapRow)) }
        }
        if let grid = inspector.grid, !grid.cells.isEmpty { kinds.append(grid.cells.indices.map(UserAction.tapGridItem)) }
        if let bar = screen.navigationBar, bar.leftItems.isEmpty, bar.backButtonTitle != nil { kinds.append([.tapBack]) }
        if let tabBar = screen.tabBar { kinds.append(tabBar.items.indices.map(UserAction.tapTab)) }
        if !inspector.barButtonIDs.isEmpty { kinds.append(inspector.barButtonIDs.map(UserAction.tapBarButton)) }
        if !inspector.buttonNames.isEmpty { kinds.append(inspector.buttonNames.map(UserAction.tapButton)) }
        if !inspector.textFieldNames.isEmpty { kinds.append(inspector.textFieldNames.map(UserAction.tapTextField)) }
        if inspector.focusedTextField != nil {
            kinds.append([.typeText(text(using: &random)), .typeText(text(using: &random)), .replaceText(text(using: &random))])
        }
        if inspector.hasScrollingContent { kinds.append([.scroll(toY: Double(random.int(in: 0...1_200)))]) }
        guard let touches = random.pick(kinds) else { return nil }
        return random.pick(touches)
    }

    /// A touch that is probably not offered (or not in range), to check it is rejected
    /// without a change.
    static func hostileTouch(on screen: Screen, using random: inout SplitMix64) -> UserAction {
        let inspector = ScreenInspector(screen)
        let rows = inspector.table.map { $0.dataSource.numberOfSections > 0 ? $0.dataSource.numberOfRows(inSection: 0) : 0 } ?? 0
        let items = inspector.grid?.cells.count ?? 0
        let buttons = screen.alert?.buttons.count ?? 0
        let edges = [-1, Int.min, Int.max]
        let touches: [UserAction] = [
            .tapRow(TableIndexPath(row: rows + random.below(3), section: 0)),
            .tapRow(TableIndexPath(row: random.pick(edges) ?? -1, section: 0)),
            .tapRow(TableIndexPath(row: 0, section: random.pick([-1, 1, 7, Int.max]) ?? 1)),
            .tapGridItem(random.pick([-1, items, items + 1, Int.min]) ?? -1),
            .tapBack,
            .tapTab(random.pick([-1, 2, 3, Int.max]) ?? -1),
            .tapAlertButton(random.pick([-1, buttons, buttons + 1]) ?? -1),
            .tapBarButton(random.pick(["", "bogus", "Add", "add ", "refresh\u{0}"]) ?? ""),
            .tapButton(random.pick(["", "bogus", "saveButton", "markCompleteButton"]) ?? ""),
            .tapTextField(random.pick(["", "bogus", "txtTodoText", "todoText"]) ?? ""),
            .typeText(text(using: &random)),
            .replaceText(text(using: &random)),
            .scroll(toY: random.pick([.nan, .infinity, -.infinity, -500, 1e12, -0.0]) ?? .nan),
            .tapRow(TableIndexPath(row: random.below(max(rows, 1)), section: 0)),
        ]
        return random.pick(touches) ?? .tapBack
    }

    /// Text to type: a hostile sample, sometimes twice.
    static func text(using random: inout SplitMix64) -> String {
        let first = random.pick(HostileText.texts) ?? "x"
        return random.chance(20) ? first + (random.pick(HostileText.texts) ?? "") : first
    }
}
