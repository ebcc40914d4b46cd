/// The iOS generation whose metrics a table is drawn by: the 2012 seeds' iOS 5/6, or iOS 13
/// and later (an imported storyboard of Xcode 11 or later, any screen laid out on today's
/// iPhones). An inset-grouped table is always iOS 13's.
public enum TableMetrics: String, Hashable, Sendable {
    /// iOS 5/6: grouped rows in rounded groups 10 points from the edges, bold built-in text.
    case iOS6
    /// iOS 13 and later: grouped rows full width, text at the layout margins, footnote titles.
    case iOS13
}

/// How a table is drawn: its style in its generation's metrics. Every measure the layout and
/// the renderers take from the style and the generation together is here.
public struct TableLook: Hashable, Sendable {
    /// UIKit's style.
    public var style: TableStyle
    /// The generation (inset-grouped tables are iOS 13's whatever this says).
    public var metrics: TableMetrics
    /// Light or dark, for UIKit's own colors of the table.
    public var appearance: Appearance

    /// `style` drawn by `metrics` in `appearance`.
    public init(_ style: TableStyle, _ metrics: TableMetrics = .iOS6, appearance: Appearance = .light) {
        self.style = style
        self.metrics = metrics
        self.appearance = appearance
    }

    /// `color` as this table's appearance shows it (a dynamic color's dark value in dark mode).
    public func resolved(_ color: Color) -> Color { color.resolved(in: appearance) }

    /// The background behind the rows: white for plain tables and iOS 6's grouped ones (which
    /// draw pinstripes), `systemGroupedBackground` for iOS 13's grouped ones.
    public var background: Color {
        style.isGrouped && isModern ? resolved(.systemGroupedBackground) : resolved(Color.white.withDark(.black))
    }

    /// A row's background: white (iOS 13's grouped rows `secondarySystemGroupedBackground`,
    /// #1C1C1E in dark mode).
    public var rowBackground: Color {
        guard isModern else { return .white }
        return style.isGrouped ? resolved(.secondarySystemGroupedBackground) : resolved(Color.white.withDark(.black))
    }

    /// Whether it is drawn by iOS 13's metrics.
    public var isModern: Bool { metrics == .iOS13 || style == .insetGrouped }

    /// How far the rows' background is from each side of a table `width` wide: 10 for iOS 6's
    /// grouped style, the layout margin for inset grouped, 0 otherwise.
    public func sideInset(width: Double) -> Double {
        switch style {
        case .plain: 0
        case .grouped: isModern ? 0 : 10
        case .insetGrouped: TableStyle.insetGroupedMargin(width: width)
        }
    }

    /// Where built-in text starts inside a row's background: 10 points on iOS 6, the layout
    /// margin (16, or 20 on tables 414 wide and more) on iOS 13.
    public func textMargin(width: Double) -> Double {
        isModern ? TableStyle.insetGroupedMargin(width: width) : 10
    }

    /// Whether the rows sit in rounded groups: iOS 6's grouped style and inset grouped.
    public var hasRoundedGroups: Bool {
        style == .insetGrouped || (style == .grouped && !isModern)
    }
}

extension TableView {
    /// How the table is drawn: its style in its metrics.
    public var look: TableLook { TableLook(style, metrics, appearance: appearance) }
}
