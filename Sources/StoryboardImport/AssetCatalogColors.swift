import Foundation
import Presentation

/// The named colors of an Xcode asset catalog (`Assets.xcassets`): each `.colorset`'s color in
/// the light appearance and, where the color set has one, the dark (`"appearances":
/// [{"appearance": "luminosity", "value": "dark"}]`), as `UIColor(named:)` resolves them.
///
/// A storyboard's `<resources>` stores only the light value Interface Builder saw; give the
/// importer the app's catalog (``StoryboardImporter/assetColors``) and its named colors show
/// both appearances.
///
/// ```swift
/// let catalog = try AssetCatalogColors.read(catalogAt: "iOS/Resources/Assets.xcassets")
/// catalog.colors["primaryAccentColor"]?.resolved(in: .dark).hex   // "#2D80F1"
/// ```
///
/// Components are read as Xcode writes them: `"0.345"` (0 to 1), `"88"` (8 bits) or `"0x58"`;
/// gray color spaces by `white`; a `"reference"` to a UIKit system color by UIKit's value.
/// Display P3 components are taken as sRGB (the difference is below what the text and the audit
/// show). High-contrast variants and other idioms than `universal` and `iphone` are left out.
public struct AssetCatalogColors: Sendable, Equatable {
    /// Each color set's color by name (the folder's name without `.colorset`).
    public var colors: [String: Color]
    /// The color sets that could not be read, each with the reason; their colors are absent.
    public var unreadable: [AssetCatalogError]

    /// The colors `colors`, none unreadable.
    public init(colors: [String: Color] = [:], unreadable: [AssetCatalogError] = []) {
        self.colors = colors
        self.unreadable = unreadable
    }

    /// The most entries a catalog is searched through for color sets.
    public static let maximumEntries = 100_000
    /// The largest `Contents.json` read.
    public static let maximumContentsSize = 1 << 20

    /// Reads every `.colorset` under the catalog at `path`, in nested folders too.
    /// - Throws: ``AssetCatalogError/notACatalog(_:)`` when `path` is not a directory, and
    ///   ``AssetCatalogError/tooLarge(_:entries:)`` past ``maximumEntries``. A color set that
    ///   cannot be read is listed in ``unreadable`` instead.
    /// - Complexity: O(entries of the catalog).
    public static func read(catalogAt path: String) throws(AssetCatalogError) -> AssetCatalogColors {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notACatalog(path)
        }
        let root = URL(fileURLWithPath: path, isDirectory: true)
        guard let entries = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { throw .notACatalog(path) }
        var catalog = AssetCatalogColors()
        var count = 0
        for case let url as URL in entries {
            count += 1
            guard count <= maximumEntries else { throw .tooLarge(path, entries: maximumEntries) }
            guard url.pathExtension == "colorset" else { continue }
            entries.skipDescendants()
            let name = url.deletingPathExtension().lastPathComponent
            do {
                let contents = url.appendingPathComponent("Contents.json")
                if let size = try? FileManager.default.attributesOfItem(atPath: contents.path)[.size] as? Int, size > maximumContentsSize {
                    throw AssetCatalogError.unreadableColorSet(name, reason: "its Contents.json is over \(maximumContentsSize) bytes")
                }
                guard let data = FileManager.default.contents(atPath: contents.path) else {
                    throw AssetCatalogError.unreadableColorSet(name, reason: "it has no readable Contents.json")
                }
                catalog.colors[name] = try color(named: name, contents: data)
            } catch let error as AssetCatalogError {
                catalog.unreadable.append(error)
            } catch {
                catalog.unreadable.append(.unreadableColorSet(name, reason: error.localizedDescription))
            }
        }
        catalog.unreadable.sort { $0.description < $1.description }
        return catalog
    }

    /// The color a color set's `Contents.json` describes: its light color, with its dark one
    /// when it has one.
    /// - Throws: ``AssetCatalogError/unreadableColorSet(_:reason:)``.
    /// - Complexity: O(n) in the size of `contents`.
    public static func color(named name: String, contents: Data) throws(AssetCatalogError) -> Color {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: contents)
        } catch {
            throw .unreadableColorSet(name, reason: "its Contents.json is not JSON")
        }
        guard let entries = (object as? [String: Any])?["colors"] as? [[String: Any]] else {
            throw .unreadableColorSet(name, reason: "its Contents.json has no \"colors\" list")
        }
        var light: Color?, dark: Color?
        // Universal entries win over iPhone ones: read the iPhone ones first, then overwrite.
        for idiom in ["iphone", "universal"] {
            for entry in entries where (entry["idiom"] as? String ?? "universal") == idiom {
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                guard let appearance = Self.appearance(appearances) else { continue }
                guard let description = entry["color"] as? [String: Any] else { continue }
                let color = try Self.color(description, in: appearance, name: name)
                if appearance == .dark { dark = color } else { light = color }
            }
        }
        guard let light else { throw .unreadableColorSet(name, reason: "it has no color for the light appearance") }
        return dark.map { light.withDark($0) } ?? light
    }

    /// The appearance an entry is for: light without appearances, dark for `luminosity: dark`;
    /// nil for variants this package does not show (high contrast, `luminosity: light` aside).
    private static func appearance(_ appearances: [[String: Any]]) -> Appearance? {
        var result = Appearance.light
        for item in appearances {
            switch (item["appearance"] as? String, item["value"] as? String) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): continue
            default: return nil
            }
        }
        return result
    }

    /// One entry's `color`: components in a color space, or a reference to a system color.
    private static func color(_ description: [String: Any], in appearance: Appearance, name: String) throws(AssetCatalogError) -> Color {
        if let reference = description["reference"] as? String {
            guard let system = StoryboardValues.systemColors[reference] else {
                throw .unreadableColorSet(name, reason: "it refers to \(reference), a system color this package does not know")
            }
            return system.resolved(in: appearance)
        }
        guard let components = description["components"] as? [String: Any] else {
            throw .unreadableColorSet(name, reason: "a color has neither components nor a reference")
        }
        let alpha = Self.component(components["alpha"], eightBit: false) ?? 1
        if let white = Self.component(components["white"], eightBit: true) {
            return Color(white: white, alpha: alpha)
        }
        guard let red = Self.component(components["red"], eightBit: true), let green = Self.component(components["green"], eightBit: true),
            let blue = Self.component(components["blue"], eightBit: true)
        else {
            throw .unreadableColorSet(name, reason: "a color lacks red, green or blue")
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: `"0x58"` and, for a channel, `"88"` are 8-bit values;
    /// `"0.345"` (or a JSON number) is from 0 to 1. Nil when absent or not a number.
    static func component(_ value: Any?, eightBit: Bool) -> Double? {
        if let number = value as? Double { return number.isFinite ? (eightBit && number > 1 ? number / 255 : number) : nil }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let number = Double(text), number.isFinite else { return nil }
        let isInteger = !text.contains(".") && !text.lowercased().contains("e")
        return eightBit && isInteger ? number / 255 : number
    }
}

/// Why an asset catalog, or one of its color sets, could not be read.
public enum AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is not a directory.
    case notACatalog(String)
    /// The catalog holds more entries than are searched.
    case tooLarge(String, entries: Int)
    /// A color set's `Contents.json` is missing, too large or not what Xcode writes.
    case unreadableColorSet(String, reason: String)

    /// One sentence a person can act on.
    public var description: String {
        switch self {
        case .notACatalog(let path): "\(path) is not an asset catalog (a folder such as Assets.xcassets)."
        case .tooLarge(let path, let entries): "\(path) holds more than \(entries) files; give the app's own Assets.xcassets."
        case .unreadableColorSet(let name, let reason): "The color set \(name) cannot be read: \(reason); its color shows as the storyboard stored it."
        }
    }
}
