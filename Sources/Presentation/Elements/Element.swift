/// One positioned thing on a screen: a frame in its parent's coordinates, what it is, and
/// the elements inside it, like a `UIView` and its subviews.
///
/// The tree is plain data: building it runs no layout engine, and printing it
/// (``TextRenderer``) is a pure function.
public struct Element: Sendable {
    /// The element's name on screen (an outlet name such as `eventNameLabel` or a role such as
    /// `divider`); printed so a reviewer knows which element a line is about.
    public var name: String
    /// The frame in the parent's coordinate space.
    public var frame: Rect
    /// What the element is.
    public var kind: ElementKind
    /// The background color, if the element paints one.
    public var backgroundColor: Color?
    /// Whether the element is hidden (it and its children are not drawn, and not printed).
    public var isHidden: Bool
    /// The subviews, back to front.
    public var children: [Element]
    /// Whether the element takes touches; nil means UIKit's default for its kind (off for
    /// labels and image views, on for every other view).
    public var isUserInteractionEnabled: Bool?
    /// What VoiceOver is told about the element, when anything was set.
    public var accessibility: Accessibility?
    /// Where ``frame`` comes from: given, or unknown because only Auto Layout constraints
    /// place the element (a storyboard that stores no frame for it).
    public var frameSource: FrameSource
    /// How the frame follows its parent's size (``AutoresizingMask``); none by default, as for
    /// a view made in code.
    public var autoresizingMask: AutoresizingMask
    /// The gesture recognizers attached to the view, by name (`swipe`, an outlet's name): a
    /// `UserAction.performGesture` performs what one starts (its segue or action).
    public var gestures: [String] = []

    /// Creates an element.
    public init(
        _ name: String,
        frame: Rect,
        kind: ElementKind,
        backgroundColor: Color? = nil,
        isHidden: Bool = false,
        children: [Element] = [],
        isUserInteractionEnabled: Bool? = nil,
        accessibility: Accessibility? = nil,
        frameSource: FrameSource = .given,
        autoresizingMask: AutoresizingMask = .none
    ) {
        self.name = name
        self.frame = frame
        self.kind = kind
        self.backgroundColor = backgroundColor
        self.isHidden = isHidden
        self.children = children
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.accessibility = accessibility
        self.frameSource = frameSource
        self.autoresizingMask = autoresizingMask
    }

    /// The element with `mask` as its ``autoresizingMask``: `.autoresizing(.flexibleSize)` for
    /// a view that fills its parent, as a storyboard's `widthSizable heightSizable` says.
    public func autoresizing(_ mask: AutoresizingMask) -> Element {
        var element = self
        element.autoresizingMask = mask
        return element
    }

    /// Whether the element takes touches: the explicit setting, else UIKit's default for its
    /// kind (off for labels and image views).
    public var takesTouches: Bool {
        if let isUserInteractionEnabled { return isUserInteractionEnabled }
        switch kind {
        case .label, .image: return false
        default: return true
        }
    }
}

/// Where an element's frame comes from.
public enum FrameSource: String, Hashable, Sendable {
    /// The frame was given (in code, or stored in a storyboard).
    case given
    /// No frame is known: Auto Layout constraints alone place the element, and the storyboard
    /// stores none. The element's `frame` is then zero and printed as `no frame (Auto Layout)`.
    case autoLayout
    /// The storyboard stores no frame, and the frame was solved from its constraints (printed
    /// `x,y wxh (Auto Layout)`).
    case solved
}

/// What an ``Element`` is, with the properties of that kind.
public enum ElementKind: Sendable {
    /// A plain view (`UIView`), e.g. a divider line drawn with its background color.
    case view
    /// A label (`UILabel`).
    case label(Label)
    /// An image view (`UIImageView`).
    case image(ImageView)
    /// A text view (`UITextView`), which scrolls its text.
    case textView(TextView)
    /// A text field (`UITextField`).
    case textField(TextField)
    /// A web view (`UIWebView`) showing HTML as a reader sees it.
    case webView(WebView)
    /// A button (`UIButton`).
    case button(Button)
    /// A switch (`UISwitch`).
    case switchControl(Switch)
    /// A segmented control (`UISegmentedControl`).
    case segmentedControl(SegmentedControl)
    /// A slider (`UISlider`).
    case slider(Slider)
    /// A stepper (`UIStepper`).
    case stepper(Stepper)
    /// A scroll view (`UIScrollView`); its children scroll.
    case scrollView(ScrollView)
    /// A table (`UITableView`).
    case table(TableView)
    /// A grid (`AQGridView`).
    case grid(GridView)

    /// The kind's word in the snapshot text: `label`, `textfield`, `switch`, `segmented`...
    public var word: String {
        switch self {
        case .view: "view"
        case .label: "label"
        case .image: "image"
        case .textView: "textview"
        case .textField: "textfield"
        case .webView: "webview"
        case .button: "button"
        case .switchControl: "switch"
        case .segmentedControl: "segmented"
        case .slider: "slider"
        case .stepper: "stepper"
        case .scrollView: "scroll"
        case .table: "table"
        case .grid: "grid"
        }
    }
}

extension Element {
    /// A label element.
    public static func label(_ name: String, frame: Rect, _ label: Label) -> Element {
        Element(name, frame: frame, kind: .label(label))
    }

    /// An image view element.
    public static func image(_ name: String, frame: Rect, _ image: ImageView) -> Element {
        Element(name, frame: frame, kind: .image(image))
    }

    /// A plain view painted with `color`, such as a divider line.
    public static func view(_ name: String, frame: Rect, color: Color?) -> Element {
        Element(name, frame: frame, kind: .view, backgroundColor: color)
    }
}
