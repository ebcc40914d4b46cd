import Navigation

/// The SpeakEasy segues' `prepareForSegue:sender:`, as one pure function from the source
/// screen and the sender to the destination screen.
enum SpeakEasySegues {
    /// Builds each segue's destination: Event Details with the tapped event; the Presenter with
    /// the Event Details' fetched speaker and photo state; the Presenter with the tapped
    /// speaker, whose photo it then loads. Every segue may be performed.
    static let handler = SegueHandler<SpeakEasyScreen, Never>(prepare: { context throws(SeguePreparationError) in
        switch context.segue.identifier {
        case SpeakEasyStoryboard.eventDetailsSegue:
            guard case .events(let list) = context.source, case .cell(_, let row) = context.sender,
                  list.events.indices.contains(row) else {
                throw .invalidSender(context.sender.description)
            }
            return .eventDetails(EventDetailsState(event: list.events[row]))
        case SpeakEasyStoryboard.eventPresenterSegue:
            guard case .eventDetails(let details) = context.source else { throw .invalidSender(context.sender.description) }
            guard case .loaded(let speaker, let image) = details.presenter else {
                throw .nothingToPass(reason: "the presenter of \(details.event.name) has not been fetched")
            }
            return .presenterDetails(PresenterDetailsState(speaker: speaker, image: image))
        case SpeakEasyStoryboard.speakerPresenterSegue:
            guard case .speakers(let list) = context.source, case .cell(_, let row) = context.sender,
                  list.speakers.indices.contains(row) else {
                throw .invalidSender(context.sender.description)
            }
            return .presenterDetails(PresenterDetailsState(speaker: list.speakers[row], image: .pending))
        default:
            throw .unhandledSegue(context.segue.identifier)
        }
    })
}
