/// The names a storyboard file uses (elements, attributes, the values of `key` attributes), as
/// one small enumeration, so the importer compares and counts them as integers instead of
/// hashing strings: reading an element's attributes and counting what was skipped costs a
/// few nanoseconds each (the benchmark group `storyboard` measures the whole import against a
/// bare `XMLParser` pass).
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
    case autoresizingMask, backBarButtonItem, background, backgroundColor, backgroundImage, badgeValue
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
    case development, device, directionalEdgeInsets, disabled, document, edgeInsets
    case edgesForExtendedLayout, editable, enabled, estimatedRowHeight, eventType, exit, extendedEdge
    case extendedLayoutIncludesOpaqueBars, family, firstAttribute, firstItem, fixedFrame, flexibleMaxX
    case flexibleMaxY, flexibleMinX, flexibleMinY, font, fontDescription, footerTitle, fragment, frame
    case freeformSimulatedSizeMetrics, freeformSize, gestureRecognizers, green, header, headerTitle
    case height, heightSizable, hidden, hidesAccessoryWhenEditing, hidesBottomBarWhenPushed
    case hidesWhenStopped, highlighted, highlightedColor, highlightedImage, hint
    case horizontalHuggingPriority, id, identifier, image, imageView, indentationLevel
    case indentationWidth, inferredMetricsTieBreakers, initialViewController, inset
    case insetsLayoutMarginsFromSafeArea, integer, isElement, items, key, keyboardDismissMode
    case keyboardKey, keyboardType, keyCommands, kind, label, layoutGuides
    case layoutMarginsFollowReadableWidth, leftBarButtonItem, leftBarButtonItems, lineBreakMode, link
    case location, mapType, mapView, mask, maximumValue, maxValue, maxX, maxY, metaFont
    case minimumFontSize, minimumPressDuration, minToolsVersion, minuteInterval, minValue, minX, minY
    case misplaced, modalPresentationStyle, modalTransitionStyle, multipleTouchEnabled, mutableString
    case name, namedColor, navigationBar, navigationBarHidden, navigationController, navigationItem
    case nibName, `nil`, `none`, normal, notEnabled, NSColor, NSFont, NSLigature, NSParagraphStyle
    case numberOfLines, numberOfPages, objects, offsetWrapper, `on`, opaque, options, orientation
    case outlet, outletCollection, pageControl, pageIndicatorTintColor, pageViewController
    case pagingEnabled, panGestureRecognizer, paragraphStyle, pickerView, pinchGestureRecognizer
    case placeholder, placeholderIdentifier, placeholderIntrinsicHeight, placeholderIntrinsicWidth
    case playsSound, plugIn, point, pointSize, pongPressGestureRecognizer, popoverAnchorView
    case preferredMaxLayoutWidth, progress, progressView, progressViewStyle, prompt, prompted, property
    case propertyAccessControl, prototypes, real, rect, red, reference, referencedIdentifier
    case refreshControl, relation, relationship, relationships, relativePath, resources
    case restorationIdentifier, returnKeyType, reuseIdentifier, rightBarButtonItem, rightBarButtonItems
    case rowHeight, scene, sceneID, sceneMemberID, scenes, scrollEnabled, scrollView, searchBar
    case searchField, secondAttribute, secondItem, sectionFooterHeight, sectionHeaderHeight
    case sectionIndexMinimumDisplayRowCount, sections, secureTextEntry, segment, segmentControlStyle
    case segmentedControl, segments, segue, selectable, selected, selectedSegmentIndex, selectionStyle
    case selector, separatorColor, separatorStyle, shadowColor, showsHorizontalScrollIndicator
    case showsVerticalScrollIndicator, simulatedBottomBarMetrics, simulatedMetricsContainer
    case simulatedNavigationBarMetrics, simulatedOrientationMetrics, simulatedScreenMetrics
    case simulatedStatusBarMetrics, simulatedTabBarMetrics, simulatedToolbarMetrics
    case simulatedTopBarMetrics, size, slider, source, sourceIdentifier, splitViewController, stackView
    case startsMediaSession, state, staticText, statusBar, stepper, storyboardIdentifier
    case storyboardName, string, style, subviews, summaryElement, superclassName
    case swipeGestureRecognizer, `switch`, symbolic, systemColor, systemItem, systemVersion, tabBar
    case tabBarController, tabBarItem, tableFooterView, tableHeaderView, tableView, tableViewCell
    case tableViewCellContentView, tableViewController, tableViewSection, tabStops, tag
    case tapGestureRecognizer, targetRuntime, text, textAlignment, textColor, textField
    case textInputTraits, textLabel, textTab, textView, timeIntervalSinceReferenceDate, tintColor
    case title, titleColor, titleShadowColor, titleView, toolbar, toolbarItems, toolsVersion, traits
    case translatesAutoresizingMaskIntoConstraints, translucent, trigger, type, unwindAction
    case updatesFrequently, useAutolayout, userDefinedRuntimeAttribute, userDefinedRuntimeAttributes
    case userInteractionEnabled, userLabel, usesAttributedText
    case useStoryboardIdentifierAsRestorationIdentifier, useTraitCollections, value, variation, version
    case verticalHuggingPriority, view, viewController, viewControllerLayoutGuide
    case viewControllerPlaceholder, viewLayoutGuide, visualEffectView, webView, weight, white, width
    case widthSizable, wkWebView, x, xcode11CocoaTouchSystemColor, y

    /// The word for `text`, or ``unknown``: a small open-addressing table, found by a hash of
    /// the length and the first, last and middle bytes, gives the candidate, whose bytes are
    /// then compared eight at a time with the word's, kept packed in machine words. The tables
    /// take about 10 KiB, so they stay in the processor's caches. A few nanoseconds.
    /// - Complexity: O(1).
    init(_ text: String) {
        self = Self.lookup.word(for: text)
    }

    /// The word as the file writes it.
    var text: String { Self.texts[Int(rawValue)] }

    /// Finds words by their text: every table a lookup reads, in one value built once.
    ///
    /// Code that looks up many words (the importer, about 35,000 per MiB) keeps a copy of
    /// ``lookup`` and calls ``word(for:)`` on it: a lookup through the global costs two to three
    /// times the lookup itself (the global's check and the tables' references).
    struct Lookup: Sendable {
        /// Every word, by raw value.
        let words: [Word] = Word.allCases
        /// Open addressing, ``Lookup/size`` slots: the raw value of a word whose
        /// ``Lookup/key(count:first:last:middle:)`` leads there, 0 for an empty slot. Two bytes a
        /// slot, so the table (2 KiB) stays in the processor's first cache between the parser's
        /// callbacks.
        let slots: [UInt16]
        /// Each word's key, by raw value.
        let keys: [UInt32]
        /// Where each word's bytes start in ``packed``, by raw value.
        let starts: [UInt16]
        /// The words' UTF-8 bytes one after the other, little-endian in machine words, each word
        /// padded with zeros to a whole machine word past its last byte.
        let packed: [UInt64]

        /// The number of slots: a power of two, under half full.
        static let size = 1024

        init() {
            var slots = [UInt16](repeating: 0, count: Self.size)
            var keys = [UInt32](repeating: 0, count: Word.allCases.count)
            var starts = [UInt16](repeating: 0, count: Word.allCases.count)
            var packed: [UInt64] = [0]
            for word in Word.allCases where word != .unknown {
                let bytes = Array(Word.texts[Int(word.rawValue)].utf8)
                guard let first = bytes.first, let last = bytes.last, bytes.count < Word.longest else { continue }
                let key = Self.key(count: bytes.count, first: first, last: last, middle: bytes[bytes.count / 2])
                var index = Self.index(key)
                while slots[index] != 0 { index = (index + 1) & (Self.size - 1) }
                slots[index] = word.rawValue
                keys[Int(word.rawValue)] = key
                starts[Int(word.rawValue)] = UInt16(packed.count)
                var words = [UInt64](repeating: 0, count: bytes.count / 8 + 1)
                for (offset, byte) in bytes.enumerated() { words[offset / 8] |= UInt64(byte) << UInt64(offset % 8 * 8) }
                packed += words
            }
            self.slots = slots
            self.keys = keys
            self.starts = starts
            self.packed = packed
        }

        /// What a candidate must match before its bytes are compared.
        @inline(__always)
        static func key(count: Int, first: UInt8, last: UInt8, middle: UInt8) -> UInt32 {
            UInt32(truncatingIfNeeded: count) | UInt32(first) << 8 | UInt32(last) << 16 | UInt32(middle) << 24
        }

        /// The first slot to look at for `key` (multiplicative hashing).
        @inline(__always)
        static func index(_ key: UInt32) -> Int {
            Int((key &* 0x9E37_79B1) >> 22)
        }

        /// The word for `text`, or ``Word/unknown``.
        func word(for text: String) -> Word {
            let found = text.utf8.withContiguousStorageIfAvailable { text -> Word in
                let count = text.count
                guard count > 0, count < Word.longest, let start = text.baseAddress else { return .unknown }
                let key = Self.key(count: count, first: text[0], last: text[count - 1], middle: text[count / 2])
                return slots.withUnsafeBufferPointer { slots in
                    keys.withUnsafeBufferPointer { keys in
                        packed.withUnsafeBufferPointer { packed in
                            var index = Self.index(key)
                            while slots[index] != 0 {
                                let raw = Int(slots[index])
                                if keys[raw] == key, Self.equal(UnsafeRawPointer(start), count: count, packed, from: Int(starts[raw])) {
                                    return words[raw]
                                }
                                index = (index + 1) & (Self.size - 1)
                            }
                            return .unknown
                        }
                    }
                }
            }
            return found ?? .unknown
        }

        /// Whether the `count` bytes at `start` are those packed from `packed[index]` on.
        @inline(__always)
        private static func equal(_ start: UnsafeRawPointer, count: Int, _ packed: UnsafeBufferPointer<UInt64>, from index: Int) -> Bool {
            var offset = 0, index = index
            while offset + 8 <= count {
                guard UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) == packed[index] else { return false }
                offset += 8
                index += 1
            }
            return tail(start + offset, count: count - offset) == packed[index]
        }

        /// The `count` (0 to 7) bytes at `start`, packed little-endian with zeros above, read
        /// with at most two overlapping loads instead of byte by byte (a loop whose exit the
        /// processor mispredicts, as word lengths vary).
        @inline(__always)
        private static func tail(_ start: UnsafeRawPointer, count: Int) -> UInt64 {
            if count >= 4 {
                let low = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
                let high = UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
                return low | high << UInt64((count - 4) * 8)
            }
            if count >= 2 {
                let low = UInt64(UInt16(littleEndian: start.loadUnaligned(as: UInt16.self)))
                let high = UInt64(UInt16(littleEndian: start.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
                return low | high << UInt64((count - 2) * 8)
            }
            return count == 1 ? UInt64(start.load(as: UInt8.self)) : 0
        }
    }

    /// The tables of ``init(_:)``.
    static let lookup = Lookup()

    /// Whether the importer reads nothing in an element of this name, wherever it is: layout
    /// constraints, autoresizing masks, editor metadata. Such elements are counted as skipped
    /// with everything inside them, without being built.
    var isNeverRead: Bool {
        switch self {
        case .autoresizingMask, .constraints, .layoutGuides, .textInputTraits, .dependencies, .classes,
             .simulatedMetricsContainer, .inferredMetricsTieBreakers, .simulatedStatusBarMetrics,
             .simulatedNavigationBarMetrics, .simulatedTabBarMetrics, .simulatedToolbarMetrics,
             .simulatedOrientationMetrics, .simulatedScreenMetrics, .freeformSimulatedSizeMetrics, .extendedEdge,
             .userDefinedRuntimeAttributes, .customFonts, .gestureRecognizers, .segments, .variation, .mask:
            return true
        default:
            return false
        }
    }

    /// Each word's text, by raw value.
    private static let texts: [String] = allCases.map { $0 == .unknown ? "" : String(describing: $0) }

    /// One more than the longest word's length (each word's bytes are packed in 64).
    private static let longest = 64
}
