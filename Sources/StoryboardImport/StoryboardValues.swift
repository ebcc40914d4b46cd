import Navigation
import Presentation

/// How the values of a storyboard file become the element model's values: rectangles, fonts
/// (`fontDescription` and the older `font`), colors (calibrated RGB and white, sRGB, named
/// system colors) and Interface Builder's enumerations. Each function reads the attributes it
/// understands off the node; what it could only approximate is reported to `skipped`.
enum StoryboardValues {
    /// `<rect key="frame" x= y= width= height=>`.
    static func rect(_ node: XMLTree.Node, of tree: inout XMLTree) -> Rect {
        Rect(
            x: tree.takeNumber(.x, from: node) ?? 0, y: tree.takeNumber(.y, from: node) ?? 0,
            width: tree.takeNumber(.width, from: node) ?? 0, height: tree.takeNumber(.height, from: node) ?? 0
        )
    }

    /// `<size key= width= height=>`.
    static func size(_ node: XMLTree.Node, of tree: inout XMLTree) -> Size {
        Size(width: tree.takeNumber(.width, from: node) ?? 0, height: tree.takeNumber(.height, from: node) ?? 0)
    }

    /// A `fontDescription` (`type="system|boldSystem|italicSystem"` with `pointSize`, a custom
    /// `name`, a text style) or an older `font` element (`name`, `pointSize`). The system font
    /// is the document's (``XMLTree/systemFontFamily``: Helvetica, or San Francisco from Xcode 7).
    static func font(_ node: XMLTree.Node, of tree: inout XMLTree, skipped: inout SkippedContent) -> Font {
        let size = tree.takeNumber(.pointSize, from: node) ?? 17
        _ = tree.take(.family, from: node)
        if let name = tree.take(.name, from: node) {
            _ = tree.take(.type, from: node)
            return customFont(name, size: size)
        }
        let type = tree.take(.type, from: node) ?? "system"
        let family = tree.systemFontFamily
        if let style = tree.take(.style, from: node) ?? (type.hasPrefix("UICTFontTextStyle") ? type : nil) {
            return textStyleFont(style, line: tree[node].line, element: tree.name(of: node), skipped: &skipped).inFamily(tree.systemFontFamily)
        }
        if let weight = tree.take(.weight, from: node) {
            switch weight {
            case "bold", "semibold", "heavy", "black":
                skipped.approximate(tree.name(of: node), "weight=\(weight) (shown bold)", line: tree[node].line)
                return Font(family: family, weight: .bold, size: size)
            case "regular":
                return Font(family: family, size: size)
            default:
                skipped.approximate(tree.name(of: node), "weight=\(weight) (shown regular)", line: tree[node].line)
                return Font(family: family, size: size)
            }
        }
        switch type {
        case "system": return Font(family: family, size: size)
        case "boldSystem": return Font(family: family, weight: .bold, size: size)
        case "italicSystem": return Font(family: family, isItalic: true, size: size)
        default:
            skipped.approximate(tree.name(of: node), "type=\(type) (shown as the system font)", line: tree[node].line)
            return Font(family: family, size: size)
        }
    }

    /// A Dynamic Type text style (`UICTFontTextStyleBody`) at the default text size (Large), as
    /// the HIG's Typography table gives it: largeTitle 34, title1 28, title2 22, title3 20,
    /// headline 17 semibold (drawn bold), body 17, callout 16, subheadline 15, footnote 13,
    /// caption1 12, caption2 11, keeping the style so another text size scales it
    /// (``Font/at(_:)``). An unknown style is the body, and noted.
    static func textStyleFont(_ style: String, line: Int, element: String, skipped: inout SkippedContent) -> Font {
        let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
        let textStyle: TextStyle
        switch name {
        case "LargeTitle": textStyle = .largeTitle
        case "Title0", "Title1": textStyle = .title1
        case "Title2": textStyle = .title2
        case "Title3": textStyle = .title3
        case "Headline":
            skipped.approximate(element, "style=\(style) (semibold, shown bold)", line: line)
            return Font(weight: .bold, size: 17, textStyle: .headline)
        case "Body": textStyle = .body
        case "Callout": textStyle = .callout
        case "Subhead", "Subheadline": textStyle = .subheadline
        case "Footnote": textStyle = .footnote
        case "Caption1": textStyle = .caption1
        case "Caption2": textStyle = .caption2
        default:
            skipped.approximate(element, "style=\(style) (an unknown text style, shown at the body's 17 pt)", line: line)
            return Font(size: 17, textStyle: .body)
        }
        return Font(size: ContentSizeCategory.large.pointSize(of: textStyle), textStyle: textStyle)
    }

    /// A font by PostScript name: a name ending in `-Bold`, `-Italic`, `-Oblique`,
    /// `-BoldItalic`, `-BoldOblique` or `-Roman` is its family in that weight and slant
    /// (`Helvetica-Bold`, `Times-Italic`); any other name is its own family (`Helvetica-Light`,
    /// `AGaramondPro-Regular`), measured as the package measures that family.
    static func customFont(_ name: String, size: Double) -> Font {
        guard let dash = name.lastIndex(of: "-") else { return Font(family: name, size: size) }
        let family = String(name[..<dash])
        switch name[name.index(after: dash)...] {
        case "Bold": return Font(family: family, weight: .bold, size: size)
        case "Italic", "Oblique": return Font(family: family, isItalic: true, size: size)
        case "BoldItalic", "BoldOblique": return Font(family: family, weight: .bold, isItalic: true, size: size)
        case "Roman": return Font(family: family, size: size)
        default: return Font(family: name, size: size)
        }
    }

    /// A `<color>`: `red green blue alpha` (calibratedRGB, deviceRGB, sRGB, displayP3), `white
    /// alpha` (calibratedWhite, deviceWhite, gray), or a named system color
    /// (`cocoaTouchSystemColor`, `systemColor`). Nil for a color it cannot know (an asset
    /// catalog color by name), which is reported.
    static func color(_ node: XMLTree.Node, of tree: inout XMLTree, skipped: inout SkippedContent) -> Color? {
        let alpha = tree.takeNumber(.alpha, from: node) ?? 1
        let space = tree.take(.colorSpace, from: node)
        let customSpace = tree.take(.customColorSpace, from: node)
        if let red = tree.takeNumber(.red, from: node), let green = tree.takeNumber(.green, from: node), let blue = tree.takeNumber(.blue, from: node) {
            if let space = customSpace ?? space, !["calibratedRGB", "deviceRGB", "sRGB", "custom", "genericRGB"].contains(space) {
                skipped.approximate(tree.name(of: node), "colorSpace=\(space) (components taken as sRGB)", line: tree[node].line)
            }
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = tree.takeNumber(.white, from: node) {
            return Color(white: white, alpha: alpha)
        }
        _ = tree.take(.xcode11CocoaTouchSystemColor, from: node)
        if let name = tree.take(.cocoaTouchSystemColor, from: node) ?? tree.take(.systemColor, from: node) {
            // The file's own value of a system color (Xcode 11's `<resources>`) is its light
            // one; the dark one comes from UIKit's table.
            let known = systemColors[name]
            if let stored = tree.resourceColors[name] {
                guard let known, known.darkChannels != nil else { return stored }
                return stored.withDark(known.resolved(in: .dark))
            }
            if let known { return known }
            skipped.approximate(tree.name(of: node), "\(name) (unknown system color, not shown)", line: tree[node].line)
            return nil
        }
        if let name = tree.take(.name, from: node) {
            if let color = tree.assetColors[name] ?? tree.resourceColors[name] { return color }
            skipped.approximate(tree.name(of: node), "name=\(name) (asset color the file's resources do not list, not shown)", line: tree[node].line)
        }
        return nil
    }

    /// UIKit's named colors: the fixed ones as iOS 6 draws them, iOS 13's dynamic colors
    /// with their light and dark channels (``Color/resolved(in:)``; iOS 13's values,
    /// `Docs/UIKIT-FACTS.md`).
    static let systemColors: [String: Color] = {
        func rgb(_ hex: Int, _ alpha: Double = 1) -> Color {
            Color(red255: hex >> 16 & 0xFF, green255: hex >> 8 & 0xFF, blue255: hex & 0xFF, alpha: alpha)
        }
        func dynamic(_ light: Int, _ dark: Int, alpha: Double = 1, darkAlpha: Double? = nil) -> Color {
            rgb(light, alpha).withDark(rgb(dark, darkAlpha ?? alpha))
        }
        return [
            "darkTextColor": .black, "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
            "lightTextColor": Color(white: 1, alpha: 0.6), "grayColor": .gray, "lightGrayColor": .lightGray,
            "darkGrayColor": .darkGray, "tableCellGroupedBackgroundColor": .white,
            "groupTableViewBackgroundColor": Color(red255: 0xC5, green255: 0xCC, blue255: 0xD4),
            "viewFlipsideBackgroundColor": Color(red255: 0x1F, green255: 0x21, blue255: 0x24),
            "scrollViewTexturedBackgroundColor": Color(red255: 0x6F, green255: 0x73, blue255: 0x7C),
            "underPageBackgroundColor": Color(red255: 0xB5, green255: 0xB9, blue255: 0xC0),
            "systemBackgroundColor": dynamic(0xFFFFFF, 0x000000),
            "secondarySystemBackgroundColor": dynamic(0xF2F2F7, 0x1C1C1E),
            "tertiarySystemBackgroundColor": dynamic(0xFFFFFF, 0x2C2C2E),
            "systemGroupedBackgroundColor": dynamic(0xF2F2F7, 0x000000),
            "secondarySystemGroupedBackgroundColor": dynamic(0xFFFFFF, 0x1C1C1E),
            "tertiarySystemGroupedBackgroundColor": dynamic(0xF2F2F7, 0x2C2C2E),
            "labelColor": dynamic(0x000000, 0xFFFFFF),
            "secondaryLabelColor": dynamic(0x3C3C43, 0xEBEBF5, alpha: 0.6),
            "tertiaryLabelColor": dynamic(0x3C3C43, 0xEBEBF5, alpha: 0.3),
            "quaternaryLabelColor": dynamic(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16),
            "placeholderTextColor": dynamic(0x3C3C43, 0xEBEBF5, alpha: 0.3),
            "separatorColor": dynamic(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6),
            "opaqueSeparatorColor": dynamic(0xC6C6C8, 0x38383A),
            "linkColor": dynamic(0x007AFF, 0x0984FF),
            "systemBlueColor": dynamic(0x007AFF, 0x0A84FF),
            "systemRedColor": dynamic(0xFF3B30, 0xFF453A),
            "systemGreenColor": dynamic(0x34C759, 0x30D158),
            "systemOrangeColor": dynamic(0xFF9500, 0xFF9F0A),
            "systemYellowColor": dynamic(0xFFCC00, 0xFFD60A),
            "systemPinkColor": dynamic(0xFF2D55, 0xFF375F),
            "systemPurpleColor": dynamic(0xAF52DE, 0xBF5AF2),
            "systemTealColor": dynamic(0x5AC8FA, 0x64D2FF),
            "systemIndigoColor": dynamic(0x5856D6, 0x5E5CE6),
            "systemGrayColor": dynamic(0x8E8E93, 0x8E8E93),
            "systemGray2Color": dynamic(0xAEAEB2, 0x636366),
            "systemGray3Color": dynamic(0xC7C7CC, 0x48484A),
            "systemGray4Color": dynamic(0xD1D1D6, 0x3A3A3C),
            "systemGray5Color": dynamic(0xE5E5EA, 0x2C2C2E),
            "systemGray6Color": dynamic(0xF2F2F7, 0x1C1C1E),
        ]
    }()

    /// `textAlignment`: left, center, right; natural and justified are shown left.
    static func alignment(_ value: String?, element: String, line: Int, skipped: inout SkippedContent) -> TextAlignment {
        switch value {
        case nil, "left": return .left
        case "center": return .center
        case "right": return .right
        case let other?:
            skipped.approximate(element, "textAlignment=\(other) (shown left)", line: line)
            return .left
        }
    }

    /// `lineBreakMode`: the four modes the text layout has; head and middle truncation are
    /// shown as tail truncation.
    static func lineBreakMode(_ value: String?, element: String, line: Int, skipped: inout SkippedContent) -> LineBreakMode {
        switch value {
        case nil, "tailTruncation": return .tailTruncation
        case "wordWrap": return .wordWrap
        case "characterWrap": return .characterWrap
        case "clip": return .clip
        case let other?:
            skipped.approximate(element, "lineBreakMode=\(other) (shown as tailTruncation)", line: line)
            return .tailTruncation
        }
    }

    /// An image view's `contentMode`: scale to fill, aspect fit and fill, center; the edge
    /// modes are shown centered.
    static func contentMode(_ value: String?, element: String, line: Int, skipped: inout SkippedContent) -> ContentMode {
        switch value {
        case nil, "scaleToFill": return .scaleToFill
        case "scaleAspectFit": return .aspectFit
        case "scaleAspectFill": return .aspectFill
        case "center": return .center
        case let other?:
            skipped.approximate(element, "contentMode=\(other) (shown as center)", line: line)
            return .center
        }
    }

    /// An image name as the storyboard writes it.
    static func image(_ name: String, sizes: [String: Size]) -> ImageAsset {
        ImageAsset(name, size: sizes[name])
    }
}
