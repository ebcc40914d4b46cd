@testable import SeedCatalog
import Testing
import Presentation
import SnapshotHarness

/// Every screen of the catalog on today's iPhones with iOS 17 chrome: the status bar and
/// sensor housing above the safe area, the navigation bar below it, the tab bar 49 points plus
/// the home indicator, the content between them at the screen's width, in every format.
@Suite struct ModernDeviceTests {
    /// The catalog's screens as their scenarios make them (on the 3.5-inch iPhone).
    private func screens() async throws -> [(name: String, screen: Screen)] {
        var screens: [(String, Screen)] = []
        for scenario in try DemoCatalog.make().scenarios where !scenario.name.rawValue.hasSuffix("-4in") && !scenario.name.rawValue.hasSuffix("-iphone-15") {
            guard case .screen(let screen) = try await scenario.produce() else { continue }
            screens.append((scenario.name.rawValue, screen))
        }
        return screens
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone15, .iPhone16ProMax])
    func everyScreenHasTheBarsAndSafeAreaOf(_ device: Device) async throws {
        let all = try await screens()
        #expect(all.count > 60)
        for (name, original) in all {
            let screen = original.laidOut(on: device)
            #expect(screen.size == device.size, "\(name)")
            #expect(screen.statusBarFrame == Rect(x: 0, y: 0, width: device.size.width, height: device.safeAreaTop))
            if screen.navigationBar != nil {
                #expect(screen.navigationBarFrame.minY == device.safeAreaTop && screen.contentFrame.minY == device.safeAreaTop + 44, "\(name)")
            }
            let bottom = (screen.tabBar == nil ? 0 : 49) + device.homeIndicatorHeight
            #expect(screen.contentFrame.maxY == device.size.height - bottom, "\(name): the content ends above the home indicator")
            if screen.tabBar != nil {
                #expect(screen.tabBarFrame == Rect(x: 0, y: device.size.height - bottom, width: device.size.width, height: bottom), "\(name)")
            }
            #expect(screen.contentFrame.width == device.size.width)
            let text = TextRenderer().render(screen)
            #expect(text.hasPrefix(original.appName), "\(name)")
            #expect(text.contains("\(device.marketingName) \(PointFormat.string(device.size))  iOS 17"), "\(name)")
            #expect(SVGRenderer().render(screen).contains(#"viewBox="0 0 \#(Int(device.size.width)) \#(Int(device.size.height))""#), "\(name)")
            #expect(!WireframeRenderer().render(screen).isEmpty)
            _ = AccessibilityAudit().audit(screen)
        }
    }

    @Test func theTwentyTwelveIPhonesKeepTheirChrome() async throws {
        for (name, screen) in try await screens() {
            for device in [Device.iPhone35Inch, .iPhone4Inch] {
                let text = TextRenderer().render(screen.laidOut(on: device))
                #expect(!text.contains("iOS 17") && !text.contains("home indicator"), "\(name)")
                #expect(text.contains("\nstatus  0,0 320x20\n"), "\(name)")
            }
        }
    }

    /// The seed apps' fonts are fixed sizes (2012's), which a person's text size does not
    /// change: every screen prints the same at the largest accessibility size.
    @Test func theSeedAppsFixedFontsKeepTheirSizeAtEveryTextSize() async throws {
        for (name, screen) in try await screens() {
            #expect(TextRenderer().render(screen.atTextSize(.accessibilityExtraExtraExtraLarge)) == TextRenderer().render(screen), "\(name)")
        }
    }
}

extension ModernDeviceTests {
    /// The seed apps' colors are fixed (2012's): on the 2012 iPhones dark mode changes nothing
    /// but the line that says it. (On today's iPhones UIKit's own table parts, built-in labels
    /// and section titles, follow the appearance: `DarkModeTests`.)
    @Test func theSeedAppsFixedColorsStayInDarkMode() async throws {
        for scenario in try DemoCatalog.make().scenarios where !scenario.name.rawValue.hasSuffix("-4in") && !scenario.name.rawValue.hasSuffix("-iphone-15") {
            guard case .screen(let screen) = try await scenario.produce() else { continue }
            let dark = TextRenderer().render(screen.inAppearance(.dark)).replacingOccurrences(of: "appearance  dark\n", with: "")
            #expect(dark == TextRenderer().render(screen), "\(scenario.name)")
        }
    }
}
