import Presentation
import SnapshotHarness
import StoryboardHost

/// `swift run DemoHost audit [SCENARIO...] [--report-only] [--reading-order] [--minimum-target WxH] [--device D] [--locale L] [--text-size S] [--appearance A]`:
/// the accessibility audit of the catalog's screens, the findings per scenario and a summary
/// with the count per rule; status 1 when a finding is not suppressed (0 with
/// `--report-only`), 2 for a wrong argument.
@MainActor
struct AuditCommand {
    /// Where text goes.
    var output: (String) -> Void
    /// Where errors go.
    var errorOutput: (String) -> Void

    static let usage = """
          audit [SCENARIO...] [--report-only] [--reading-order]
                [--minimum-target WxH] [--device D] [--locale L] [--text-size S]
                [--appearance A]
                                            The accessibility audit of every screen (or
                                            of the scenarios named, or under a folder
                                            such as `speakeasy/events`): findings per
                                            rule and a summary; status 1 when a finding
                                            is not suppressed (0 with --report-only).
                                            --minimum-target 24x24 checks WCAG 2.2 AA's
                                            target size instead of 44x44; --device
                                            iphone-4in audits the 4-inch screens (or
                                            iphone-se, iphone-15, iphone-16-pro-max);
                                            --locale pseudo the pseudo-translated ones;
                                            --text-size ax5 them at a Dynamic Type size;
                                            --appearance dark them in dark mode.
        """

    /// The parsed arguments.
    private struct Options {
        var names: [String] = []
        var reportOnly = false
        var readingOrder = false
        var audit = AccessibilityAudit()
        var device = Device.iPhone35Inch
        var locale = DisplayLocale.base
        var textSize = ContentSizeCategory.large
        var appearance = Appearance.light
    }

    /// Runs the command and returns the exit status.
    func run(_ arguments: [String], catalog: ScenarioCatalog) async -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let message):
            errorOutput(message.text)
            return 2
        }
        var scenarios: [Scenario] = []
        for name in options.names {
            let matching = catalog.scenarios.filter { $0.name.rawValue == name || $0.name.rawValue.hasPrefix(name.hasSuffix("/") ? name : name + "/") }
            guard !matching.isEmpty else {
                errorOutput("No scenario named \"\(TerminalText.echo(name))\" or under it; `swift run DemoHost list` lists them.")
                return 2
            }
            scenarios += matching.filter { candidate in !scenarios.contains { $0.name == candidate.name } }
        }
        if options.names.isEmpty { scenarios = catalog.scenarios }
        let showsOrder = options.readingOrder || (options.names.count == 1 && scenarios.count == 1)
        var totals = AuditTotals()
        for scenario in scenarios {
            let produced: ScenarioOutput
            do {
                produced = try await scenario.produce()
            } catch {
                errorOutput("Scenario \(scenario.name) failed: \(error)")
                return 1
            }
            guard case .screen(let screen) = produced else { continue }  // a storyboard graph: no screen
            let report = options.audit.audit(
                screen.laidOut(on: options.device).localized(in: options.locale).atTextSize(options.textSize).inAppearance(options.appearance))
            totals.add(report)
            let text = report.text
            let shown = showsOrder ? text : String(text[..<(text.range(of: "\nreading order")?.lowerBound ?? text.endIndex)]) + "\n"
            output(withoutFinalNewline("== " + scenario.name.rawValue + "\n" + shown))
        }
        output(totals.summary(minimum: options.audit.minimumTargetSize))
        return totals.findings > 0 && !options.reportOnly ? 1 : 0
    }

    /// `text` without its last newline: `output` ends every text with one.
    private func withoutFinalNewline(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    private struct Message: Error {
        var text: String
    }

    private func parse(_ arguments: [String]) -> Result<Options, Message> {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--report-only": options.reportOnly = true
            case "--reading-order": options.readingOrder = true
            case "--device":
                switch DeviceOption.parse(Array(arguments[index...])) {
                case .success(let device): options.device = device
                case .failure(let error): return .failure(Message(text: error.message))
                }
                index += 1
            case "--locale":
                switch LocaleOption.parse(Array(arguments[index...])) {
                case .success(let locale): options.locale = locale
                case .failure(let error): return .failure(Message(text: error.message))
                }
                index += 1
            case "--text-size":
                switch TextSizeOption.parse(Array(arguments[index...])) {
                case .success(let textSize): options.textSize = textSize
                case .failure(let error): return .failure(Message(text: error.message))
                }
                index += 1
            case "--appearance":
                switch AppearanceOption.parse(Array(arguments[index...])) {
                case .success(let appearance): options.appearance = appearance
                case .failure(let error): return .failure(Message(text: error.message))
                }
                index += 1
            case "--minimum-target":
                guard index + 1 < arguments.count, let size = AuditCommand.size(arguments[index + 1]) else {
                    return .failure(Message(text: "--minimum-target takes a size in points such as 44x44 or 24x24."))
                }
                options.audit = AccessibilityAudit(minimumTargetSize: size)
                index += 1
            default:
                guard !argument.hasPrefix("-") else {
                    return .failure(Message(text: "Unknown option \"\(TerminalText.echo(argument))\" for audit.\n\n" + AuditCommand.usage))
                }
                options.names.append(argument)
            }
            index += 1
        }
        return .success(options)
    }

    private static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return Size(width: width, height: height)
    }
}

/// The counts over every audited screen.
struct AuditTotals {
    private(set) var screens = 0
    private(set) var screensWithFindings = 0
    private(set) var findings = 0
    private(set) var suppressed = 0
    private(set) var notChecked = 0
    private var perRule: [AuditRule: Int] = [:]

    mutating func add(_ report: AuditReport) {
        screens += 1
        if !report.findings.isEmpty { screensWithFindings += 1 }
        findings += report.findings.count
        suppressed += report.suppressed.count
        notChecked += report.notChecked.count
        for rule in AuditRule.allCases { perRule[rule, default: 0] += report.count(of: rule) }
    }

    /// `Audited 67 screens (targets at least 44x44): 120 findings on 50 screens ...`.
    func summary(minimum: Size) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) " + noun + (number == 1 ? "" : "s") }
        var lines = [
            "Audited " + count(screens, "screen") + " (targets at least \(PointFormat.string(minimum))): " + count(findings, "finding")
                + " on " + count(screensWithFindings, "screen") + ", \(suppressed) suppressed, \(notChecked) not checked."
        ]
        let width = AuditRule.allCases.map(\.rawValue.count).max() ?? 0
        for rule in AuditRule.allCases {
            let count = String(perRule[rule, default: 0])
            lines.append(
                "  " + rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(repeating: " ", count: max(0, 5 - count.count))
                    + count + "  " + rule.summary)
        }
        return lines.joined(separator: "\n")
    }
}
