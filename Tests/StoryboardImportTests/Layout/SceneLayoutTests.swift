@testable import StoryboardImport
import Foundation
import Presentation
import Testing

/// Imported scenes laid out by their constraints: the safe area and margins, content sizes
/// with hugging and compression resistance, stack views, scroll views, and the problems
/// Interface Builder would report.
@Suite struct SceneLayoutTests {
    /// A one-scene file drawn on `device` (Xcode 15's format) whose root view holds `subviews`
    /// and `constraints`.
    static func file(device: String = "retina4_7", width: Int = 375, height: Int = 667, _ subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func layout(_ text: String, canvas: LayoutCanvas? = nil) throws -> SceneLayout {
        let imported = try StoryboardFixtures.importText(text)
        let scene = try #require(imported.scenes.first)
        return SceneLayout(scene, of: imported, canvas: canvas)
    }

    @Test func edgesFollowTheSafeAreaAndTheMargins() throws {
        let text = Self.file(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="1:2" id="c4"/>
                """)
        let layout = try Self.layout(text)
        // Status bar 20 on the 4.7-inch phone; system margins 16.
        #expect(layout.frames["box"] == Rect(x: 16, y: 40, width: 343, height: 171.5))
        #expect(layout.problems.isEmpty)
        // On the 6.7-inch canvas: the sensor housing's 47 and 20-point margins.
        let wide = try Self.layout(text, canvas: LayoutCanvas(interfaceBuilderDevice: "retina6_7"))
        #expect(wide.frames["box"] == Rect(x: 20, y: 67, width: 388, height: 194))
    }

    @Test func aLabelHugsItsTextAndAConflictIsReportedNotGuessed() throws {
        let text = Self.file(
            """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" id="label">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """,
            constraints: """
                <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="30" id="clash"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="ghost" secondAttribute="leading" id="lost"/>
                """)
        let layout = try Self.layout(text)
        let frame = try #require(layout.frames["label"])
        #expect(frame.minX == 16 && frame.minY == 28)
        // One line of 17-point text: 17 × 2444/2048 = 20.29, on the 2x pixel grid 20.5.
        #expect(frame.height == 20.5)
        #expect(frame.width > 30 && frame.width < 50)
        #expect(layout.problems.map(\.kind) == [.conflicting, .unknownItem])
        #expect(layout.problems.map(\.constraint) == ["clash", "lost"])
    }

    @Test func aStackViewMakesTheConstraintsOfItsDistributionAndAlignment() throws {
        let box = { (id: String) in
            """
            <view contentMode="scaleToFill" id="\(id)"><rect key="frame" x="0" y="0" width="1" height="1"/>
                <constraints><constraint firstAttribute="height" constant="\(id == "b" ? 60 : 40)" id="h-\(id)"/></constraints>
            </view>
            """
        }
        let text = Self.file(
            """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <subviews>\(box("a"))\(box("b"))\(box("c"))</subviews>
            </stackView>
            """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                """)
        let layout = try Self.layout(text)
        // (375 − 2 × 10) / 3 = 118.33 each, the stack as tall as its tallest, the others centred.
        #expect(layout.frames["stack"] == Rect(x: 0, y: 20, width: 375, height: 60))
        #expect(layout.frames["a"] == Rect(x: 0, y: 10, width: 118.5, height: 40))
        #expect(layout.frames["b"] == Rect(x: 128.5, y: 0, width: 118, height: 60))
        #expect(layout.frames["c"] == Rect(x: 256.5, y: 10, width: 118.5, height: 40))
    }

    @Test func viewsThatKeepTheirMaskKeepTheirFrame() throws {
        let text = Self.file(
            """
            <view contentMode="scaleToFill" id="plain"><rect key="frame" x="12" y="34" width="56" height="78"/></view>
            """, constraints: "")
        #expect(try Self.layout(text).frames["plain"] == Rect(x: 12, y: 34, width: 56, height: 78))
    }

    @Test func viewsThatKeepTheirMaskFollowItOnAnotherIPhone() throws {
        let text = Self.file(
            """
            <view contentMode="scaleToFill" id="bar"><rect key="frame" x="10" y="600" width="355" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="badge"><rect key="frame" x="300" y="20" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
            </view>
            """, constraints: "")
        let layout = try Self.layout(text, canvas: LayoutCanvas(named: "iphone-16-pro-max"))
        // 65 points wider and 289 taller than the 4.7-inch canvas it was drawn on.
        #expect(layout.frames["bar"] == Rect(x: 10, y: 889, width: 420, height: 44))
        #expect(layout.frames["badge"] == Rect(x: 365, y: 20, width: 50, height: 50))
    }

    /// The stored frames of views constraints place are the answer, never the input: a copy of
    /// a real file without them lays out the same.
    @Test(arguments: ["uicatalog/Main_iPhone.storyboard", "uicatalog/UIKitCatalog-Main.storyboard", "eidolon/Auction.storyboard"])
    func storedFramesOfConstrainedViewsAreNotRead(file: String) throws {
        let text = try String(contentsOfFile: StoryboardFixtures.path(file), encoding: .utf8)
        let stripped = Self.removingFramesOfConstrainedViews(text)
        #expect(stripped.removed >= 2, "\(file): \(stripped.removed) frames removed")
        let original = LayoutReport(try StoryboardFixtures.importText(text)), copy = LayoutReport(try StoryboardFixtures.importText(stripped.text))
        let placed = { (report: LayoutReport) in report.scenes.map { $0.views.filter { $0.placedBy == "constraints" }.map { [$0.id: $0.frame] } } }
        #expect(placed(original).joined().count >= 2)
        #expect(placed(original) == placed(copy))
    }

    /// The text without the `<rect key="frame">` of each element marked
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, and how many were removed.
    static func removingFramesOfConstrainedViews(_ text: String) -> (text: String, removed: Int) {
        var lines = text.components(separatedBy: "\n")
        var removed = 0
        var index = 0
        while index < lines.count {
            if lines[index].contains("translatesAutoresizingMaskIntoConstraints=\"NO\""), !lines[index].hasSuffix("/>"),
                index + 1 < lines.count, lines[index + 1].contains("<rect key=\"frame\"")
            {
                lines.remove(at: index + 1)
                removed += 1
            }
            index += 1
        }
        return (lines.joined(separator: "\n"), removed)
    }
}

extension SceneLayoutTests {
    /// A label of a text style grows with the text size; a fixed font's does not.
    @Test func aTextStyleLabelGrowsWithTheTextSize() throws {
        let text = Self.file(
            """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """,
            constraints: """
                <constraint firstItem="styled" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="styled" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                <constraint firstItem="fixed" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="fixed" firstAttribute="top" secondItem="styled" secondAttribute="bottom" id="c4"/>
                """)
        let imported = try StoryboardFixtures.importText(text)
        let scene = try #require(imported.scenes.first)
        let large = SceneLayout(scene, of: imported), huge = SceneLayout(scene, of: imported, textSize: .accessibilityExtraExtraExtraLarge)
        // Body 17 → 53 points: a line of 63.25, 63.5 on the 2x canvas.
        #expect(large.frames["styled"]?.height == 20.5 && huge.frames["styled"]?.height == 63.5)
        #expect(large.frames["fixed"]?.height == huge.frames["fixed"]?.height)
        #expect(huge.frames["fixed"]?.minY == 20 + 63.5)
    }
}

extension SceneLayoutTests {
    /// A scene drawn on a canvas the package has a device for is pictured on that device, not
    /// cut at 320 points; a view the file stores no frame for gets the frame its constraints
    /// solve.
    @Test func aModernSceneIsPicturedOnItsOwnDeviceWithEveryViewPlaced() throws {
        let text = Self.file(
            device: "retina6_12", width: 393, height: 852,
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner"/>
            """,
            constraints: """
                <constraint firstItem="banner" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                <constraint firstItem="banner" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                <constraint firstItem="banner" firstAttribute="height" constant="50" id="c4"/>
                """)
        let imported = try StoryboardFixtures.importText(text)
        let scene = try #require(imported.scenes.first)
        let screen = StoryboardCanvas.screen(for: scene, in: imported)
        #expect(screen.size == Size(width: 393, height: 852))
        let banner = try #require(scene.view?.children.first)
        #expect(banner.frame == Rect(x: 0, y: 59, width: 393, height: 50) && banner.frameSource == .solved)
        #expect(StoryboardCanvas.text(of: scene).contains("    view view  0,59 393x50 (Auto Layout)  clear"))
    }
}

extension SceneLayoutTests {
    /// A storyboard's iOS 13 system colors are dynamic: dark mode shows their dark values, and
    /// the file's own light values stay for light mode.
    /// A label with no text color draws in labelColor from Xcode 11 (iOS 13) on, so it turns
    /// white in dark mode; in an older file it stays black.
    @Test func aLabelWithoutATextColorIsLabelColorFromXcode11On() throws {
        let text = Self.file(
            """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                <rect key="frame" x="16" y="40" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
            </label>
            """, constraints: "")
        let dark = { (text: String) throws -> String in
            let imported = try StoryboardFixtures.importText(text)
            let scene = try #require(imported.scenes.first)
            return TextRenderer().render(StoryboardCanvas.screen(for: scene, in: imported).inAppearance(.dark))
        }
        #expect(try dark(text).contains("label label  16,40 100x21  SFPro 17  #FFFFFF"))
        let xcode10 = text.replacingOccurrences(of: "toolsVersion=\"23504\"", with: "toolsVersion=\"14490\"")
        #expect(try dark(xcode10).contains("label label  16,40 100x21  SFPro 17  #000000"))
    }

    /// A view inside one Interface Builder marked misplaced was solved against that view's
    /// stale frame: its stored frame is left out of the agreement too.
    @Test func viewsInsideAMisplacedViewAreLeftOutOfTheAgreement() throws {
        let text = Self.file(
            """
            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="20" width="375" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner"><rect key="frame" x="0" y="0" width="375" height="300"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" id="i1"/>
                    <constraint firstItem="inner" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="i2"/>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="i3"/>
                    <constraint firstItem="inner" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="i4"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="box" firstAttribute="height" constant="200" id="c4"/>
                """)
        let imported = try StoryboardFixtures.importText(text)
        let agreement = LayoutAgreement(try #require(imported.scenes.first), of: imported)
        let byID = Dictionary(uniqueKeysWithValues: agreement.comparisons.map { ($0.id, $0) })
        #expect(byID["box"]?.isMisplaced == true && byID["inner"]?.isMisplaced == true)
        #expect(byID["inner"]?.agrees == false, "its stored 300-point height follows the stale frame; the constraints give 200")
    }

    @Test func systemColorsOfAStoryboardHaveADarkAppearance() throws {
        let text = Self.file(
            """
            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
                <rect key="frame" x="16" y="40" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" systemColor="labelColor"/>
            </label>
            """, constraints: ""
        ).replacingOccurrences(
            of: "</scenes>",
            with: """
                </scenes>
                <resources>
                    <systemColor name="labelColor">
                        <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
                """)
        let imported = try StoryboardFixtures.importText(text)
        let scene = try #require(imported.scenes.first)
        let screen = StoryboardCanvas.screen(for: scene, in: imported)
        #expect(TextRenderer().render(screen).contains("label label  16,40 100x21  SFPro 17  #000000"))
        let dark = TextRenderer().render(screen.inAppearance(.dark))
        #expect(dark.contains("label label  16,40 100x21  SFPro 17  #FFFFFF"))
        #expect(dark.contains("appearance  dark"))
    }
}
