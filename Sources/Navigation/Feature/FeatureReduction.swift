import Presentation

/// One action of a ``FeatureApp`` being applied: the state as it changes, and the effects the
/// screens start, in order. Touches go to the screen on top, messages to their screen, and
/// the commands the screens return are carried out here.
struct FeatureReduction<App: FeatureApp> {
    typealias Screen = FeatureScreen<App.ScreenEffect, App.ScreenMessage>
    typealias Command = ScreenCommand<App.ScreenEffect, App.ScreenMessage>

    /// The app.
    let app: App
    /// The state, changed as the action is applied.
    var state: FeatureAppState<App.ScreenEffect, App.ScreenMessage>
    /// The effects started, in order.
    var effects: [RoutedEffect<App.ScreenEffect>] = []

    /// How many messages may send further messages before the chain counts as a loop.
    static var messageDepthLimit: Int { 64 }

    /// What a screen's methods see of where it is.
    func context(_ id: ScreenID) -> ScreenContext {
        ScreenContext(id: id, storyboard: app.storyboard, isEditing: state.tableEditing[id]?.isEditing ?? false)
    }

    // MARK: Touches

    /// A touch the screen offered: the chrome's own (tab, back, alert button), a segue the
    /// storyboard draws from the control, or the screen's code.
    mutating func handle(_ touch: UserAction) throws(WiringError) {
        if try handleEditing(touch) { return }
        switch touch {
        case .tapTab(let index):
            switch try state.navigation.reduce(.tapTab(index)) {
            case .tabSelected(.switched): try appear(state.navigation.topID)
            case .tabSelected(.reselected(_, let popped)) where !popped.isEmpty: try appear(state.navigation.topID)
            default: break
            }
        case .swipeDown:
            guard state.navigation.modal?.isPageSheet == true else { throw .unhandledControl("\(touch) (no page sheet is shown)") }
            do {
                _ = try state.navigation.dismissModal()
            } catch {
                throw .navigation(error)
            }
            try appear(state.navigation.topID)
        case .tapBack:
            _ = try state.navigation.reduce(.tapBack)
            try appear(state.navigation.topID)
        case .tapAlertButton(let index):
            guard case .alertButtonTapped(_, let routed?) = try state.navigation.reduce(.tapAlertButton(index)) else { return }
            try deliver(routed, depth: 0)
        default:
            let id = state.navigation.topID
            let sender = segueSender(for: touch, on: state.navigation.top, id: id)
            if let sender {
                let drawn = app.storyboard.segues(from: state.navigation.top.scene).filter { sender.canTrigger($0.trigger) }
                if let segue = drawn.first {
                    guard drawn.count == 1 else {
                        let names = drawn.map(\.displayName).joined(separator: ", ")
                        throw .segue(.lookup(.ambiguousSegue(identifier: names, scene: state.navigation.top.scene, count: drawn.count)))
                    }
                    if segue.kind == .unwind {
                        try performUnwind(segue, sender: sender)
                    } else {
                        try performSegue(segue.identifier, sender: sender, triggered: true)
                    }
                    return
                }
            }
            var feature = state.navigation.top.feature
            if let control = touch.controlName,
                let action = app.storyboard.scene(state.navigation.top.scene)?.actions.first(where: { $0.control == control })
            {
                guard let commands = feature.perform(action.selector, sender: touch, in: context(id)) else {
                    throw .unhandledControl(
                        "\(touch) (scene \(state.navigation.top.scene); the storyboard wires it to \(action.selector), which the screen does not perform)")
                }
                replace(id, with: feature)
                try execute(commands, from: id, depth: 0)
                return
            }
            // Return in a text view types a new line, as UIKit's does.
            let touch = touch == .tapReturn && drawnScreen(of: id).focusedInput?.kind == .textView ? UserAction.typeText("\n") : touch
            guard let commands = feature.handle(touch, in: context(id)) else {
                // Without code, return and a tap on the background do nothing, as in UIKit.
                if touch == .tapReturn || touch == .tapOutside { return }
                // A cell, bar button or grid item is usually meant to lead somewhere; a button
                // is as often an action, so its message names only the control.
                let noSegue = sender.flatMap { if case .control = $0 { nil } else { "; the storyboard draws no segue from \($0)" } } ?? ""
                throw .unhandledControl("\(touch) (scene \(state.navigation.top.scene)\(noSegue))")
            }
            replace(id, with: feature)
            try execute(commands, from: id, depth: 0)
        }
    }

    /// What `feature`, as the screen `id`, draws now, without the chrome: what a touch's
    /// meaning depends on (a row's prototype, the focused input, the rows an edit left).
    func drawn(_ feature: any ScreenFeature<App.ScreenEffect, App.ScreenMessage>, id: ScreenID) -> Presentation.Screen {
        Presentation.Screen(appName: app.name, content: feature.render(in: context(id)).elements)
    }

    /// The screen `id` as its feature draws it now, without the chrome.
    private func drawnScreen(of id: ScreenID) -> Presentation.Screen {
        guard let feature = state.navigation.screen(id)?.feature else { return Presentation.Screen(appName: app.name, content: []) }
        return drawn(feature, id: id)
    }

    /// The sender a touch is to the storyboard: a cell of the prototype the screen draws at
    /// that row, a bar button, a grid item; nil for other touches.
    private func segueSender(for touch: UserAction, on screen: Screen, id: ScreenID) -> SegueSender<Never>? {
        // What the screen draws, asked only for a touch whose sender depends on it (a row's or an item's cell).
        func drawn() -> ScreenInspector {
            ScreenInspector(self.drawn(screen.feature, id: id))
        }
        switch touch {
        case .tapBarButton(let button): return .barButton(button)
        case .tapGridItem(let index):
            let cells = drawn().grid?.cells ?? []
            return .gridItem(index, reuseIdentifier: cells.indices.contains(index) ? cells[index].reuseIdentifier : nil)
        case .tapButton(let name), .performGesture(let name): return .control(name)
        case .tapRow(let indexPath), .tapAccessory(let indexPath):
            guard let table = drawn().table,
                indexPath.section >= 0, indexPath.section < table.dataSource.numberOfSections,
                indexPath.row >= 0, indexPath.row < table.dataSource.numberOfRows(inSection: indexPath.section)
            else { return nil }
            let cell = table.dataSource.cell(at: indexPath)
            if case .tapAccessory = touch {
                return .accessory(section: indexPath.section, row: indexPath.row, prototype: cell.reuseIdentifier)
            }
            return .cell(section: indexPath.section, row: indexPath.row, prototype: cell.reuseIdentifier)
        default: return nil
        }
    }

    // MARK: Segues and loading

    /// Performs the segue `identifier` from the screen on top, as the user's touch on its
    /// control (`triggered`: the screen's `shouldPerform` is asked) or from code; the screen it
    /// shows loads.
    mutating func performSegue(_ identifier: String, sender: SegueSender<Never>, triggered: Bool) throws(WiringError) {
        let storyboard = app.storyboard
        if !triggered, let unwind = storyboard.segues(from: state.navigation.top.scene).first(where: { $0.identifier == identifier && $0.kind == .unwind }) {
            try performUnwind(unwind, sender: sender)
            return
        }
        let handler = SegueHandler<Screen, Never>(
            shouldPerform: { $0.source.feature.shouldPerform($0.segue, sender: $0.sender) },
            prepare: { segue throws(SeguePreparationError) in
                let context = ScreenContext(id: segue.sourceID, storyboard: storyboard)
                return FeatureScreen(try segue.source.feature.prepare(for: segue.segue, sender: segue.sender, in: context))
            })
        let outcome: SegueOutcome
        do {
            outcome =
                triggered
                ? try state.navigation.triggerSegue(identifier, sender: sender, in: storyboard, handler: handler)
                : try state.navigation.performSegue(identifier, sender: sender, in: storyboard, handler: handler)
        } catch {
            throw .segue(error)
        }
        switch outcome {
        case .pushed(_, let destination), .presented(_, let destination): try appear(destination)
        case .vetoed: break
        }
    }

    /// An unwind segue from the screen on top, started by `sender`: the screen prepares for
    /// it (``ScreenFeature/prepare(forUnwind:sender:in:)``, UIKit's `prepareForSegue:` on the
    /// source), then the nearest screen under it that implements its action
    /// (``ScreenFeature/unwind(_:from:in:)``) is gone back to, popping and dismissing what is
    /// above it, runs what it returned, and appears.
    mutating func performUnwind(_ segue: Segue, sender: SegueSender<Never>) throws(WiringError) {
        guard let action = segue.unwindAction, !action.isEmpty else {
            throw .segue(.noUnwindDestination(identifier: segue.displayName, action: nil))
        }
        let sourceID = state.navigation.topID
        var source = state.navigation.top.feature
        source.prepare(forUnwind: segue, sender: sender, in: context(sourceID))
        replace(sourceID, with: source)
        for id in state.navigation.unwindCandidates {
            guard var feature = state.navigation.screen(id)?.feature,
                let commands = feature.unwind(action, from: source, in: context(id))
            else { continue }
            state.navigation.unwind(to: id)
            replace(id, with: feature)
            try execute(commands, from: id, depth: 0)
            try appear(id)
            return
        }
        throw .segue(.noUnwindDestination(identifier: segue.displayName, action: action))
    }

    /// The screen `id` becomes the one the user sees: its ``ScreenFeature/didLoad(in:)`` runs
    /// the first time, then its ``ScreenFeature/willAppear(in:)`` every time.
    mutating func appear(_ id: ScreenID) throws(WiringError) {
        guard var feature = state.navigation.screen(id)?.feature else { return }
        var commands: [Command] = []
        if !state.loaded.contains(id) {
            state.loaded.insert(id)
            commands = feature.didLoad(in: context(id))
        }
        commands += feature.willAppear(in: context(id))
        replace(id, with: feature)
        try execute(commands, from: id, depth: 0)
    }

    // MARK: Messages and commands

    /// Gives `routed` to its screen; a message for a screen that is gone is dropped, as a
    /// result for a view controller that was released.
    mutating func deliver(_ routed: RoutedMessage<App.ScreenMessage>, depth: Int) throws(WiringError) {
        guard depth < Self.messageDepthLimit else { throw .messageLoop(String(describing: routed.message)) }
        guard var feature = state.navigation.screen(routed.screen)?.feature else { return }
        let commands = feature.receive(routed.message, in: context(routed.screen))
        replace(routed.screen, with: feature)
        try execute(commands, from: routed.screen, depth: depth)
    }

    /// Carries out what the screen `origin` asked for, in order.
    mutating func execute(_ commands: [Command], from origin: ScreenID, depth: Int) throws(WiringError) {
        for command in commands {
            switch command {
            case .run(let effect):
                effects.append(RoutedEffect(effect, for: origin))
            case .runReporting(let effect, let delegate):
                effects.append(RoutedEffect(effect, for: delegate))
            case .performSegue(let identifier, let sender):
                // A segue leaves the screen the user sees; a screen not on top does not navigate.
                guard state.navigation.topID == origin else { continue }
                try performSegue(identifier, sender: sender, triggered: false)
            case .pop(let id):
                guard state.navigation.topID == id else { continue }
                state.navigation.pop()
                try appear(state.navigation.topID)
            case .dismissModal:
                guard state.navigation.modal != nil else { continue }
                do {
                    try state.navigation.dismissModal()
                } catch {
                    throw .navigation(error)
                }
                try appear(state.navigation.topID)
            case .alert(let alert):
                state.navigation.presentAlert(alert.routed(to: origin))
            case .send(let message, let target):
                try deliver(RoutedMessage(message, to: target), depth: depth + 1)
            case .broadcast(let message):
                for entry in state.navigation.entries where entry.id != origin {
                    try deliver(RoutedMessage(message, to: entry.id), depth: depth + 1)
                }
            }
        }
    }

    /// Puts `feature` back as the screen `id`.
    mutating func replace(_ id: ScreenID, with feature: any ScreenFeature<App.ScreenEffect, App.ScreenMessage>) {
        state.navigation.update(id) { $0 = FeatureScreen(feature) }
    }
}
