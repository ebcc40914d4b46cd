/// Prints a ``Screen`` as snapshot text: one fact per line, in visual order (status bar,
/// navigation bar, content, tab bar, then an alert on top), deterministic, UTF-8 with LF
/// endings. The format is documented in `Docs/SnapshotFormat.md`.
///
/// Content is printed as a user sees it at the current scroll offsets: elements and text lines
/// outside the visible area are counted, not printed, and a table or grid asks its data source
/// only for the rows it shows.
public struct TextRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The snapshot text of `screen`.
    /// - Complexity: O(visible elements + visible rows + text length of visible labels).
    public func render(_ screen: Screen) -> String {
        lines(screen).text
    }

    /// The snapshot lines of `screen` as values, each field with what it says
    /// (``SnapshotField/Key``): what ``render(_:)`` prints and the JSON twin
    /// (`ScreenJSONRenderer`) writes.
    /// - Complexity: as ``render(_:)``.
    public func snapshotLines(_ screen: Screen) -> [SnapshotLine] {
        lines(screen).lines
    }

    private func lines(_ screen: Screen) -> SnapshotLines {
        var out = SnapshotLines()
        let title = ([screen.appName] + screen.breadcrumb).joined(separator: " > ")
        if screen.device.hasModernChrome {
            let safe = "safe area \(PointFormat.string(screen.device.safeAreaTop)) above, \(PointFormat.string(screen.device.homeIndicatorHeight)) below"
            out.add(0, title, .detail("\(screen.device.marketingName) \(PointFormat.string(screen.size))"), .detail("iOS 17"), .detail(safe))
        } else {
            out.add(0, title, .detail("iPhone \(PointFormat.string(screen.size))"))
        }
        if screen.appearance == .dark { out.add(0, "appearance", .detail("dark")) }
        out.add(0, "status", .frame(screen.statusBarFrame))
        if screen.isPageSheet {
            out.add(0, "sheet", .detail("page sheet: a swipe down dismisses it"))
        }
        if let transition = screen.transition {
            out.add(0, "transition", .detail(transition))
        }
        if let bar = screen.navigationBar {
            renderNavigationBar(bar, frame: screen.navigationBarFrame, into: &out)
        }
        if let activity = screen.activity {
            out.add(0, "activity", .text(activity))
        }
        let content = screen.contentFrame
        out.add(0, "content", .frame(content))
        var context = ElementContext(origin: content.origin, visible: content)
        context.underlap = screen.barUnderlap
        for element in screen.content {
            ElementPrinter.print(element, depth: 1, context: context, into: &out)
        }
        if let tabBar = screen.tabBar {
            renderTabBar(tabBar, frame: screen.tabBarFrame, into: &out)
        } else if let home = screen.homeIndicatorFrame {
            out.add(0, "home indicator", .frame(home))
        }
        if let keyboard = screen.keyboard {
            let input = keyboard.input
            out.add(
                0, "keyboard", .frame(keyboard.frame), .detail("for " + input.name + (input.row.map { " in \($0.indexPath)" } ?? "")),
                .detail("return key " + TextQuote.quoted(input.returnKey.title)))
        }
        if let alert = screen.alert {
            renderAlert(alert, waiting: screen.alertsWaiting, into: &out)
        }
        return out
    }

    /// The snapshot text of `elements` as an Interface Builder canvas shows them, in their own
    /// coordinates: every element and every row of every table, nothing clipped and nothing
    /// counted as out of view (a storyboard scene printed for review). Each line is indented by
    /// `depth` steps of two spaces; the text ends with one newline, or is empty without elements.
    /// - Complexity: O(elements + rows of every table + text length of every label).
    public func renderCanvas(_ elements: [Element], depth: Int = 0) -> String {
        var out = SnapshotLines()
        for element in elements {
            ElementPrinter.print(element, depth: depth, context: .canvas, into: &out)
        }
        return out.isEmpty ? "" : out.text
    }

    private func renderNavigationBar(_ bar: NavigationBar, frame: Rect, into out: inout SnapshotLines) {
        let titleWord = bar.largeTitleHeight > 0 ? "large title " : "title "
        out.add(0, "navbar", .frame(frame), bar.title.map { .text($0, after: titleWord) } ?? .detail("no title"))
        if let image = bar.backgroundImage {
            out.add(1, "background", .detail(image.description))
        }
        if bar.leftItems.isEmpty, let back = bar.backButtonTitle {
            out.add(1, "back", .text(back), .detail(bar.backButtonImage.map { "image " + $0.description } ?? ""))
        }
        for item in bar.leftItems {
            out.add(1, barItemFields("left", item))
        }
        for item in bar.rightItems {
            out.add(1, barItemFields("right", item))
        }
    }

    private func barItemFields(_ side: String, _ item: BarButton) -> [SnapshotField] {
        [
            .head(side), item.title.map { title in item.description.hasPrefix("\"") ? .text(title) : .detail(item.description) } ?? .detail(item.description),
            .state("disabled", if: !item.isEnabled),
            .action(item.tapAction.map { "tap -> " + $0 }),
        ]
    }

    private func renderTabBar(_ bar: TabBar, frame: Rect, into out: inout SnapshotLines) {
        let titles = bar.items.enumerated().map { index, item in
            index == bar.selectedIndex ? "[\(item.title)]" : item.title
        }
        out.add(0, "tabbar", .frame(frame), .detail(titles.joined(separator: " ")))
        for (index, item) in bar.items.enumerated() {
            out.add(
                1, "tab \(index)", .text(item.title), .detail(item.image?.description ?? "no image"),
                .detail(item.badge.map { "badge " + TextQuote.quoted($0) } ?? ""), .state("selected", if: index == bar.selectedIndex))
        }
    }

    private func renderAlert(_ alert: Alert, waiting: Int, into out: inout SnapshotLines) {
        out.add(0, "alert", .text(alert.title), .detail("modal: only its buttons respond"))
        if waiting > 0 {
            out.note(1, "(\(waiting) more alert\(waiting == 1 ? "" : "s") underneath, shown when this one is dismissed)")
        }
        if let message = alert.message {
            out.add(1, "message", .text(message))
        }
        for (index, button) in alert.buttons.enumerated() {
            out.add(1, "button \(index)", .text(button.title), .detail(button.role.rawValue))
        }
    }
}
