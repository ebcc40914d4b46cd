import Presentation

/// `--device iphone-3.5in|iphone-4in`, as `show` and a host's own commands (the demo host's
/// `audit`) take it.
public enum DeviceOption {
    /// The device named after `--device` in `arguments` (the 3.5-inch iPhone without the
    /// flag), or the message saying what the flag takes.
    public static func parse(_ arguments: [String]) -> Result<Device, DeviceOptionError> {
        switch flag.lookup(in: arguments) {
        case .absent: return .success(.iPhone35Inch)
        case .missingValue: return .failure(DeviceOptionError())
        case .value(let name): return Device(rawValue: name).map(Result.success) ?? .failure(DeviceOptionError())
        }
    }

    /// `arguments` without `--device` and its value.
    public static func removing(from arguments: [String]) -> [String] {
        flag.removing(from: arguments)
    }

    private static let flag = FlagValue(flag: "--device")
}

/// A `--device` flag without a device the package knows.
public struct DeviceOptionError: Error, Equatable, Sendable, FlagValueError {
    /// What the flag takes.
    public var message: String {
        "--device takes one of: " + Device.allCases.map(\.rawValue).joined(separator: ", ") + "."
    }
}
