import Presentation

/// What Auto Layout needs to know of one view of a scene, as the storyboard stores it: where it
/// sits, whether constraints place it, what content gives it a size of its own, and, for a
/// stack view, how it arranges its subviews. ``SceneLayout`` solves a scene from these and its
/// ``ImportedConstraint``s.
public struct ImportedLayoutView: Hashable, Sendable {
    /// The view's Interface Builder object id.
    public var id: String
    /// The superview's object id; nil for the scene's root view.
    public var superview: String?
    /// Where the view's element sits in ``ImportedScene/view``: child indices from the root;
    /// nil for a view the element tree holds elsewhere (inside a table cell, a grid cell).
    public var elementPath: [Int]?
    /// The frame the file stores, in the superview's coordinates: what Interface Builder
    /// solved on its canvas. Nil when the file stores none.
    public var storedFrame: Rect?
    /// Whether constraints place the view (`translatesAutoresizingMaskIntoConstraints="NO"`,
    /// or an arranged subview of a stack view); otherwise its frame and autoresizing mask do.
    public var usesAutoLayout: Bool
    /// How the view follows its superview's size when it keeps its autoresizing mask.
    public var autoresizingMask: AutoresizingMask
    /// Whether Interface Builder marked the stored frame as disagreeing with the constraints
    /// (`misplaced="YES"`).
    public var isMisplaced: Bool
    /// Whether Interface Builder marked the view's layout as ambiguous (`ambiguous="YES"`).
    public var isAmbiguous: Bool
    /// Whether the view is hidden (a hidden arranged subview takes no room in its stack).
    public var isHidden: Bool
    /// What gives the view a size of its own (UIKit's `intrinsicContentSize`).
    public var content: IntrinsicContent
    /// How strongly the view resists growing past its content size, horizontally and
    /// vertically (`contentHuggingPriority`: 250 unless set; Interface Builder sets labels' to 251).
    public var hugging: AxisPriorities
    /// How strongly it resists shrinking below it (`contentCompressionResistancePriority`: 750).
    public var compressionResistance: AxisPriorities
    /// The layout margins the file sets (`layoutMargins`, `directionalLayoutMargins`); nil for
    /// UIKit's: 8 on each side for a plain view, the system's for a root view or a cell.
    public var margins: EdgeInsets?
    /// For a stack view: how it arranges its subviews.
    public var stack: StackArrangement?
    /// What kind of view it is, as far as layout cares.
    public var role: Role

    /// What kind of view a layout view is, as far as layout cares.
    public enum Role: String, Hashable, Sendable {
        /// A view whose edges are its frame's.
        case plain
        /// A scroll view (or a table, collection or text view): its edges seen from inside are
        /// those of its content, not its frame.
        case scroll
        /// A table or collection view cell, placed by its table.
        case cell
        /// A cell's content view, whose layout margins are the cell's.
        case cellContent
    }

    /// A view of `id` under `superview`, placed by its frame, with no content size.
    public init(
        id: String, superview: String?, elementPath: [Int]? = nil, storedFrame: Rect? = nil, usesAutoLayout: Bool = false,
        content: IntrinsicContent = .none, role: Role = .plain
    ) {
        self.id = id
        self.superview = superview
        self.elementPath = elementPath
        self.storedFrame = storedFrame
        self.usesAutoLayout = usesAutoLayout
        self.autoresizingMask = .none
        self.isMisplaced = false
        self.isAmbiguous = false
        self.isHidden = false
        self.content = content
        self.hugging = AxisPriorities(horizontal: 250, vertical: 250)
        self.compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
        self.margins = nil
        self.stack = nil
        self.role = role
    }
}

/// What gives a view a size of its own, before it is measured (``SceneLayout`` measures text
/// with a text size and an approximation of the system font).
public enum IntrinsicContent: Hashable, Sendable {
    /// No size of its own (a plain view, a stack view, a scroll view).
    case none
    /// One line (or `lines`, 0 for any number) of text in a font: a label.
    case text(String, Font, lines: Int)
    /// A button's title in a font, with the padding UIKit adds around it.
    case button(String, Font)
    /// A text field of the font, as tall as one line plus its border (`roundedRect`) or a
    /// little padding (no border).
    case textField(String, Font, bordered: Bool)
    /// An image view's image: its size when the file's resources give it (none when the view
    /// shows no image).
    case image(ImageAsset?)
    /// A system control or bar, whose size UIKit fixes in one or both axes (its values
    /// changed between iOS versions; ``ContentSizing`` knows them).
    case control(SystemControl)
    /// A segmented control's segments in its font.
    case segments([String], Font)
    /// A size Interface Builder was told to assume (`placeholderIntrinsicWidth`, `-Height`).
    case fixed(width: Double?, height: Double?)

    /// Whether the size comes from measuring text.
    public var dependsOnText: Bool {
        switch self {
        case .text, .button, .textField: true
        default: false
        }
    }
}

/// A UIKit control or bar whose content size UIKit sets.
public enum SystemControl: String, Hashable, Sendable {
    /// `UISwitch`.
    case switchControl
    /// `UISlider` (its height).
    case slider
    /// `UIStepper`.
    case stepper
    /// `UIProgressView` (its height).
    case progressView
    /// `UIPageControl` (its height).
    case pageControl
    /// `UIActivityIndicatorView`, medium.
    case activityIndicator
    /// `UIActivityIndicatorView`, large.
    case largeActivityIndicator
    /// `UIToolbar` (its height).
    case toolbar
    /// `UISearchBar` (its height).
    case searchBar
    /// `UINavigationBar` (its height).
    case navigationBar
    /// `UITabBar` (its height).
    case tabBar
    /// `UIDatePicker` and `UIPickerView` wheels (their height).
    case picker
}

/// How a stack view (`UIStackView`) arranges its subviews: the constraints it makes.
public struct StackArrangement: Hashable, Sendable {
    /// The direction the subviews follow one another.
    public enum Axis: String, Hashable, Sendable {
        /// Leading to trailing.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How the subviews share the stack's length.
    public enum Distribution: String, Hashable, Sendable {
        /// One subview (the lowest hugging priority) takes what is left.
        case fill
        /// All subviews as long as one another.
        case fillEqually
        /// Lengths in proportion to the subviews' content sizes.
        case fillProportionally
        /// Equal gaps between the subviews at their content sizes.
        case equalSpacing
        /// Equal distances between the subviews' centers.
        case equalCentering
    }

    /// Where the subviews sit across the stack.
    public enum Alignment: String, Hashable, Sendable {
        /// As wide (tall) as the stack.
        case fill
        /// Along the leading (top) edge.
        case leading
        /// Along the trailing (bottom) edge.
        case trailing
        /// Centred.
        case center
        /// Their first baselines in line (horizontal stacks).
        case firstBaseline
        /// Their last baselines in line (horizontal stacks).
        case lastBaseline
    }

    /// The axis.
    public var axis: Axis
    /// The distribution.
    public var distribution: Distribution
    /// The alignment.
    public var alignment: Alignment
    /// The space between neighbours (the least space for the equal distributions).
    public var spacing: Double
    /// Whether the subviews sit inside the stack's layout margins rather than its edges.
    public var isLayoutMarginsRelative: Bool

    /// An arrangement; UIKit's defaults are horizontal, fill, fill, 0.
    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
        isLayoutMarginsRelative: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelative = isLayoutMarginsRelative
    }
}

/// A layout guide a scene's constraints may name: the safe area, a scroll view's content or
/// frame guide, or a view controller's top and bottom layout guides (Xcode 5-8).
public struct ImportedLayoutGuide: Hashable, Sendable {
    /// Which guide it is.
    public enum Kind: String, Hashable, Sendable {
        /// The owner's safe area (`safeAreaLayoutGuide`).
        case safeArea
        /// A scroll view's content (`contentLayoutGuide`).
        case content
        /// A scroll view's frame (`frameLayoutGuide`).
        case frame
        /// The view controller's top layout guide: the status and navigation bars.
        case top
        /// The view controller's bottom layout guide: the tab bar or toolbar.
        case bottom
    }

    /// The guide's object id, which constraints name.
    public var id: String
    /// Which guide.
    public var kind: Kind
    /// The view that owns it (the root view for the controller's guides).
    public var owner: String

    /// A guide.
    public init(id: String, kind: Kind, owner: String) {
        self.id = id
        self.kind = kind
        self.owner = owner
    }
}

/// A priority for each axis (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    /// Along the x axis.
    public var horizontal: Double
    /// Along the y axis.
    public var vertical: Double

    /// Priorities for the two axes.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
