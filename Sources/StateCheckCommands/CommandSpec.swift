import StateCheck

/// The description of one `statecheck` subcommand: its options and the help
/// text generated from them.
public struct CommandSpec: Sendable {
    /// The subcommand (`check`).
    public var name: String
    /// One line for the command list.
    public var abstract: String
    /// The positional arguments as the usage line shows them (`[PATH ...]`).
    public var arguments: String
    /// The options the command accepts.
    public var options: [OptionSpec]
    /// Paragraphs printed after the options.
    public var discussion: String

    /// Creates a command description.
    public init(name: String, abstract: String, arguments: String, options: [OptionSpec], discussion: String = "") {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    /// The `--help` text.
    public var help: String {
        var out = "OVERVIEW: \(abstract)\n\nUSAGE: statecheck \(name)"
        if !arguments.isEmpty { out += " \(arguments)" }
        if !options.isEmpty { out += " [options]" }
        out += "\n"
        if !options.isEmpty {
            out += "\nOPTIONS:\n"
            let rows = (options + [OptionSpec.help]).map { ($0.synopsis, $0.help) }
            let width = rows.map(\.0.count).max() ?? 0
            for (syn, help) in rows {
                out += "  " + syn.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help + "\n"
            }
        }
        if !discussion.isEmpty { out += "\n" + discussion + (discussion.hasSuffix("\n") ? "" : "\n") }
        return out
    }

    /// Parses `arguments` (everything after the subcommand name).
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            if arg == "-h" || arg == "--help" { result.wantsHelp = true; continue }
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let known = options.flatMap(\.names)
                var message = "unknown option '\(name)' for 'statecheck \(self.name)'"
                if let near = closest(name, in: known) { message += "; did you mean '\(near)'?" }
                throw UsageError(message + " (see 'statecheck \(self.name) --help')")
            }
            let key = option.names[0]
            if option.valueName == nil {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(key)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if i < arguments.count {
                value = arguments[i]
                i += 1
            } else {
                throw UsageError("option '\(name)' needs a value (\(option.valueName ?? "VALUE"))")
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                throw UsageError("'\(value)' is not a valid value for '\(name)'; expected one of: \(allowed.joined(separator: ", "))")
            }
            if !option.repeatable, result.values[key] != nil {
                throw UsageError("option '\(name)' given more than once")
            }
            result.values[key, default: []].append(value)
        }
        return result
    }
}

/// One option of a command.
public struct OptionSpec: Sendable {
    /// Spellings, the first is canonical (`--format`, `-f`).
    public var names: [String]
    /// The value's placeholder; nil for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// The only values accepted, when restricted.
    public var allowedValues: [String]?
    /// Whether it may be given several times.
    public var repeatable: Bool

    /// Creates an option.
    public init(_ names: [String], value: String? = nil, help: String, allowed: [String]? = nil, repeatable: Bool = false) {
        self.names = names
        self.valueName = value
        self.help = help
        self.allowedValues = allowed
        self.repeatable = repeatable
    }

    /// `--format <text|json>`.
    var synopsis: String {
        names.joined(separator: ", ") + (valueName.map { " <\($0)>" } ?? "")
    }

    static let help = OptionSpec(["-h", "--help"], help: "Show help for this command.")
}

/// Parsed command-line arguments.
public struct ParsedArguments: Sendable, Equatable {
    /// Arguments that are not options, in order.
    public var positionals: [String] = []
    /// Option values by canonical name, in order.
    public var values: [String: [String]] = [:]
    /// Flags given, by canonical name.
    public var flags: Set<String> = []
    /// Whether `-h` / `--help` was given.
    public var wantsHelp = false

    /// The last value of an option.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// An integer option, validated.
    public func int(_ name: String, min: Int = 0) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let n = Int(raw.replacingOccurrences(of: "_", with: "")), n >= min else {
            throw UsageError("'\(raw)' is not a valid value for '\(name)'; expected an integer ≥ \(min)")
        }
        return n
    }

    /// A number-of-seconds option, validated.
    public func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let raw = value(name) else { return nil }
        let trimmed = raw.hasSuffix("s") ? String(raw.dropLast()) : raw
        guard let s = Double(trimmed), s.isFinite, s > 0 else {
            throw UsageError("'\(raw)' is not a valid value for '\(name)'; expected a number of seconds > 0")
        }
        return s
    }
}

/// A mistake in how a command was called (exit code 2).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to write instead.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

/// The nearest candidate by edit distance, when it is close enough to be a typo.
package func closest(_ word: String, in candidates: [String]) -> String? {
    var best: (String, Int)?
    for c in candidates {
        let d = editDistance(Array(word), Array(c))
        if d <= max(2, word.count / 3), best.map({ d < $0.1 }) ?? true { best = (c, d) }
    }
    return best?.0
}

func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count)
    var cur = prev
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&prev, &cur)
    }
    return prev[b.count]
}
