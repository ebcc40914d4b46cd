import Presentation

/// A toolbar view's items as the buttons of its content, placed as the navigation bar's buttons
/// are (by the iOS 5/6 metrics of `NavigationBarLayout`): 30 points tall and centred in the bar,
/// 5 from the edges and from each other, a titled item its title's width in Helvetica-Bold 12
/// plus 20 and at least 34, an icon 34; fixed spaces their width, flexible spaces sharing what
/// is left. Each button is named by its item's id, so a tap on it performs the item's segue or
/// action. An approximation of UIToolbar's own layout, which the import lists as such.
enum ToolbarItems {
    /// One item of a toolbar: a button, or space between buttons.
    enum Item {
        /// A bar button item.
        case button(BarButton)
        /// A fixed space of this width.
        case fixedSpace(Double)
        /// A flexible space.
        case flexibleSpace
    }

    /// The buttons of `items` in a toolbar `width` points wide and `height` tall, in the
    /// toolbar's coordinates.
    /// - Complexity: O(*n*) in the items and the length of their titles.
    static func buttons(_ items: [Item], width: Double, height: Double) -> [Element] {
        let font = Font.boldSystem(12)
        let buttonHeight = 30.0
        let widths: [Double?] = items.map { item in
            switch item {
            case .button(let button): button.barWidth
            case .fixedSpace(let width): width
            case .flexibleSpace: nil
            }
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +) + 5 * Double(max(items.count - 1, 0)) + 10
        let flexibleCount = widths.filter { $0 == nil }.count
        let flexible = flexibleCount == 0 ? 0 : max(0, width - fixed) / Double(flexibleCount)
        var x = 5.0
        var buttons: [Element] = []
        for (item, itemWidth) in zip(items, widths) {
            let itemWidth = itemWidth ?? flexible
            if case .button(let button) = item {
                let frame = Rect(x: x, y: (height - buttonHeight) / 2, width: itemWidth, height: buttonHeight)
                let symbol: String? = if case .system(let system) = button.content { system.symbol } else { nil }
                buttons.append(
                    Element(
                        button.id, frame: frame,
                        kind: .button(
                            Button(
                                button.title ?? symbol ?? "", font: font, isEnabled: button.isEnabled, action: button.tapAction, titleOrigin: .app))))
            }
            x += itemWidth + 5
        }
        return buttons
    }
}
