@testable import StoryboardImport
import Foundation
import Testing

/// Every Auto Layout constraint of real storyboards is read, with its items, attributes,
/// relation, multiplier, constant and priority (the input the layout will solve).
@Suite struct ConstraintReadingTests {
    @Test(arguments: [
        ("uicatalog/Main_iPhone.storyboard", 145),
        ("ios-mobileservices-storage/MainStoryboard.storyboard", 97),
        ("eidolon/Auction.storyboard", 54),
    ])
    func everyConstraintOfARealFileIsRead(file: String, count: Int) throws {
        let path = StoryboardFixtures.path(file)
        let imported = try StoryboardImporter().importFile(atPath: path)
        let constraints = imported.scenes.flatMap(\.constraints)
        #expect(constraints.count == count, "\(file): \(constraints.count)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for constraint in constraints {
            #expect(text.contains("id=\"\(constraint.firstItem)\""), "\(file): \(constraint) names a first item the file lacks")
            if let second = constraint.secondItem { #expect(text.contains("id=\"\(second)\""), "\(file): \(constraint)") }
            #expect(text.contains("id=\"\(constraint.id)\""))
        }
        #expect(Set(constraints.map(\.relation)).isSubset(of: ["equal", "lessThanOrEqual", "greaterThanOrEqual"]))
    }

    @Test func aConstraintsPartsAndDefaultsAreRead() throws {
        let view = """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                            <rect key="frame" x="20" y="20" width="280" height="157.5"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="photo" secondAttribute="height" multiplier="16:9" id="ratio"/>
                                <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" priority="750" id="tall"/>
                                <constraint firstAttribute="height" constant="100" placeholder="YES" id="gone"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="4" id="lead"/>
                    </constraints>
                </view>
            </viewController>
            """
        let imported = try StoryboardFixtures.importText(StoryboardFixtures.document(initial: "vc", version: "3.0", StoryboardFixtures.scene("vc", view)))
        #expect(
            imported.scenes.first?.constraints == [
                ImportedConstraint(
                    id: "ratio", firstItem: "photo", firstAttribute: "width", secondItem: "photo", secondAttribute: "height", multiplier: 16.0 / 9.0),
                ImportedConstraint(id: "tall", firstItem: "photo", firstAttribute: "height", relation: "greaterThanOrEqual", constant: 44, priority: 750),
                ImportedConstraint(
                    id: "lead", firstItem: "photo", firstAttribute: "leading", secondItem: "root", secondAttribute: "leadingMargin", constant: 4),
            ])
    }
}

extension ConstraintReadingTests {
    @Test(arguments: [("16:9", 16.0 / 9.0), ("2/3", 2.0 / 3.0), ("0.75", 0.75), ("5", 5.0), ("1:0", 1.0), ("x", 1.0)])
    func aMultiplierIsANumberOrARatio(text: String, value: Double) {
        #expect(SceneReader.multiplier(text) == value)
    }
}
