@testable import StoryboardImport
import Foundation
import Presentation
import Testing

/// An app's asset catalog gives a storyboard's named colors their dark values: read from
/// NetNewsWire's real catalog (its 19 color sets, hex, 8-bit, gray and system-color
/// references), checked against the light values its storyboards stored, and shown in dark mode.
@Suite struct AssetCatalogTests {
    static let folder = StoryboardFixtures.path("Modern/Ranchero-Software+NetNewsWire")

    @Test func aRealCatalogGivesEachColorSetItsLightAndDarkColor() throws {
        let catalog = try AssetCatalogColors.read(catalogAt: Self.folder + "/Assets.xcassets")
        #expect(catalog.unreadable == [])
        #expect(catalog.colors.count == 19)
        let hex = { (name: String, appearance: Appearance) in catalog.colors[name]?.resolved(in: appearance).hex }
        // "0x08", "0x6A", "0xEE"; dark "0x2D", "0x80", "0xF1".
        #expect(hex("primaryAccentColor", .light) == "#086AEE" && hex("primaryAccentColor", .dark) == "#2D80F1")
        // Its dark components are written in 8 bits: "94", "158", "244".
        #expect(hex("secondaryAccentColor", .dark) == "#5E9EF4")
        // A reference to systemBackgroundColor, and a gray "white": "0.000" in dark mode.
        #expect(hex("fullScreenBackgroundColor", .light) == "#FFFFFF" && hex("fullScreenBackgroundColor", .dark) == "#000000")
        // UIKit's systemRedColor in each appearance.
        #expect(hex("deleteBackgroundColor", .light) == "#FF3B30" && hex("deleteBackgroundColor", .dark) == "#FF453A")
        #expect(catalog.colors["feedlyColor"] != nil, "a color set in a folder of the catalog")
    }

    /// Interface Builder stored each named color's light value in the storyboard: the catalog,
    /// read independently, must give the same.
    @Test func theCatalogsLightValuesAreTheOnesTheStoryboardsStored() throws {
        let catalog = try AssetCatalogColors.read(catalogAt: Self.folder + "/Assets.xcassets")
        let storyboards = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".storyboard") }
        var compared = 0
        for file in storyboards {
            let stored = ResourceColors.read(fromEndOf: Self.folder + "/" + file)
            for (name, color) in stored where catalog.colors[name] != nil {
                #expect(catalog.colors[name]?.resolved(in: .light).hex == color.hex, "\(file): \(name)")
                compared += 1
            }
        }
        #expect(compared == 9, "the named colors of the five storyboards")
    }

    @Test func aStoryboardsNamedColorTurnsDarkWithItsCatalog() throws {
        let path = Self.folder + "/iOS__Base.lproj__Main.storyboard"
        let catalog = try AssetCatalogColors.read(catalogAt: Self.folder + "/Assets.xcassets")
        let withCatalog = try StoryboardImporter(assetColors: catalog).importFile(atPath: path)
        let alone = try StoryboardImporter().importFile(atPath: path)
        func render(_ imported: ImportedStoryboard, _ appearance: Appearance) -> String {
            let texts = imported.scenes.map { TextRenderer().render(StoryboardCanvas.screen(for: $0, in: imported).inAppearance(appearance)) }
            return texts.first { $0.contains("\"Blog Name\"") } ?? ""
        }
        // The "Blog Name" label's primaryAccentColor: the stored light value in both appearances
        // without the catalog; the catalog's dark value with it.
        #expect(render(alone, .dark).contains("#086AEE"))
        #expect(render(withCatalog, .light).contains("#086AEE"))
        let dark = render(withCatalog, .dark)
        #expect(dark.contains("#2D80F1") && !dark.contains("#086AEE"))
    }

    @Test func componentsAreReadAsXcodeWritesThem() {
        #expect(AssetCatalogColors.component("0x58", eightBit: true) == 88.0 / 255)
        #expect(AssetCatalogColors.component("88", eightBit: true) == 88.0 / 255)
        #expect(AssetCatalogColors.component("0.345", eightBit: true) == 0.345)
        #expect(AssetCatalogColors.component("1", eightBit: false) == 1)
        #expect(AssetCatalogColors.component("nan", eightBit: true) == nil)
        #expect(AssetCatalogColors.component("0xZZ", eightBit: true) == nil)
        #expect(AssetCatalogColors.component(nil, eightBit: true) == nil)
    }

    @Test func aBrokenColorSetIsListedAndTheOthersAreRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: root) }
        let write = { (name: String, contents: String) throws in
            let folder = root.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        try write(
            "good",
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#)
        try write("notJSON", "{ colors: ")
        try write(
            "noLight",
            #"{"colors":[{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0"}}}]}"#
        )
        try write("unknownReference", #"{"colors":[{"idiom":"universal","color":{"platform":"ios","reference":"systemMauveColor"}}]}"#)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty.colorset"), withIntermediateDirectories: true)
        let catalog = try AssetCatalogColors.read(catalogAt: root.path)
        #expect(catalog.colors.keys.sorted() == ["good"])
        #expect(catalog.colors["good"]?.hex == "#FF0000")
        #expect(
            catalog.unreadable.map(\.description) == [
                "The color set empty cannot be read: it has no readable Contents.json; its color shows as the storyboard stored it.",
                "The color set noLight cannot be read: it has no color for the light appearance; its color shows as the storyboard stored it.",
                "The color set notJSON cannot be read: its Contents.json is not JSON; its color shows as the storyboard stored it.",
                "The color set unknownReference cannot be read: it refers to systemMauveColor, a system color this package does not know; its color shows as the storyboard stored it.",
            ])
        #expect(throws: AssetCatalogError.notACatalog(root.path + "/good.colorset/Contents.json")) {
            try AssetCatalogColors.read(catalogAt: root.path + "/good.colorset/Contents.json")
        }
    }
}
