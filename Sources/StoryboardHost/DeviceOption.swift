import Presentation

/// `--device iphone-3.5in|iphone-4in`, as `show` and a host's own commands (the demo host's
/// `audit`) take it.
public enum DeviceOption {
    /// The device named after `--device` in `arguments` (the 3.5-inch iPhone without the
    /// flag), or the message saying what the flag takes.
    public static func parse(_ arguments: [String]) -> Result<Device, DeviceOptionError> {
        guard let index = arguments.firstIndex(of: "--device") else { return .success(.iPhone35Inch) }
        guard index + 1 < arguments.count, let device = Device(rawValue: arguments[index + 1]) else { return .failure(DeviceOptionError()) }
        return .success(device)
    }

    /// `arguments` without `--device` and its value.
    public static func removing(from arguments: [String]) -> [String] {
        guard let index = arguments.firstIndex(of: "--device") else { return arguments }
        var rest = arguments
        rest.removeSubrange(index..<min(arguments.count, index + 2))
        return rest
    }
}

/// A `--device` flag without a device the package knows.
public struct DeviceOptionError: Error, Equatable, Sendable {
    /// What the flag takes.
    public var message: String {
        "--device takes one of: " + Device.allCases.map(\.rawValue).joined(separator: ", ") + "."
    }
}
