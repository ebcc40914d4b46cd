/// The arguments of a `storyboard` command: files, and options with values (`--scene NAME`;
/// `--sources` takes every argument up to the next option).
struct StoryboardArguments {
    /// The file arguments, in order.
    var files: [String] = []
    /// Each option's values.
    var values: [String: [String]] = [:]

    /// A usage mistake, in words.
    struct Mistake: Error, CustomStringConvertible {
        /// What is wrong.
        var description: String
    }

    /// Parses `arguments`, accepting only `options`; those in `multiValued` take several values.
    /// - Throws: ``Mistake`` for an unknown option or an option without a value.
    init(_ arguments: [String], options: Set<String>, multiValued: Set<String> = []) throws(Mistake) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                files.append(argument)
                continue
            }
            guard options.contains(argument) else {
                throw Mistake(description: "Unknown option \(argument); this command takes: \(options.sorted().joined(separator: ", ")).")
            }
            var taken: [String] = []
            while index < arguments.count, !arguments[index].hasPrefix("--"), taken.isEmpty || multiValued.contains(argument) {
                taken.append(arguments[index])
                index += 1
            }
            guard !taken.isEmpty else { throw Mistake(description: "\(argument) needs a value.") }
            values[argument, default: []] += taken
        }
    }
}
