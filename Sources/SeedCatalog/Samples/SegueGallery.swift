import Foundation
import StoryboardImport

/// A small storyboard written to show the segues an iPhone performs, run as a file alone
/// (``ImportedApp``): a navigation controller whose root has buttons to a popover (adapted to a
/// full-screen presentation), a presentation whose screen presents another (nested modals),
/// a push, a page sheet, a show segue of the app's own class (`FadeSegue`), and a container
/// view embedding a child whose own button pushes; the presented screens unwind with
/// `unwindToSegues:` (run without code, to the nearest screen under them).
enum SegueGallery {
    /// The storyboard's text, as Interface Builder writes one (document version 3.0).
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="r-home"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-home">
                    <objects>
                        <viewController storyboardIdentifier="Segues" id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-view">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-popover">
                                        <rect key="frame" x="20" y="20" width="280" height="37"/>
                                        <state key="normal" title="Popover"/>
                                        <connections>
                                            <segue destination="popover" kind="popover" popoverAnchorView="b-popover" id="g-popover"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-present">
                                        <rect key="frame" x="20" y="65" width="280" height="37"/>
                                        <state key="normal" title="Present"/>
                                        <connections>
                                            <segue destination="sheet" kind="presentation" id="g-present"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-push">
                                        <rect key="frame" x="20" y="110" width="280" height="37"/>
                                        <state key="normal" title="Push"/>
                                        <connections>
                                            <segue destination="pushed" kind="show" id="g-push"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-sheet">
                                        <rect key="frame" x="20" y="300" width="280" height="37"/>
                                        <state key="normal" title="Sheet"/>
                                        <connections>
                                            <segue destination="card" kind="presentation" modalPresentationStyle="pageSheet" id="g-sheet"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-fade">
                                        <rect key="frame" x="20" y="345" width="280" height="37"/>
                                        <state key="normal" title="Fade"/>
                                        <connections>
                                            <segue destination="pushed" kind="show" customClass="FadeSegue" id="g-fade"/>
                                        </connections>
                                    </button>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="box" userLabel="Box">
                                        <rect key="frame" x="20" y="170" width="280" height="120"/>
                                        <connections>
                                            <segue destination="child" kind="embed" id="g-embed"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Segues" id="home-item"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-popover">
                    <objects>
                        <viewController storyboardIdentifier="Popover" id="popover" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="popover-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <label opaque="NO" text="A popover, full screen on an iPhone" id="popover-label">
                                        <rect key="frame" x="20" y="40" width="280" height="21"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-close">
                                        <rect key="frame" x="20" y="80" width="280" height="37"/>
                                        <state key="normal" title="Close"/>
                                        <connections>
                                            <segue destination="popover-exit" kind="unwind" unwindAction="unwindToSegues:" id="u-popover"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="popover-exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s-sheet">
                    <objects>
                        <viewController storyboardIdentifier="Presented" id="sheet" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sheet-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-again">
                                        <rect key="frame" x="20" y="40" width="280" height="37"/>
                                        <state key="normal" title="Present Again"/>
                                        <connections>
                                            <segue destination="sheet2" kind="presentation" id="g-again"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-sheet2">
                    <objects>
                        <viewController storyboardIdentifier="Presented Over It" id="sheet2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sheet2-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-done">
                                        <rect key="frame" x="20" y="40" width="280" height="37"/>
                                        <state key="normal" title="Done"/>
                                        <connections>
                                            <segue destination="sheet2-exit" kind="unwind" unwindAction="unwindToSegues:" id="u-done"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="sheet2-exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s-pushed">
                    <objects>
                        <viewController storyboardIdentifier="Pushed" title="Pushed" id="pushed" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pushed-view">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-card">
                    <objects>
                        <viewController storyboardIdentifier="Page Sheet" id="card" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="card-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <label opaque="NO" text="Swipe down to dismiss" id="card-label">
                                        <rect key="frame" x="20" y="40" width="280" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-child">
                    <objects>
                        <viewController storyboardIdentifier="Embedded" id="child" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="child-view">
                                <rect key="frame" x="0.0" y="0.0" width="280" height="120"/>
                                <subviews>
                                    <label opaque="NO" text="Embedded by the container" id="child-label">
                                        <rect key="frame" x="10" y="10" width="260" height="21"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" id="b-child-more">
                                        <rect key="frame" x="10" y="60" width="260" height="44"/>
                                        <state key="normal" title="More"/>
                                        <connections>
                                            <segue destination="pushed" kind="show" id="g-child-more"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard, imported.
    /// - Throws: ``StoryboardImportError`` (a mistake in ``text``: the catalog fails loudly).
    static func imported() throws(StoryboardImportError) -> ImportedStoryboard {
        try StoryboardImporter().importData(Data(text.utf8))
    }
}
