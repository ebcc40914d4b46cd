/// What a navigation bar (`UINavigationBar`) shows for the top screen of a stack.
public struct NavigationBar: Sendable, Equatable {
    /// The top item's title.
    public var title: String?
    /// The back button's title, nil on a stack's root (no back button).
    public var backButtonTitle: String?
    /// Bar buttons on the left (a custom left item replaces the back button).
    public var leftItems: [BarButton]
    /// Bar buttons on the right.
    public var rightItems: [BarButton]
    /// The bar's background image (`UINavigationBar appearance`), if any.
    public var backgroundImage: ImageAsset?
    /// The back button's background image (`UIBarButtonItem appearance`), if any.
    public var backButtonImage: ImageAsset?
    /// Where ``title`` comes from: the app's wording (a storyboard scene's title) unless the
    /// app titles the screen with data, such as a record's name.
    public var titleOrigin: TextOrigin = .app
    /// Where ``backButtonTitle`` comes from: the previous screen's title's origin, or the app's
    /// wording for a back title it set.
    public var backButtonTitleOrigin: TextOrigin = .app
    /// Whether the title shows large (`UINavigationBar.prefersLargeTitles`, iOS 11+): on a
    /// device with today's chrome the bar grows by ``largeTitleAreaHeight`` for a bold
    /// 34-point title, and the area collapses as the screen's scroll view scrolls up. The 2012
    /// iPhones (iOS 6) have no large titles.
    public var prefersLargeTitles = false
    /// Whether content shows through the bar (`isTranslucent`): nil for UIKit's default, which
    /// is translucent since iOS 7 (today's iPhones) and opaque on the 2012 ones; false for a
    /// bar an app or a storyboard (`translucent="NO"`) makes opaque.
    public var isTranslucent: Bool?
    /// How much of the large title's area shows (0 to ``largeTitleAreaHeight``): set when the
    /// screen is laid out on a device (``Screen/laidOut(on:)``), less the distance its scroll
    /// view has scrolled; 0 when the title is not large.
    public internal(set) var largeTitleHeight: Double = 0
    /// How much of the large title's area the scroll view's offset took (so laying the screen
    /// out again gives it back first).
    var largeTitleCollapse: Double = 0

    /// The bar's height in portrait.
    public static let height: Double = 44
    /// The large title's area under the bar's row of buttons: 52 points (a 96-point bar).
    public static let largeTitleAreaHeight: Double = 52

    /// Creates a navigation bar.
    public init(
        title: String?,
        backButtonTitle: String? = nil,
        leftItems: [BarButton] = [],
        rightItems: [BarButton] = [],
        backgroundImage: ImageAsset? = nil,
        backButtonImage: ImageAsset? = nil
    ) {
        self.title = title
        self.backButtonTitle = backButtonTitle
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.backgroundImage = backgroundImage
        self.backButtonImage = backButtonImage
    }

    /// Whether a back button is shown: a back title and no custom left item replacing it.
    public var showsBackButton: Bool {
        backButtonTitle != nil && leftItems.isEmpty
    }

    /// The appearance images the pictures (wireframe, SVG) name in a corner of the bar, as they
    /// draw placeholders, not the images: `menubar.png`, `back button back.png`, or both joined
    /// by a comma; nil when the bar has neither.
    public var appearanceImagesNote: String? {
        let names = [backgroundImage?.name, showsBackButton ? backButtonImage.map { "back button " + $0.name } : nil].compactMap { $0 }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }
}
