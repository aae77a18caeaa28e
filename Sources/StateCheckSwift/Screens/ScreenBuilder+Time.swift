import StateCheckLanguage

/// `Task.sleep(for:)`, `Task.sleep(nanoseconds:)` and `Task.sleep(until:)`
/// in a screen's code: a wait on the environment's discrete clock, whose
/// duration is an integer literal.
extension ScreenBuilder {
    /// The duration `args` give `Task.sleep`, in nanoseconds (`for:
    /// .milliseconds(300)`, `nanoseconds: 300_000_000`, `until: .now +
    /// .seconds(1)`); a later `clock:` or `tolerance:` argument is ignored.
    func sleepNanoseconds(_ args: [SwiftArgument]) -> Int? {
        guard let first = args.first,
              args.dropFirst().allSatisfy({ $0.label == "clock" || $0.label == "tolerance" }) else { return nil }
        switch first.label {
        case "nanoseconds":
            return integer(first.value)
        case "for":
            return duration(first.value)
        case "until":
            guard case .binary("+", let now, let offset) = first.value.kind,
                  case .implicitMember("now") = now.kind else { return nil }
            return duration(offset)
        default:
            return nil
        }
    }

    /// `.milliseconds(300)` (or `Duration.milliseconds(300)`) and the other units, in nanoseconds.
    private func duration(_ e: SwiftExpr) -> Int? {
        guard case .call(let callee, let arguments, let trailing) = e.kind, trailing.isEmpty,
              arguments.count == 1, arguments[0].label == nil else { return nil }
        let unit: String
        switch callee.kind {
        case .implicitMember(let u):
            unit = u
        case .member(let base, let u):
            guard case .identifier("Duration") = base.kind else { return nil }
            unit = u
        default:
            return nil
        }
        // `.seconds(0.5)`: a decimal literal that is a whole number of nanoseconds.
        if case .float(let text) = arguments[0].value.kind { return SleepDuration.nanoseconds(decimal: text, unit: unit) }
        guard let amount = integer(arguments[0].value) else { return nil }
        return SleepDuration.nanoseconds(amount, unit: unit)
    }

    /// An integer literal's value (`300_000_000`).
    private func integer(_ e: SwiftExpr) -> Int? {
        guard case .integer(let text) = e.kind else { return nil }
        return Int(text.replacingOccurrences(of: "_", with: ""))
    }

    /// Whether `e` computes a duration without effects: literals, names,
    /// members, arithmetic, and the conversions and units a duration is
    /// written with (`.seconds(delay)`, `UInt64(delay * 1_000_000_000)`,
    /// `Self.debounce`); a call to anything else may change the screen.
    static func isDurationArithmetic(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .integer, .float, .identifier, .implicitMember:
            return true
        case .member(let base, _):
            return isDurationArithmetic(base)
        case .binary(let op, let l, let r):
            return ["*", "/", "+", "-"].contains(op) && isDurationArithmetic(l) && isDurationArithmetic(r)
        case .tuple(let elements):
            return elements.count == 1 && elements[0].label == nil && isDurationArithmetic(elements[0].value)
        case .call(let callee, let arguments, let trailing):
            guard trailing.isEmpty, arguments.count == 1, isDurationArithmetic(arguments[0].value) else { return false }
            switch callee.kind {
            case .implicitMember(let unit):
                return SleepDuration.units.contains { $0.name == unit }
            case .member(let base, let unit):
                guard case .identifier("Duration") = base.kind else { return false }
                return SleepDuration.units.contains { $0.name == unit }
            case .identifier(let type):
                return ["UInt64", "Int", "Double", "TimeInterval", "Int64", "UInt"].contains(type)
            default:
                return false
            }
        default:
            return false
        }
    }
}
