extension NavigationState {
    /// The screens an unwind segue from the top screen may go back to, nearest first: the
    /// screens under it on its stack, then each stack it was presented from, top to bottom
    /// (the modals under it, then the tab or stack at the root), as UIKit searches them.
    /// - Complexity: O(*n*) in the screens on those stacks.
    public var unwindCandidates: [ScreenID] {
        var stacks: [NavigationStack<Screen>] = [root.currentStack] + modals
        var candidates: [ScreenID] = []
        if let top = stacks.popLast() { candidates += top.entries.dropLast().reversed().map(\.id) }
        for stack in stacks.reversed() { candidates += stack.entries.reversed().map(\.id) }
        return candidates
    }

    /// Goes back to the screen `id`: dismisses the modals above its stack and pops its stack to
    /// it. False, and no change, when it is not on the stack the user sees or one it was
    /// presented from.
    /// - Complexity: O(*n*) in the screens on those stacks.
    @discardableResult
    public mutating func unwind(to id: ScreenID) -> Bool {
        guard unwindCandidates.contains(id) else { return false }
        while let modal, !modal.contains(id) { modals.removeLast() }
        updateCurrentStack { _ = $0.pop(to: id) }
        return true
    }
}
