@testable import StoryboardImport
import Foundation
import Presentation
import Testing

/// Views whose frame the constraints leave free are reported as Interface Builder reports them
/// ("Need constraints for: Y position"), never silently placed at a guess; and the views a real
/// file's Interface Builder marked `ambiguous="YES"` are the ones reported.
@Suite struct AmbiguityTests {
    private func ambiguities(_ layout: SceneLayout) -> [String: String] {
        Dictionary(layout.problems.filter { $0.kind == .ambiguous }.map { ($0.views.joined(), $0.detail) }, uniquingKeysWith: { $1 })
    }

    private static func label(_ id: String) -> String {
        """
        <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" id="\(id)">
            <rect key="frame" x="0" y="0" width="1" height="1"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """
    }

    @Test func aViewPinnedOnOneSideOfEachAxisNeedsItsSizeAndALabelItsPosition() throws {
        let text = SceneLayoutTests.file(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            \(Self.label("label"))
            """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c2"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                """)
        let layout = try SceneLayoutTests.layout(text)
        #expect(ambiguities(layout) == ["box": "width, height", "label": "Y position"])
        #expect(
            layout.problems.first { $0.kind == .ambiguous && $0.views == ["label"] }?.description
                == "ambiguous layout of view label: need constraints for Y position")
    }

    @Test func aFullyConstrainedSceneHasNoAmbiguityAndNeitherDoViewsPinnedInsideAnAmbiguousOne() throws {
        let text = SceneLayoutTests.file(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>\(Self.label("inner"))</subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="i1"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="i2"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="c3"/>
                """)
        // The box has no vertical position; the label inside it is fixed within it.
        #expect(ambiguities(try SceneLayoutTests.layout(text)) == ["box": "Y position"])
        let fixed = text.replacingOccurrences(
            of: "<constraint firstItem=\"box\" firstAttribute=\"height\" constant=\"100\" id=\"c3\"/>",
            with: """
                <constraint firstItem="box" firstAttribute="height" constant="100" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c4"/>
                """)
        #expect(ambiguities(try SceneLayoutTests.layout(fixed)).isEmpty)
    }

    @Test func twoLabelsThatHugEquallyBetweenTwoEdgesAreAContentPriorityAmbiguity() throws {
        let constraints = """
            <constraint firstItem="first" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="second" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="first" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c4"/>
            <constraint firstItem="second" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c5"/>
            """
        let equal = SceneLayoutTests.file(Self.label("first") + Self.label("second"), constraints: constraints)
        let reported = ambiguities(try SceneLayoutTests.layout(equal))
        #expect(reported["first"] == "width" && reported["second"] == "X position or width")
        let ranked = equal.replacingOccurrences(
            of: "horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" id=\"second\"",
            with: "horizontalHuggingPriority=\"252\" verticalHuggingPriority=\"251\" id=\"second\"")
        #expect(ambiguities(try SceneLayoutTests.layout(ranked)).isEmpty, "the lower hugging priority stretches")
    }

    @Test func aScrollViewsContentSizeComesFromItsContentAndItsCentresAreItsFrames() throws {
        let scroll = { (constraints: String) in
            SceneLayoutTests.file(
                """
                <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0" y="0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                        <constraint firstItem="content" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s2"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s3"/>
                        <constraint firstItem="content" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s4"/>
                        <constraint firstItem="content" firstAttribute="height" constant="1000" id="s5"/>
                        \(constraints)
                    </constraints>
                </scrollView>
                """,
                constraints: """
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                    <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
                    """)
        }
        // Pinned to the content's edges with a height but no width: the content's width is free.
        let reported = ambiguities(try SceneLayoutTests.layout(scroll("")))
        #expect(reported["scroll"] == "scrollable content width")
        #expect(reported["content"] == "width")
        // Its width equal to the scroll view's: a centre or a width attaches to the frame.
        let sized = try SceneLayoutTests.layout(
            scroll(#"<constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s6"/>"#))
        #expect(ambiguities(sized).isEmpty)
        #expect(sized.frames["content"] == Rect(x: 0, y: 0, width: 375, height: 1000))
    }

    /// NetNewsWire's settings: Interface Builder marked eight labels and images of its cells
    /// ambiguous; the layout reports exactly those among the views constraints place (the
    /// file's other marks are on built-in labels of style cells, which the cell lays out).
    @Test func theViewsARealFileMarksAmbiguousAreTheOnesReported() throws {
        let path = StoryboardFixtures.path("Modern/Ranchero-Software+NetNewsWire/iOS__Settings__Settings.storyboard")
        let imported = try StoryboardImporter().importFile(atPath: path)
        var reported: Set<String> = [], marked: Set<String> = []
        for scene in imported.scenes where !scene.constraints.isEmpty {
            let layout = SceneLayout(scene, of: imported)
            reported.formUnion(ambiguities(layout).keys)
            marked.formUnion(scene.layoutViews.filter { $0.isAmbiguous && layout.placedByConstraints.contains($0.id) }.map(\.id))
        }
        #expect(reported.count == 8)
        #expect(reported == marked)
    }
}
