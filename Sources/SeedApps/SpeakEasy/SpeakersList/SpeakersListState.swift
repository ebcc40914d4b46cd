/// The Speakers tab's root screen: the speakers fetched so far and whether a fetch is running.
public struct SpeakersListState: Hashable, Sendable {
    /// The speakers shown; a failed fetch keeps the previous ones.
    public internal(set) var speakers: [Speaker] = []
    /// Whether a speakers fetch is running.
    public internal(set) var isLoading = false
    /// Whether the tab has been shown once. UIKit loads a tab's view (and the seed's
    /// `viewDidLoad` fetch runs) the first time the tab is selected, not at launch.
    public internal(set) var hasAppeared = false
    /// How far the table is scrolled down, in points.
    public internal(set) var contentOffsetY: Double = 0

    /// Scrolls the table to `y`, clamped to its content as UIKit rests it.
    mutating func scroll(to y: Double) {
        contentOffsetY = SpeakEasyStyle.clampedOffset(y, rows: speakers.count, rowHeight: SpeakEasyStyle.speakerRowHeight)
    }

    /// Shows the speakers a fetch returned, keeping the scroll offset inside the new list.
    mutating func receive(_ speakers: [Speaker]) {
        self.speakers = speakers
        isLoading = false
        scroll(to: contentOffsetY)
    }
}
