/// The sections of the Event Details table, the seed's `EventDetailsViewControllerSection`.
enum EventDetailsSection: Int, CaseIterable, Sendable {
    /// "General Info": name, date, location, description.
    case general = 0
    /// "Presenter": one row with a disclosure indicator.
    case presenter = 1

    /// The section's header title in the storyboard.
    var headerTitle: String {
        switch self {
        case .general: "General Info"
        case .presenter: "Presenter"
        }
    }

    /// The number of rows (the seed's `tableView:numberOfRowsInSection:`).
    var rowCount: Int {
        switch self {
        case .general: EventDetailsGeneralRow.allCases.count
        case .presenter: 1
        }
    }
}

/// The rows of the "General Info" section, the seed's `EventDetailsViewControllerGeneralRow`.
enum EventDetailsGeneralRow: Int, CaseIterable, Sendable {
    /// The event's name.
    case name = 0
    /// The event's date (``Event/dateText``).
    case date = 1
    /// Where it takes place.
    case location = 2
    /// The description, in a scrolling text view.
    case description = 3

    /// The row's height (the seed's `tableView:heightForRowAtIndexPath:`): 85 for the
    /// description, 45 for the others.
    var height: Double {
        self == .description ? 85 : 45
    }
}

extension EventDetailsSection {
    /// The height of the presenter row, and of every row but the description.
    static let defaultRowHeight: Double = 45
}
