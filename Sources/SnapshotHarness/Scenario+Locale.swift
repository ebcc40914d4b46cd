import Presentation

extension Scenario {
    /// The scenario shown in `locale` (`Screen/localized(in:)`), named after it with the
    /// locale's suffix (`speakeasy/events/loaded-pseudo`), keeping `formats`; a text output
    /// stays as it is. `DisplayLocale/base` returns the scenario unchanged.
    /// - Throws: ``SnapshotNameError`` when the suffixed name is not a valid reference name.
    public func localized(in locale: DisplayLocale, formats: [Snapshotting<Screen>] = [.text, .audit]) throws(SnapshotNameError) -> Scenario {
        guard locale != .base else { return self }
        let produce = self.produce
        return Scenario(try SnapshotName(name.rawValue + "-" + locale.rawValue), summary: summary + " (in the \(locale.rawValue) locale)", formats: formats) {
            switch try await produce() {
            case .screen(let screen): .screen(screen.localized(in: locale))
            case .text(let text): .text(text)
            }
        }
    }
}
