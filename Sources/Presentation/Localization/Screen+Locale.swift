extension Screen {
    /// The screen shown in `locale`: in ``DisplayLocale/pseudo`` every string of the app's own
    /// wording (``TextOrigin``) is pseudo-translated (``PseudoLocalization``) where it is drawn:
    /// the navigation bar's title, back button and titled bar buttons, the tab titles, the
    /// alert, and in the content labels, buttons, placeholders, segments, cells and section
    /// titles (table rows are translated as the renderer asks for them). Data, system bar items
    /// (UIKit's own wording), the breadcrumb (a reviewer's path, not drawn) and the activity
    /// note stay as they are; frames do not move, so what no longer fits shows as it would on a
    /// device. ``DisplayLocale/base`` returns the screen unchanged.
    /// - Complexity: O(elements + characters of the app's strings); rows cost O(1) more each
    ///   when drawn.
    public func localized(in locale: DisplayLocale) -> Screen {
        guard locale != .base else { return self }
        var screen = self
        if var bar = navigationBar {
            bar.title = bar.title.map { locale.text($0, origin: bar.titleOrigin) }
            bar.backButtonTitle = bar.backButtonTitle.map { locale.text($0, origin: bar.backButtonTitleOrigin) }
            bar.leftItems = bar.leftItems.map { $0.localized(in: locale) }
            bar.rightItems = bar.rightItems.map { $0.localized(in: locale) }
            screen.navigationBar = bar
        }
        if var tabBar {
            tabBar.items = tabBar.items.map { item in
                var item = item
                item.title = locale.text(item.title, origin: item.titleOrigin)
                return item
            }
            screen.tabBar = tabBar
        }
        if var alert {
            alert.title = locale.text(alert.title, origin: alert.titleOrigin)
            alert.message = alert.message.map { locale.text($0, origin: alert.messageOrigin) }
            alert.buttons = alert.buttons.map { Alert.Button(locale.text($0.title, origin: .app), role: $0.role) }
            screen.alert = alert
        }
        screen.content = content.map { $0.localized(in: locale) }
        return screen
    }
}

extension BarButton {
    /// The button with a title of the app's wording translated; a system item stays.
    func localized(in locale: DisplayLocale) -> BarButton {
        guard case .title(let title) = content else { return self }
        var button = self
        button.content = .title(locale.text(title, origin: titleOrigin))
        return button
    }
}

extension Element {
    /// The element and its children with the app's strings in `locale`.
    /// - Complexity: O(elements in the subtree + characters translated).
    func localized(in locale: DisplayLocale) -> Element {
        var element = self
        switch kind {
        case .label(var label):
            label.text = label.text.map { locale.text($0, origin: label.textOrigin) }
            element.kind = .label(label)
        case .button(var button):
            button.title = locale.text(button.title, origin: button.titleOrigin)
            element.kind = .button(button)
        case .textField(var field):
            field.placeholder = field.placeholder.map { locale.text($0, origin: field.placeholderOrigin) }
            element.kind = .textField(field)
        case .segmentedControl(var control):
            control.segments = control.segments.map { locale.text($0, origin: control.segmentsOrigin) }
            element.kind = .segmentedControl(control)
        case .table(var table):
            table.dataSource = LocalizedTableSource(base: table.dataSource, locale: locale)
            table.headerView = table.headerView?.localized(in: locale)
            table.footerView = table.footerView?.localized(in: locale)
            element.kind = .table(table)
        case .grid(var grid):
            grid.cells = grid.cells.map { cell in
                var cell = cell
                cell.elements = cell.elements.map { $0.localized(in: locale) }
                return cell
            }
            element.kind = .grid(grid)
        case .view, .image, .textView, .webView, .switchControl, .slider, .stepper, .scrollView:
            break
        }
        element.children = children.map { $0.localized(in: locale) }
        return element
    }
}

extension TableCell {
    /// The cell with the app's strings in `locale`: its texts and its elements.
    func localized(in locale: DisplayLocale) -> TableCell {
        var cell = self
        cell.text = text.map { locale.text($0, origin: textOrigin) }
        cell.detailText = detailText.map { locale.text($0, origin: detailTextOrigin) }
        cell.accessoryView = accessoryView?.localized(in: locale)
        cell.contentElements = contentElements.map { $0.localized(in: locale) }
        cell.cellElements = cellElements.map { $0.localized(in: locale) }
        return cell
    }
}

/// A table's data source shown in a locale: each cell and section title translated as the
/// renderer asks for it, so a table of a million rows stays lazy.
struct LocalizedTableSource: TableDataSourceWrapper {
    let base: any TableDataSource
    let locale: DisplayLocale

    func cell(at indexPath: TableIndexPath) -> TableCell { base.cell(at: indexPath).localized(in: locale) }

    func headerTitle(forSection section: Int) -> String? {
        base.headerTitle(forSection: section).map { locale.text($0, origin: base.headerTitleOrigin(forSection: section)) }
    }

    func footerTitle(forSection section: Int) -> String? {
        base.footerTitle(forSection: section).map { locale.text($0, origin: base.footerTitleOrigin(forSection: section)) }
    }
}
