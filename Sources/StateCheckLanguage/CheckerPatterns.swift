// Patterns and `switch`: pattern typing, bindings of multi-pattern cases,
// and Swift's exhaustiveness (enums, Bool, optionals, nested payloads).
import StateCheckEngine
import StateCheckScreens


extension Checker {
    /// Checks `pattern` against a value of `type`; returns the names it binds.
    mutating func checkPattern(_ pattern: Pattern, against type: CheckType) -> [(String, CheckType, SourceLocation)] {
        checkPatternKind(pattern.kind, against: type, at: pattern.location)
    }

    private mutating func checkPatternKind(_ kind: PatternKind, against type: CheckType, at location: SourceLocation) -> [(String, CheckType, SourceLocation)] {
        switch kind {
        case .wildcard:
            return []
        case .binding(let name):
            return name == "_" ? [] : [(name, type, location)]
        case .optionalSome(let inner):
            switch type {
            case .optional(let wrapped): return checkPatternKind(inner, against: wrapped, at: location)
            case .unknown: return checkPatternKind(inner, against: .unknown, at: location)
            default:
                error("'?' pattern needs an optional value, but this is \(type.description)", at: location)
                return checkPatternKind(inner, against: .unknown, at: location)
            }
        case .expression(let e):
            let t = checkExpression(e, expected: type == .unknown ? nil : type)
            if t == .nilLiteral, !type.isOptional, type != .unknown {
                error("'nil' pattern needs an optional value, but this is \(type.description)", at: location)
            } else if !t.isComparable(with: type) {
                error("pattern of type \(t.description) cannot match a value of type \(type.description)", at: location)
            }
            return []
        case .enumCase(let typeName, let name, let arguments):
            return checkCasePattern(typeName: typeName, name: name, arguments: arguments, against: type, at: location)
        }
    }

    private mutating func checkCasePattern(typeName: String?, name: String, arguments: [PatternArgument]?,
                                           against type: CheckType, at location: SourceLocation) -> [(String, CheckType, SourceLocation)] {
        if case .optional(let wrapped) = type {
            if name == "none", typeName == nil || typeName == "Optional" {
                if arguments != nil { error("'.none' has no associated values", at: location) }
                return []
            }
            if name == "some", typeName == nil || typeName == "Optional" {
                guard let arguments else { return [] } // `.some` matches any non-nil value
                guard arguments.count == 1 else {
                    error("write '.some(let x)' or 'let x?'", at: location)
                    return []
                }
                return checkPattern(arguments[0].pattern, against: wrapped)
            }
            // Swift matches `.case` against an optional enum (promotion to `.some(.case)`).
            return checkCasePattern(typeName: typeName, name: name, arguments: arguments, against: wrapped, at: location)
        }
        let enumName: String
        switch type {
        case .enumType(let e):
            if let typeName, typeName != e {
                error("pattern of type '\(typeName)' cannot match a value of type '\(e)'", at: location)
                return bindLoosely(arguments)
            }
            enumName = e
        case .unknown:
            if let typeName, symbols.enumSymbol(typeName) != nil { enumName = typeName } else { return bindLoosely(arguments) }
        default:
            error(typeName == nil && name == TupleType.caseName ? "a tuple pattern cannot match a value of type '\(type.description)'"
                  : "enum case pattern '.\(name)' cannot match a value of type '\(type.description)'", at: location)
            return bindLoosely(arguments)
        }
        guard let decl = symbols.enumSymbol(enumName), let c = decl.cases.first(where: { $0.name == name }) else {
            if poisoned.contains(enumName) { return bindLoosely(arguments) }
            if typeName == nil, name == TupleType.caseName {
                error("a tuple pattern cannot match a value of type '\(enumName)'", at: location)
                return bindLoosely(arguments)
            }
            var message = "enum '\(enumName)' has no case '.\(name)'"
            if let close = closestName(to: name, in: symbols.enumSymbol(enumName)?.cases.map(\.name) ?? []) { message += " (did you mean '.\(close)'?)" }
            error(message, at: location)
            return bindLoosely(arguments)
        }
        guard let arguments else { return [] }
        if c.payload.isEmpty {
            error("enum case '.\(name)' has no associated values; write '.\(name)'", at: location)
            return bindLoosely(arguments)
        }
        if c.payload.count != arguments.count {
            error(TupleType.isTuple(enumName) ? "the tuple has \(c.payload.count) elements; the pattern has \(arguments.count)"
                  : "enum case '.\(name)' has \(c.payload.count) associated value\(c.payload.count == 1 ? "" : "s"); the pattern has \(arguments.count)", at: location)
            return bindLoosely(arguments)
        }
        var bindings: [(String, CheckType, SourceLocation)] = []
        for (slot, argument) in zip(c.payload, arguments) {
            if let label = argument.label, label != slot.label {
                error("'\(label):' does not match the label of '.\(name)' (\(slot.label.map { "'\($0):'" } ?? "none"))", at: argument.pattern.location)
            }
            bindings += checkPattern(argument.pattern, against: resolveQuietly(slot.type))
        }
        return bindings
    }

    private mutating func bindLoosely(_ arguments: [PatternArgument]?) -> [(String, CheckType, SourceLocation)] {
        (arguments ?? []).flatMap { checkPattern($0.pattern, against: .unknown) }
    }

    // MARK: - switch

    mutating func checkSwitch(subject: Expr, cases: [SwitchCase], at location: SourceLocation) {
        let subjectType = checkExpression(subject, expected: nil)
        var sawDefault = false
        for c in cases {
            if sawDefault {
                error("'default' must be the last case of a switch", at: c.location)
            }
            if c.isDefault { sawDefault = true }
            var first: [String: CheckType]?
            for pattern in c.patterns {
                let bindings = checkPattern(pattern, against: subjectType)
                var names: [String: CheckType] = [:]
                for (name, type, bindingLocation) in bindings {
                    if names[name] != nil {
                        error("'\(name)' is bound twice in the same pattern", at: bindingLocation)
                    }
                    names[name] = type
                }
                if let first {
                    let missing = Set(first.keys).symmetricDifference(names.keys).sorted()
                    if !missing.isEmpty {
                        error("every pattern of a case must bind the same names ('\(missing[0])' is not bound by all)", at: pattern.location)
                    } else if let clash = first.keys.sorted().first(where: { first[$0] != names[$0] && first[$0] != .unknown && names[$0] != .unknown }) {
                        error("'\(clash)' has different types in the patterns of this case", at: pattern.location)
                    }
                } else {
                    first = names
                }
            }
            pushScope()
            for (name, type) in (first ?? [:]).sorted(by: { $0.key < $1.key }) {
                declareLocal(name, type: type, isLet: true, at: c.location)
            }
            if let whereClause = c.whereClause {
                requireType(checkExpression(whereClause, expected: .bool), .bool, at: whereClause.location, what: "a 'where' clause")
            }
            context.switchDepth += 1
            checkBody(c.body)
            context.switchDepth -= 1
            popScope()
        }
        if cases.isEmpty {
            error("a switch must have at least one case", at: location)
            return
        }
        guard subjectType != .unknown, !sawDefault else { return }
        if case .enumType(let e) = subjectType.unwrapped, poisoned.contains(e) { return }
        let rows = cases.filter { $0.whereClause == nil }.flatMap { $0.patterns.map { [$0.kind] } }
        let missing = missingConstructors(rows, type: subjectType)
        if !missing.isEmpty {
            if case .enumType(let e) = subjectType, TupleType.isTuple(e) {
                error("switch must be exhaustive (the cases do not match every tuple of type '\(e)'; add the missing combinations or 'default')", at: location)
            } else {
                error("switch must be exhaustive (missing \(missing.joined(separator: ", ")))", at: location)
            }
        }
    }

    // MARK: - Exhaustiveness

    /// The constructors of a finite type, with their payload types; nil for
    /// types with too many values to list (Int, Value, Error, String).
    private func constructors(of type: CheckType) -> [(name: String, payload: [CheckType])]? {
        switch type {
        case .bool:
            return [("true", []), ("false", [])]
        case .optional(let inner):
            return [(".some", [inner]), ("nil", [])]
        case .enumType(let e):
            return symbols.enumSymbol(e)?.cases.map { c in (".\(c.name)", c.payload.map { resolveQuietly($0.type) }) }
        default:
            return nil
        }
    }

    /// The top-level constructors the patterns miss (`.reLoading`, `nil`,
    /// `default` for types that need one).
    private func missingConstructors(_ rows: [[PatternKind]], type: CheckType) -> [String] {
        var steps = 0
        guard let ctors = constructors(of: type) else {
            return covers(rows, [type], budget: 64, steps: &steps) ? [] : ["default"]
        }
        // Index the rows by the case their first pattern names, so that each
        // case specialises only its own rows and the irrefutable ones: a switch
        // over a 10,000-case enum was quadratic (minutes). Row order does not
        // matter for exhaustiveness.
        var byCase: [String: [[PatternKind]]] = [:]
        var others: [[PatternKind]] = []
        var indexed = false
        if case .enumType = type {
            indexed = true
            for row in rows {
                if let name = Self.caseName(row[0]) { byCase[name, default: []].append(row) } else { others.append(row) }
            }
        }
        return ctors.filter { c in
            let candidates = indexed ? (byCase[c.name] ?? []) + others : rows
            return !covers(specialize(candidates, constructor: c.name, arity: c.payload.count, type: type), c.payload, budget: 64, steps: &steps)
        }.map(\.name)
    }

    /// `.name` for a pattern that names one enum case (`.a`, `.a(let x)`), else nil.
    private static func caseName(_ p: PatternKind) -> String? {
        switch p {
        case .enumCase(_, let name, _): return "." + name
        case .expression(let e):
            if case .implicitMember(let name, nil) = e.kind { return "." + name }
            return nil
        default: return nil
        }
    }

    private static func isIrrefutable(_ p: PatternKind) -> Bool {
        switch p {
        case .wildcard, .binding: return true
        default: return false
        }
    }

    /// Whether the rows match every value of the column types.
    /// `steps` bounds the total work: a pathological switch is assumed exhaustive
    /// rather than checked for minutes.
    private func covers(_ rows: [[PatternKind]], _ types: [CheckType], budget: Int, steps: inout Int) -> Bool {
        guard let first = types.first else { return !rows.isEmpty }
        steps += 1
        guard budget > 0, steps < 200_000 else { return true } // give up quietly on pathological nesting
        let rest = Array(types.dropFirst())
        if rows.isEmpty { return false }
        guard rows.allSatisfy({ $0.count == types.count }) else { return true } // inconsistent arity: already diagnosed
        if rows.allSatisfy({ Self.isIrrefutable($0[0]) }) || first == .unknown {
            return covers(rows.map { Array($0.dropFirst()) }, rest, budget: budget - 1, steps: &steps)
        }
        guard let ctors = constructors(of: first) else {
            return covers(rows.filter { Self.isIrrefutable($0[0]) }.map { Array($0.dropFirst()) }, rest, budget: budget - 1, steps: &steps)
        }
        for c in ctors where !covers(specialize(rows, constructor: c.name, arity: c.payload.count, type: first),
                                     c.payload + rest, budget: budget - 1, steps: &steps) {
            return false
        }
        return true
    }

    /// The rows that match constructor `name` in their first column, with
    /// that column replaced by the constructor's payload patterns.
    private func specialize(_ rows: [[PatternKind]], constructor name: String, arity: Int, type: CheckType) -> [[PatternKind]] {
        rows.compactMap { row in
            guard let head = row.first else { return nil }
            let tail = Array(row.dropFirst())
            let wildcards = [PatternKind](repeating: .wildcard, count: arity)
            switch head {
            case .wildcard, .binding:
                return wildcards + tail
            case .enumCase(_, let caseName, let arguments):
                if case .optional = type {
                    if caseName == "none" { return name == "nil" ? tail : nil }
                    if caseName == "some" {
                        guard name == ".some" else { return nil }
                        return [arguments?.first?.pattern.kind ?? .wildcard] + tail
                    }
                    // `.case` against an optional enum matches `.some(.case)`.
                    return name == ".some" ? [head] + tail : nil
                }
                guard ".\(caseName)" == name else { return nil }
                guard let arguments, arguments.count == arity else { return wildcards + tail }
                return arguments.map(\.pattern.kind) + tail
            case .optionalSome(let inner):
                return name == ".some" ? [inner] + tail : nil
            case .expression(let e):
                switch e.kind {
                case .nilLiteral: return name == "nil" ? tail : nil
                case .boolLiteral(let b): return name == (b ? "true" : "false") ? tail : nil
                case .implicitMember(let caseName, nil):
                    if case .optional = type {
                        if caseName == "none" { return name == "nil" ? tail : nil }
                        return name == ".some" ? [head] + tail : nil
                    }
                    return ".\(caseName)" == name ? wildcards + tail : nil
                default: return nil
                }
            }
        }
    }
}
