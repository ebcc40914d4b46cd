extension NavigationState where Screen: StoryboardScreen {
    /// Performs a storyboard-triggered segue, as when the user taps the cell, bar button or
    /// grid item it was dragged from. In UIKit's order: the segue is looked up from the top
    /// screen's scene, `shouldPerform` may veto it, the destination is built by `prepare`,
    /// then it is pushed on the stack the user sees or presented modally.
    ///
    /// Whether a touch may reach the control at all (not while an alert is up) is
    /// ``ScreenInspector``'s rule, checked before the app's reducer runs.
    ///
    /// - Throws: `SegueError` (`.lookup` when the top scene offers no such segue,
    ///   `.notTriggeredBy` when `sender` is not the segue's control, `.unsupportedKind` for a
    ///   kind other than push, show, modal and presentation, `.preparationFailed`,
    ///   `.destinationMismatch`...); the state is then unchanged.
    /// - Complexity: O(*s* + *n*), for *s* segues and *n* scenes in the storyboard.
    public mutating func triggerSegue<Payload>(
        _ identifier: String,
        sender: SegueSender<Payload>,
        in storyboard: Storyboard,
        handler: SegueHandler<Screen, Payload>
    ) throws(SegueError) -> SegueOutcome {
        // The segue of that name drawn from this control: unnamed segues share the empty name.
        let context: SegueContext<Screen, Payload>
        do {
            context = try self.context(identifier, sender: sender, in: storyboard) { sender.canTrigger($0.trigger) }
        } catch {
            guard case .lookup(.segueNotOffered) = error else { throw error }
            // None from this control: one of that name from another control says which.
            let named = try self.context(identifier, sender: sender, in: storyboard) { _ in true }
            throw .notTriggeredBy(identifier: identifier, trigger: named.segue.trigger, sender: sender.description)
        }
        guard handler.shouldPerform(context) else { return .vetoed(identifier: identifier) }
        return try show(context, in: storyboard, handler: handler)
    }

    /// Performs a segue from code, like `performSegueWithIdentifier:sender:`: any segue the top
    /// screen's scene offers (manual or not), with any sender, and without asking
    /// `shouldPerform`.
    ///
    /// - Throws: `SegueError` (`.lookup`, `.preparationFailed`, `.destinationMismatch`...);
    ///   the state is then unchanged.
    /// - Complexity: O(*s* + *n*), for *s* segues and *n* scenes in the storyboard.
    public mutating func performSegue<Payload>(
        _ identifier: String,
        sender: SegueSender<Payload>,
        in storyboard: Storyboard,
        handler: SegueHandler<Screen, Payload>
    ) throws(SegueError) -> SegueOutcome {
        let context = try context(identifier, sender: sender, in: storyboard) { _ in true }
        return try show(context, in: storyboard, handler: handler)
    }

    /// Looks up the segue from the top screen's scene and bundles what the handler sees.
    private func context<Payload>(
        _ identifier: String,
        sender: SegueSender<Payload>,
        in storyboard: Storyboard,
        where matches: (Segue) -> Bool
    ) throws(SegueError) -> SegueContext<Screen, Payload> {
        let source = currentStack.topEntry
        let segue: Segue
        do {
            segue = try storyboard.segue(identifier: identifier, from: source.screen.scene, where: matches)
        } catch {
            throw .lookup(error)
        }
        return SegueContext(segue: segue, source: source.screen, sourceID: source.id, sender: sender)
    }

    /// Builds the destination with `prepare`, checks it shows the right scene, and pushes or
    /// presents it.
    private mutating func show<Payload>(
        _ context: SegueContext<Screen, Payload>,
        in storyboard: Storyboard,
        handler: SegueHandler<Screen, Payload>
    ) throws(SegueError) -> SegueOutcome {
        let segue = context.segue
        guard let expected = storyboard.contentScene(of: segue.destination) else {
            throw .destinationHasNoContent(identifier: segue.identifier, destination: segue.destination)
        }
        guard segue.kind.pushes || segue.kind.presentsModally else {
            throw .unsupportedKind(identifier: segue.identifier, kind: segue.kind)
        }
        let destination: Screen
        do {
            destination = try handler.prepare(context)
        } catch {
            throw .preparationFailed(identifier: segue.identifier, error)
        }
        guard destination.scene == expected else {
            throw .destinationMismatch(identifier: segue.identifier, expected: expected, actual: destination.scene)
        }
        // Without a navigation controller, show (and what an iPhone performs as show) presents, as
        // UIKit's showViewController does; a push has nothing to push on.
        let inNavigationController = currentStack.showsNavigationBar
        if segue.kind == .push, !inNavigationController {
            throw .pushOutsideNavigationController(identifier: segue.identifier)
        }
        if segue.kind.pushes, inNavigationController {
            return .pushed(identifier: segue.identifier, destination: push(destination, transition: segue.customTransition))
        }
        let destinationInNavigationController = storyboard.scene(segue.destination)?.kind == .navigationController
        return .presented(
            identifier: segue.identifier,
            destination: presentModal(
                destination, inNavigationController: destinationInNavigationController, pageSheet: segue.presentationStyle == .pageSheet,
                transition: segue.customTransition))
    }
}

/// What performing a segue did.
public enum SegueOutcome: Hashable, Sendable {
    /// The destination was pushed on the stack the user sees, with this id.
    case pushed(identifier: String, destination: ScreenID)
    /// The destination was presented modally as the root of a new stack, with this id.
    case presented(identifier: String, destination: ScreenID)
    /// `shouldPerform` said no; nothing changed.
    case vetoed(identifier: String)
}
