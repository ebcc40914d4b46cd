/// A flag that takes one value (`--device iphone-4in`, `--locale pseudo`), wherever it stands
/// in the arguments: what follows it, and the arguments without the two.
struct FlagValue {
    /// The flag, with its dashes.
    let flag: String

    /// What `arguments` say of the flag: absent, present without a value, or its value.
    enum Lookup: Equatable {
        /// The flag is not there.
        case absent
        /// The flag is the last argument.
        case missingValue
        /// The argument after the flag.
        case value(String)
    }

    /// The flag's value in `arguments` (its first occurrence).
    /// - Complexity: O(n) in the arguments.
    func lookup(in arguments: [String]) -> Lookup {
        guard let index = arguments.firstIndex(of: flag) else { return .absent }
        return index + 1 < arguments.count ? .value(arguments[index + 1]) : .missingValue
    }

    /// `arguments` without the flag and its value.
    /// - Complexity: O(n) in the arguments.
    func removing(from arguments: [String]) -> [String] {
        guard let index = arguments.firstIndex(of: flag) else { return arguments }
        var rest = arguments
        rest.removeSubrange(index..<min(arguments.count, index + 2))
        return rest
    }
}

/// What a flag's value was wrong about, in words that say what the flag takes.
protocol FlagValueError: Error {
    /// The message for the user.
    var message: String { get }
}

extension HostTerminal {
    /// The value a flag was parsed to; nil, having written what the flag takes, when it names
    /// none.
    func chosen<Value, Failure: FlagValueError>(_ parsed: Result<Value, Failure>) -> Value? {
        switch parsed {
        case .success(let value): return value
        case .failure(let error):
            errorOutput(error.message)
            return nil
        }
    }
}
