import Presentation

extension Scenario {
    /// The scenario laid out for `device` (`Screen/laidOut(on:)`), named after it with the
    /// device's suffix (`speakeasy/events/loaded-4in`, `speakeasy/events/loaded-iphone-15`),
    /// keeping `formats`; a text output stays as it is.
    /// - Throws: ``SnapshotNameError`` when the suffixed name is not a valid reference name.
    public func laidOut(on device: Device, formats: [Snapshotting<Screen>] = [.text, .audit]) throws(SnapshotNameError) -> Scenario {
        let suffix =
            switch device {
            case .iPhone35Inch: "-3.5in"
            case .iPhone4Inch: "-4in"
            default: "-" + device.rawValue
            }
        let produce = self.produce
        return Scenario(try SnapshotName(name.rawValue + suffix), summary: summary + " (on the \(device.rawValue) screen)", formats: formats) {
            switch try await produce() {
            case .screen(let screen): .screen(screen.laidOut(on: device))
            case .text(let text): .text(text)
            }
        }
    }
}
