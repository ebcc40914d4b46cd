import Navigation

/// The names a storyboard file uses (elements, attributes, the values of `key` attributes), as
/// one small enumeration, so the importer compares, switches on and counts names as values
/// instead of strings: each name of the file is looked up once, when it is read (the
/// benchmark group `storyboard` measures the whole import against a bare `XMLParser` pass).
///
/// A name the enumeration does not list is ``unknown`` and handled by its text, more slowly.
/// Each case's name is its text (`switch`, `class` and other Swift keywords in backticks).
enum Word: UInt16, CaseIterable, Sendable {
    /// A name this list does not hold.
    case unknown
    case accessibility, accessibilityConfiguration, accessibilityTraits, accessoryType, action
    case activityIndicatorView, adaptation, adjustable, adjustsFontSizeToFit, alignment
    case allowableMovement, allowsDirectInteraction, alpha, alwaysBounceVertical, ambiguous, animates
    case appearance, appends, archive, array, attributedString, attributedText, attributes
    case autocapitalizationType, autocorrectionType, automaticallyAdjustsScrollViewInsets
    case autoresizingMask, axis, backBarButtonItem, baselineRelativeArrangement, bottom, background, backgroundColor, backgroundImage, badgeValue
    case barButtonItem, barStyle, barTintColor, baselineAdjustment, baseWritingDirection, blue, bool
    case borderStyle, bounces, button, buttonType, candidateClass, canvasLocation, capability
    case causesPageTurn, cells, `class`, classes, className, clearButtonMode
    case clearsContextBeforeDrawing, clearsSelectionOnViewWillAppear, clipsSubviews
    case cocoaTouchSystemColor, collectionClass, collectionView, collectionViewCell
    case collectionViewCellContentView, collectionViewController, collectionViewFlowLayout
    case collectionViewLayout, color, colorMatched, colorSpace, connections, constant, constraint
    case constraints, containerView, content, contentEdgeInsets, contentHorizontalAlignment
    case contentInsetAdjustmentBehavior, contentMode, contentSize, contentVerticalAlignment
    case contentView, currentPageIndicatorTintColor, customClass, customColorSpace, customFonts
    case customModule, customModuleProvider, customObject, dataMode, date, datePicker, datePickerMode
    case datePickerView, defaultSimulatedMetrics, defaultTabInterval, defaultVersion
    case definesPresentationContext, dependencies, deployment, destination, detailTextLabel
    case development, device, directionalEdgeInsets, directionalLayoutMargins, distribution, disabled, document, edgeInsets
    case edgesForExtendedLayout, editable, enabled, estimatedRowHeight, eventType, exit, extendedEdge
    case extendedLayoutIncludesOpaqueBars, family, firstAttribute, firstItem, fixedFrame, flexibleMaxX
    case flexibleMaxY, flexibleMinX, flexibleMinY, font, fontDescription, footerTitle, fragment, frame
    case freeformSimulatedSizeMetrics, freeformSize, gestureRecognizers, green, header, headerTitle
    case height, heightSizable, hidden, hidesAccessoryWhenEditing, hidesBottomBarWhenPushed
    case hidesWhenStopped, highlighted, highlightedColor, highlightedImage, hint
    case horizontalCompressionResistancePriority, horizontalHuggingPriority, id, identifier, image, imageView, indentationLevel, multiplier, priority
    case indentationWidth, inferredMetricsTieBreakers, initialViewController, inset
    case insetsLayoutMarginsFromSafeArea, integer, isElement, items, key, keyboardDismissMode
    case keyboardKey, keyboardType, keyCommands, kind, label, layoutGuides, layoutMargins
    case largeTitleDisplayMode, layoutMarginsRelativeArrangement, leading, left
    case layoutMarginsFollowReadableWidth, leftBarButtonItem, leftBarButtonItems, lineBreakMode, link
    case location, mapType, mapView, mask, maximumValue, maxValue, maxX, maxY, metaFont, minimumValue, momentary
    case minimumFontSize, minimumPressDuration, minToolsVersion, minuteInterval, minValue, minX, minY
    case misplaced, modalPresentationStyle, modalTransitionStyle, multipleTouchEnabled, mutableString
    case name, namedColor, navigationBar, navigationBarHidden, navigationController, navigationItem
    case nibName, `nil`, `none`, normal, notEnabled, NSColor, NSFont, NSLigature, NSParagraphStyle
    case numberOfLines, numberOfPages, objects, offsetWrapper, `on`, opaque, options, orientation
    case outlet, outletCollection, pageControl, pageIndicatorTintColor, pageViewController
    case pagingEnabled, panGestureRecognizer, paragraphStyle, pickerView, pinchGestureRecognizer
    case placeholder, placeholderIdentifier, placeholderIntrinsicHeight, placeholderIntrinsicWidth
    case playsSound, plugIn, point, pointSize, pongPressGestureRecognizer, popoverAnchorView
    case preferredMaxLayoutWidth, prefersLargeTitles, progress, progressView, progressViewStyle, prompt, prompted, property
    case propertyAccessControl, prototypes, real, rect, red, reference, referencedIdentifier
    case refreshControl, relation, relationship, relationships, relativePath, resources
    case restorationIdentifier, returnKeyType, right, reuseIdentifier, rightBarButtonItem, rightBarButtonItems
    case rowHeight, scene, sceneID, sceneMemberID, scenes, scrollEnabled, scrollView, searchBar
    case searchField, secondAttribute, secondItem, sectionFooterHeight, sectionHeaderHeight
    case sectionIndexMinimumDisplayRowCount, sections, secureTextEntry, segment, segmentControlStyle
    case segmentedControl, segments, segue, selectable, selected, selectedSegmentIndex, selectionStyle
    case selector, separatorColor, separatorStyle, shadowColor, showsHorizontalScrollIndicator
    case showsVerticalScrollIndicator, simulatedBottomBarMetrics, simulatedMetricsContainer
    case simulatedNavigationBarMetrics, simulatedOrientationMetrics, simulatedScreenMetrics
    case simulatedStatusBarMetrics, simulatedTabBarMetrics, simulatedToolbarMetrics
    case simulatedTopBarMetrics, size, slider, spacing, spacingType, source, sourceIdentifier, splitViewController, stackView
    case startsMediaSession, state, staticText, statusBar, stepper, stepValue, storyboardIdentifier
    case storyboardName, string, style, subviews, summaryElement, superclassName
    case swipeGestureRecognizer, `switch`, symbolic, systemColor, systemItem, systemVersion, tabBar
    case tabBarController, tabBarItem, tableFooterView, tableHeaderView, tableView, tableViewCell
    case tableViewCellContentView, tableViewController, tableViewSection, tabStops, tag
    case tapGestureRecognizer, targetRuntime, text, textAlignment, textColor, textField
    case textInputTraits, textLabel, textTab, textView, timeIntervalSinceReferenceDate, tintColor
    case title, titleColor, titleShadowColor, titleView, toolbar, toolbarItems, toolsVersion, top, trailing, traits
    case translatesAutoresizingMaskIntoConstraints, translucent, trigger, type, unwindAction
    case updatesFrequently, useAutolayout, userDefinedRuntimeAttribute, userDefinedRuntimeAttributes
    case userInteractionEnabled, userLabel, usesAttributedText
    case useStoryboardIdentifierAsRestorationIdentifier, useTraitCollections, value, variation, version
    case verticalCompressionResistancePriority, verticalHuggingPriority, view, viewController, viewControllerLayoutGuide
    case viewControllerPlaceholder, viewLayoutGuide, visualEffectView, webView, weight, white, width
    case widthSizable, wkWebView, x, xcode11CocoaTouchSystemColor, y

    /// The word for `text`, or ``unknown``: a look-up in ``byText``.
    /// - Complexity: O(n) in the length of `text` (hashing it).
    init(_ text: String) {
        self = Self.byText[text] ?? .unknown
    }

    /// The word as the file writes it.
    var text: String { Self.texts[Int(rawValue)] }

    /// Every word by its text.
    static let byText: [String: Word] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .unknown }.map { (String(describing: $0), $0) })

    /// Whether the importer reads nothing in an element of this name, wherever it is: layout
    /// constraints, autoresizing masks, editor metadata. Such elements are counted as skipped
    /// with everything inside them, without being built.
    var isNeverRead: Bool {
        switch self {
        case .autoresizingMask, .textInputTraits, .dependencies, .classes,
            .simulatedMetricsContainer, .inferredMetricsTieBreakers, .simulatedStatusBarMetrics,
            .simulatedNavigationBarMetrics, .simulatedTabBarMetrics, .simulatedToolbarMetrics,
            .simulatedOrientationMetrics, .simulatedScreenMetrics, .freeformSimulatedSizeMetrics, .extendedEdge,
            .userDefinedRuntimeAttributes, .customFonts, .gestureRecognizers, .variation, .mask:
            return true
        default:
            return false
        }
    }

    /// Each word's text, by raw value.
    private static let texts: [String] = allCases.map { $0 == .unknown ? "" : String(describing: $0) }
}
