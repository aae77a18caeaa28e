// Expressions: names, members, calls, operators, `await`/`try` coverage.
import StateCheckEngine
import StateCheckScreens


extension Checker {
    /// The type of `e`; `expected` gives implicit members (`.idle`) their enum.
    mutating func checkExpression(_ e: Expr, expected: CheckType?, isStatement: Bool = false) -> CheckType {
        switch e.kind {
        case .boolLiteral: return .bool
        case .intLiteral(let value):
            // In code, a literal outside `intRange` is a bound hit at run time (the interpreter's rule);
            // an initial value outside it can never be explored, so it is an error.
            if context.isInitializer, !intRange.contains(value) {
                error("integer literal \(value) is outside intRange \(intRange.lowerBound)...\(intRange.upperBound)", at: e.location)
            }
            return .int
        case .stringLiteral: return .string
        case .nilLiteral: return .nilLiteral
        case .emptyValueLiteral:
            if expected?.unwrapped == .taskList {
                symbols.resolveTaskList(SymbolTable.ExpressionKey(e), as: .emptyLiteral)
                return .taskList
            }
            return .value
        case .taskIsCancelled: return .bool
        case .taskCheckCancellation:
            noteThrow(at: e.location, what: "'Task.checkCancellation()'")
            return .void
        case .taskSleep:
            noteAsync(what: "'Task.sleep'", at: e.location)
            noteThrow(at: e.location, what: "'Task.sleep'")
            return .void
        case .spawnValue(let body):
            checkSpawnedBody(body, at: e.location)
            return .task
        case .mainActorHop:
            if let denial = context.asyncDenial { error("'MainActor.run' is async: \(denial)", at: e.location) }
            return .void
        case .dismissScreen:
            if let reason = context.readOnlyReason { error("cannot dismiss the screen here: \(reason)", at: e.location) }
            if symbols.functions["dismiss"] != nil || symbols.api("dismiss") != nil {
                error("'dismiss()' closes the screen; the model's own 'dismiss' is never called by it: rename it", at: e.location)
            }
            return .void
        case .subscript:
            // The row expansion rewrites (or diagnoses) every subscript before
            // the checker runs; a tree that skipped it is not checked quietly.
            error("subscripts are not supported in models; 'Value' offers 'isEmpty', 'count' and '+'", at: e.location)
            return .unknown

        case .identifier(let name):
            if name.hasPrefix("$"), lookupLocal(name) == nil {
                error("'\(name)' is only available in a closure's body", at: e.location)
                return .unknown
            }
            return checkIdentifier(name, at: e.location, isStatement: isStatement)

        case .closure:
            return checkStrayClosure(at: e.location)

        case .implicitMember(let name, let arguments):
            return checkImplicitMember(name, arguments: arguments, expected: expected, key: SymbolTable.ExpressionKey(e), at: e.location)

        case .member(let base, let name, let optional):
            return checkMember(base: base, name: name, optional: optional, at: e.location)

        case .call(let callee, let arguments):
            return checkCall(callee: callee, arguments: arguments, expected: expected, at: e.location, isStatement: isStatement)

        case .unary(let op, let operand):
            switch op {
            case .not:
                requireType(checkExpression(operand, expected: .bool), .bool, at: operand.location, what: "the operand of '!'")
                return .bool
            case .negate:
                requireType(checkExpression(operand, expected: .int), .int, at: operand.location, what: "the operand of '-'")
                return .int
            }

        case .binary(let op, let lhs, let rhs):
            return checkBinary(op, lhs, rhs, expected: expected, at: e.location)

        case .ternary(let condition, let then, let otherwise):
            requireType(checkExpression(condition, expected: .bool), .bool, at: condition.location, what: "a condition")
            let a = checkExpression(then, expected: expected)
            let b = checkExpression(otherwise, expected: expected ?? (a == .nilLiteral ? nil : a))
            if a == .nilLiteral { return b.flattenedOptional }
            if b == .nilLiteral { return a.flattenedOptional }
            if !b.isAssignable(to: a) {
                if a.isAssignable(to: b) { return b }
                error("the branches of '?:' have different types (\(a.description) and \(b.description))", at: e.location)
                return .unknown
            }
            return a

        case .isType(let operand, let typeName):
            let t = checkExpression(operand, expected: nil)
            if !isErrorType(t) {
                error("'is \(typeName)' tests an Error, not \(t.description)", at: operand.location)
            }
            if typeName != "CancellationError", typeName != "URLError", symbols.enumSymbol(typeName)?.isError != true {
                let errorEnums = symbols.enums.contains { $0.isError }
                error("'is' can only test 'CancellationError'\(errorEnums ? ", 'URLError' or an enum declared ': Error'" : " or 'URLError'")", at: e.location)
            }
            return .bool

        case .await(let operand):
            if let denial = context.asyncDenial {
                error(denial, at: e.location)
                awaitMarks.append(true) // the calls under it are covered: one error is enough
                defer { awaitMarks.removeLast() }
                return checkExpression(operand, expected: expected, isStatement: isStatement)
            }
            awaitMarks.append(false)
            let errorsBefore = errorCount
            let t = checkExpression(operand, expected: expected, isStatement: isStatement)
            if awaitMarks.removeLast() == false, errorCount == errorsBefore {
                warning("no 'async' operations occur within 'await' expression", at: e.location)
            }
            return t

        case .try(let operand, let optional):
            tryMarks.append((optional, false))
            let errorsBefore = errorCount
            let t = checkExpression(operand, expected: optional ? expected?.unwrapped : expected, isStatement: isStatement)
            if tryMarks.removeLast().used == false, errorCount == errorsBefore {
                warning("no calls to throwing functions occur within 'try' expression", at: e.location)
            }
            return optional ? t.flattenedOptional : t

        case .withCheckedContinuation(let parameter, let body):
            noteAsync(what: "'withCheckedContinuation'", at: e.location)
            let payload = (expected?.unwrapped).flatMap { $0 == .void ? nil : $0 } ?? .unknown
            var bodyContext = CheckContext(
                asyncDenial: "'await' cannot be used in a 'withCheckedContinuation' body: it runs synchronously",
                throwDenial: "a 'withCheckedContinuation' body cannot throw")
            bodyContext.selfType = nil
            bodyContext.readOnlyReason = context.readOnlyReason
            withContext(bodyContext) { checker in
                checker.pushScope()
                checker.declareLocal(parameter, type: .continuation(payload), isLet: true, at: e.location)
                checker.checkStatements(body)
                checker.popScope()
            }
            return payload

        case .forceUnwrap(let operand):
            let t = checkExpression(operand, expected: expected.map { .optional($0) })
            switch t {
            case .optional(let inner): return inner
            case .unknown: return .unknown
            default:
                error("cannot force unwrap a value of non-optional type '\(t.description)'", at: e.location)
                return t
            }
        }
    }

    // MARK: - Effects

    /// An async operation: needs an async context and a covering `await`.
    mutating func noteAsync(what: String, at location: SourceLocation) {
        if let denial = context.asyncDenial {
            if awaitMarks.isEmpty { error("\(what) is async: \(denial)", at: location) }
            return
        }
        guard !awaitMarks.isEmpty else {
            error("\(what) is async and must be marked with 'await'", at: location)
            return
        }
        awaitMarks[awaitMarks.count - 1] = true
    }

    /// A call that can throw: needs a covering `try` (unless `covered`, as for
    /// `throw`), and a `do`/`catch`, `try?` or a throwing function to handle it.
    mutating func noteThrow(at location: SourceLocation, covered: Bool = false, what: String = "call") {
        if !covered {
            guard !tryMarks.isEmpty else {
                error("\(what) can throw but is not marked with 'try'", at: location)
                return
            }
            tryMarks[tryMarks.count - 1].used = true
        }
        if !doMarks.isEmpty, context.catchDepth > 0 { doMarks[doMarks.count - 1] = true }
        if tryMarks.contains(where: { $0.optional }) { return }
        if context.catchDepth > 0 { return }
        if let denial = context.throwDenial { error(denial, at: location) }
    }

    // MARK: - Names

    private mutating func checkIdentifier(_ name: String, at location: SourceLocation, isStatement: Bool) -> CheckType {
        if let local = lookupLocal(name) { return local.type }
        switch name {
        case "self":
            guard let selfType = context.selfType else {
                error("'self' is only available in extension members", at: location)
                return .unknown
            }
            return .enumType(selfType)
        case "error":
            if symbols.variable(name) == nil {
                error("'error' is only available inside 'catch { }'", at: location)
                return .unknown
            }
        case "screen" where context.customProperty != nil:
            return .screen
        case "before", "after", "event":
            if context.customProperty == .step { return name == "event" ? .event : .snapshot }
            if context.customProperty == .invariant {
                error("'\(name)' is only available in a 'step' property", at: location)
                return .unknown
            }
        default:
            break
        }
        // As in Swift, a member of `self` hides a model variable of the same name.
        if let selfType = context.selfType, let property = symbols.property(name, of: selfType) {
            symbols.resolveName(name, at: location, to: .property)
            return resolveQuietly(property.type)
        }
        if let variable = symbols.variable(name), let index = symbols.variableIndex(name) {
            if context.isInitializer {
                error("initial values cannot read other model variables; write a literal or an enum case", at: location)
            }
            symbols.resolveName(name, at: location, to: .variable(index: index))
            return resolveQuietly(variable.type)
        }
        if let element = LanguageNames.viewElement(named: name) {
            if context.inView { symbols.resolveName(name, at: location, to: .viewElement(element)) }
            return checkViewElement(name, arguments: nil, at: location)
        }
        if symbols.functions[name] != nil || symbols.api(name) != nil || (context.selfType.flatMap { symbols.method(name, of: $0) }) != nil {
            error("'\(name)' must be called: '\(name)(...)'", at: location)
            return .unknown
        }
        if symbols.enumSymbol(name) != nil {
            error("'\(name)' is a type; write one of its cases, e.g. '.\(symbols.enumSymbol(name)?.cases.first?.name ?? "case")'", at: location)
            return .unknown
        }
        if name == "refreshSpinner" {
            error("'refreshSpinner' is shown by the checker while a '.refreshable' task is alive; read it as 'screen.refreshSpinner' in properties", at: location)
            return .unknown
        }
        if poisoned.contains(name) { return .unknown }
        var message = "cannot find '\(name)' in scope"
        if let owner = model.enums.first(where: { $0.cases.contains { $0.name == name } }) {
            message += "; did you mean the case '.\(name)' of '\(owner.name)'?"
        } else if let close = closestName(to: name, in: visibleNames()) {
            message += " (did you mean '\(close)'?)"
        }
        error(message, at: location)
        return .unknown
    }

    private func visibleNames() -> [String] {
        var names = scopes.flatMap(\.keys) + symbols.variables.map(\.name)
        if let selfType = context.selfType { names += symbols.properties[selfType]?.keys.map { $0 } ?? [] }
        return names.sorted()
    }

    /// A view element (`spinner`, `content(v)`, ...): only in the view.
    private mutating func checkViewElement(_ name: String, arguments: [Argument]?, at location: SourceLocation) -> CheckType {
        guard context.inView else {
            error("'\(name)' is a view element; use it inside 'view { }'", at: location)
            if let arguments { for a in arguments { _ = checkExpression(a.value, expected: nil) } }
            return .unknown
        }
        // (label, type) per slot; `optional` slots may be left out.
        let signature: [(label: String?, type: CheckType, required: Bool)]
        switch name {
        case "blank", "spinner", "footerSpinner": signature = []
        case "content": signature = [(nil, .value, true)]
        case "errorView", "footerError": signature = [(nil, .optional(.error), false)]
        case "banner": signature = [(nil, .optional(.error), true)]
        case "alert": signature = [(nil, .string, true), (nil, .optional(.error), false)]
        case "button": signature = [(nil, .string, true), ("disabled", .bool, false)]
        case "mark": signature = [(nil, .string, true)]
        default: signature = []
        }
        let given = arguments ?? []
        if arguments != nil, signature.isEmpty {
            error("'\(name)' takes no arguments; write '\(name)'", at: location)
        }
        let required = signature.filter(\.required).count
        if given.count < required || given.count > signature.count {
            let form: String
            switch name {
            case "content": form = "content(value)"
            case "banner": form = "banner(error)"
            case "alert": form = "alert(\"name\") or alert(\"name\", error)"
            case "button": form = "button(\"name\", disabled: condition)"
            case "mark": form = "mark(\"name\")"
            default: form = "\(name) or \(name)(error)"
            }
            if !(arguments != nil && signature.isEmpty) { error("wrong arguments for '\(name)'; write \(form)", at: location) }
            for a in given { _ = checkExpression(a.value, expected: nil) }
            return .void
        }
        for (slot, argument) in zip(signature, given) {
            if argument.label != slot.label {
                error(slot.label.map { "expected label '\($0):' in '\(name)'" } ?? "unexpected label '\(argument.label ?? "")' in '\(name)'", at: argument.value.location)
            }
            let t = checkExpression(argument.value, expected: slot.type)
            requireAssignable(t, to: slot.type, at: argument.value.location)
        }
        return .void
    }

    // MARK: - Enum cases

    /// The enum an implicit member belongs to: the expected type, or the one
    /// enum that has a case of that name.
    private func enumFor(_ name: String, expected: CheckType?) -> String? {
        if case .enumType(let e)? = expected?.unwrapped { return e }
        return nil
    }

    private mutating func checkImplicitMember(_ name: String, arguments: [Argument]?, expected: CheckType?, key: SymbolTable.ExpressionKey,
                                              at location: SourceLocation) -> CheckType {
        if expected?.isOptional == true, name == "none", arguments == nil {
            symbols.resolveCase(key, to: .optionalNone)
            return .nilLiteral
        }
        if case .optional(let inner)? = expected, name == "some", let arguments, arguments.count == 1 {
            symbols.resolveCase(key, to: .optionalSome)
            let t = checkExpression(arguments[0].value, expected: inner)
            requireAssignable(t, to: inner, at: arguments[0].value.location)
            return .optional(inner)
        }
        if name == TupleType.caseName, let arguments, arguments.count > 1,
           !(enumFor(name, expected: expected).map(TupleType.isTuple) ?? false) {
            return checkTupleLiteral(arguments, key: key, at: location)
        }
        guard let enumName = enumFor(name, expected: expected), let decl = symbols.enumSymbol(enumName) else {
            if let arguments { for a in arguments { _ = checkExpression(a.value, expected: nil) } }
            if let expected, expected != .unknown, case .enumType = expected.unwrapped {} else if let expected, expected != .unknown {
                error("'.\(name)' is an enum case, but \(expected.description) is expected here", at: location)
                return .unknown
            }
            let owners = model.enums.filter { $0.cases.contains { $0.name == name } }
            if owners.isEmpty {
                error("no enum of this model has a case '.\(name)'", at: location)
            } else if expected == nil {
                error("cannot infer the enum of '.\(name)' here; write '\(owners[0].name).\(name)'", at: location)
            } else if owners.count == 1 {
                // The context has no type (after `nil ==`, say): the one enum with that case.
                symbols.resolveCase(key, to: .enumCase(enumName: owners[0].name))
            }
            return .unknown
        }
        return checkCaseConstruction(decl, name: name, arguments: arguments, key: key, at: location)
    }

    /// `.name(args)` or `Enum.name(args)` of a known enum.
    mutating func checkCaseConstruction(_ decl: SymbolTable.EnumSymbol, name: String, arguments: [Argument]?, key: SymbolTable.ExpressionKey,
                                        at location: SourceLocation) -> CheckType {
        guard let c = decl.cases.first(where: { $0.name == name }) else {
            if let arguments { for a in arguments { _ = checkExpression(a.value, expected: nil) } }
            if poisoned.contains(decl.name) { return .enumType(decl.name) }
            var message = "enum '\(decl.name)' has no case '.\(name)'"
            if let close = closestName(to: name, in: decl.cases.map(\.name)) { message += " (did you mean '.\(close)'?)" }
            error(message, at: location)
            return .enumType(decl.name)
        }
        symbols.resolveCase(key, to: .enumCase(enumName: decl.name))
        let given = arguments ?? []
        if c.payload.count != given.count {
            if c.payload.isEmpty {
                error("enum case '.\(name)' has no associated values; write '.\(name)'", at: location)
            } else {
                let form = c.payload.map { ($0.label.map { "\($0): " } ?? "") + Parser.describe($0.type) }.joined(separator: ", ")
                error("enum case '.\(name)' needs \(c.payload.count) associated value\(c.payload.count == 1 ? "" : "s"): '.\(name)(\(form))'", at: location)
            }
            for a in given { _ = checkExpression(a.value, expected: nil) }
            return .enumType(decl.name)
        }
        for (slot, argument) in zip(c.payload, given) {
            if argument.label != slot.label {
                error(slot.label.map { "missing argument label '\($0):' in '.\(name)(...)'" }
                      ?? "extraneous argument label '\(argument.label ?? ""):' in '.\(name)(...)'", at: argument.value.location)
            }
            let slotType = resolveQuietly(slot.type)
            let t = checkExpression(argument.value, expected: slotType)
            requireAssignable(t, to: slotType, at: argument.value.location)
        }
        return .enumType(decl.name)
    }

    // MARK: - Members

    private mutating func checkMember(base: Expr, name: String, optional: Bool, at location: SourceLocation) -> CheckType {
        let (result, chained) = memberChain(base: base, name: name, optional: optional, at: location)
        return chained && result != .unknown ? result.flattenedOptional : result
    }

    /// A link of a member chain: its type before the chain's optional is
    /// applied, and whether a `?.` occurred so far (`a?.b.c`: `.c` reads
    /// a non-optional `b`; the whole chain is optional).
    private mutating func memberChain(base: Expr, name: String, optional: Bool, at location: SourceLocation) -> (CheckType, Bool) {
        // `DataState.idle`
        if case .identifier(let typeName) = base.kind, lookupLocal(typeName) == nil, symbols.variable(typeName) == nil,
           let decl = symbols.enumSymbol(typeName) {
            return (checkCaseConstruction(decl, name: name, arguments: nil, key: SymbolTable.ExpressionKey(memberOf: base, at: location), at: location), false)
        }
        if case .identifier("self") = base.kind, context.selfType == nil, lookupLocal("self") == nil {
            reportSelfOutsideExtension(member: name, at: base.location)
            return (symbols.variable(name).map { resolveQuietly($0.type) } ?? .unknown, false)
        }
        guard let receiver = chainReceiver(base: base, name: name, optional: optional, at: location, isCall: false) else {
            return (.unknown, false)
        }
        if receiver.type == .value { checkFilteredMember(base: base, name: name, at: location) }
        if !receiver.chained, let element = tupleElementRead(receiver.type, base: base, name: name, at: location) { return (element, false) }
        if case .identifier(let holder) = base.kind, TupleType.isDestructuringHolder(holder), Int(name) != nil, receiver.type != .unknown {
            error("cannot destructure a value of type '\(receiver.type.description)' into \(TupleType.destructuredNames(holder)): it is not a tuple of that many elements", at: location)
            return (.unknown, false)
        }
        return (memberType(of: receiver.type, name: name, at: location), receiver.chained)
    }

    /// The type a `.name` applies to, unwrapped by `?.`; nil after an error.
    private mutating func chainReceiver(base: Expr, name: String, optional: Bool, at location: SourceLocation, isCall: Bool) -> (type: CheckType, chained: Bool)? {
        let (baseType, chained) = chainPart(base)
        if case .optional(let inner) = baseType {
            guard optional else {
                let form = isCall ? "'?.\(name)(...)'" : "'?.\(name)'"
                error("value of optional type '\(baseType.description)' must be unwrapped to use '\(name)'; use \(form), 'if let' or 'guard let'", at: location)
                return nil
            }
            return (inner, true)
        }
        if optional, baseType != .unknown {
            error("cannot use optional chaining on non-optional value of type '\(baseType.description)'; write '.\(name)'", at: location)
        }
        return (baseType, chained || optional)
    }

    /// The type of a chain link without the chain's final `?` (see `memberChain`).
    private mutating func chainPart(_ e: Expr) -> (CheckType, Bool) {
        switch e.kind {
        case .member(let base, let name, let optional):
            return memberChain(base: base, name: name, optional: optional, at: e.location)
        case .call(let callee, let arguments):
            if case .member(let base, let name, let optional) = callee.kind {
                return methodCall(base: base, name: name, optional: optional, arguments: arguments, at: e.location)
            }
            return (checkExpression(e, expected: nil), false)
        default:
            return (checkExpression(e, expected: nil), false)
        }
    }

    private mutating func memberType(of receiver: CheckType, name: String, at location: SourceLocation) -> CheckType {
        switch receiver {
        case .unknown:
            return .unknown
        case .value:
            guard let type = LanguageNames.valueMemberType(name) else {
                if name == "first" || name == "last" {
                    if location == endElementBinding { return .optional(.value) }
                    error(ValueMethods.element(name), at: location)
                    return .unknown
                }
                error("'Value' has no member '\(name)'; a Value offers 'isEmpty', 'count' and '+'", at: location)
                return .unknown
            }
            return CheckType(type)
        case .enumType(let e):
            if let p = symbols.property(name, of: e) { return resolveQuietly(p.type) }
            if symbols.method(name, of: e) != nil {
                error("method '\(name)' must be called: '.\(name)()'", at: location)
                return .unknown
            }
            if poisoned.contains(name) || poisoned.contains(e) { return .unknown }
            if let message = unreadableFieldMessage(name, of: e) {
                error(message, at: location)
                return .unknown
            }
            var message = "value of type '\(e)' has no member '\(name)'"
            if symbols.enumSymbol(e)?.cases.contains(where: { $0.name == name }) == true {
                message += "; to test the case write 'if case .\(name) = value'"
            } else if let close = closestName(to: name, in: Array((symbols.properties[e] ?? [:]).keys) + Array((symbols.methods[e] ?? [:]).keys)) {
                message += " (did you mean '\(close)'?)"
            }
            error(message, at: location)
            return .unknown
        case .screen:
            guard let property = LanguageNames.screenProperty(named: name) else {
                error("the screen has no property '\(name)'; properties are \(LanguageNames.screenProperties.map(\.name).joined(separator: ", "))", at: location)
                return .unknown
            }
            return CheckType(LanguageNames.type(of: property))
        case .snapshot:
            if name == "screen" { return .screen }
            if let variable = symbols.variable(name) { return resolveQuietly(variable.type) }
            error("'\(name)' is neither 'screen' nor a model variable", at: location)
            return .unknown
        case .event:
            switch name {
            case "name": return .string
            case "api": return .optional(.string)
            default:
                error("an event has 'name' and 'api'; there is no '\(name)'", at: location)
                return .unknown
            }
        case .continuation:
            error("use 'resume(returning: value)' or 'resume()' on a continuation", at: location)
            return .unknown
        case .task:
            return taskHandleMember(name, at: location)
        case .taskList:
            return taskListMember(name, at: location)
        default:
            error("value of type '\(receiver.description)' has no member '\(name)'", at: location)
            return .unknown
        }
    }

    // MARK: - Calls

    private mutating func checkCall(callee: Expr, arguments: [Argument], expected: CheckType?, at location: SourceLocation, isStatement: Bool) -> CheckType {
        switch callee.kind {
        case .identifier(let name):
            if lookupLocal(name) != nil {
                error("'\(name)' is not a function", at: callee.location)
                return checkArgumentsLoosely(arguments)
            }
            if let f = symbols.functions[name] {
                symbols.resolveName(name, at: callee.location, to: .function)
                return checkFunctionCall(f, arguments: arguments, at: location)
            }
            if let a = symbols.api(name), let index = symbols.apiIndex(name) {
                symbols.resolveName(name, at: callee.location, to: .api(index: index))
                return checkAPICall(a, arguments: arguments, at: location)
            }
            if let selfType = context.selfType, let m = symbols.method(name, of: selfType) {
                if m.isMutating, !context.selfMutable {
                    error("cannot call mutating method '\(name)' from a method that is not 'mutating'", at: location)
                }
                symbols.resolveName(name, at: callee.location, to: .method)
                return checkFunctionCall(m, arguments: arguments, at: location)
            }
            if let element = LanguageNames.viewElement(named: name) {
                if context.inView { symbols.resolveName(name, at: callee.location, to: .viewElement(element)) }
                return checkViewElement(name, arguments: arguments, at: location)
            }
            switch name {
            case "CancellationError", "URLError":
                error("errors cannot be constructed in models; rethrow the 'error' of a 'catch', or let an api call fail", at: location)
                _ = checkArgumentsLoosely(arguments)
                return .error
            case "print", "debugPrint", "assert", "precondition", "fatalError":
                error("'\(name)' is not supported in models; delete it", at: location)
                return checkArgumentsLoosely(arguments)
            default:
                break
            }
            if symbols.enumSymbol(name) != nil {
                error("enums have no initializers in models; write a case such as '.\(symbols.enumSymbol(name)?.cases.first?.name ?? "case")'", at: location)
                return checkArgumentsLoosely(arguments)
            }
            _ = checkIdentifier(name, at: callee.location, isStatement: false)
            return checkArgumentsLoosely(arguments)

        case .member(let base, let name, let optional):
            let (result, chained) = methodCall(base: base, name: name, optional: optional, arguments: arguments, at: location)
            return chained && result != .unknown && result != .void ? result.flattenedOptional : result

        default:
            _ = checkExpression(callee, expected: nil)
            error("cannot call this expression; call a function, an api, a method or a view element", at: location)
            return checkArgumentsLoosely(arguments)
        }
    }

    /// `base.name(args)` / `base?.name(args)`: the result before the chain's optional.
    private mutating func methodCall(base: Expr, name: String, optional: Bool, arguments: [Argument], at location: SourceLocation) -> (CheckType, Bool) {
        if case .identifier(let typeName) = base.kind, lookupLocal(typeName) == nil, symbols.variable(typeName) == nil,
           let decl = symbols.enumSymbol(typeName) {
            return (checkCaseConstruction(decl, name: name, arguments: arguments, key: SymbolTable.ExpressionKey(memberOf: base, at: location), at: location), false)
        }
        // `API.getUser()`: a namespace of requests in the app; a model declares each request as an `api`.
        if case .identifier(let typeName) = base.kind, typeName.first?.isUppercase == true, typeName != "Task",
           lookupLocal(typeName) == nil, symbols.variable(typeName) == nil, !poisoned.contains(typeName) {
            error("cannot find '\(typeName)' in scope; declare the request as 'api \(name)(...) -> Value' and call '\(name)(...)'", at: base.location)
            return (checkArgumentsLoosely(arguments), false)
        }
        guard let (receiver, chained) = chainReceiver(base: base, name: name, optional: optional, at: location, isCall: true) else {
            return (checkArgumentsLoosely(arguments), false)
        }
        let result: CheckType
        switch receiver {
        case .continuation(let payload):
            result = checkResume(name: name, payload: payload, arguments: arguments, at: location)
        case .task:
            result = taskHandleMethod(name, arguments: arguments, at: location)
        case .taskList where !chained:
            result = taskListMethod(base: base, name: name, arguments: arguments, at: location)
        case .enumType(let e):
            guard let m = symbols.method(name, of: e) else {
                if poisoned.contains(name) || poisoned.contains(e) {
                    // failed to parse: already reported
                } else if symbols.property(name, of: e) != nil {
                    error("'\(name)' is a property, not a method; remove '()'", at: location)
                } else {
                    error("value of type '\(e)' has no method '\(name)'", at: location)
                }
                return (checkArgumentsLoosely(arguments), false)
            }
            symbols.resolveMethod(SymbolTable.ExpressionKey(memberOf: base, at: location), of: e)
            if m.isMutating {
                if chained {
                    error("cannot call mutating method '\(name)' through optional chaining; copy the value into a 'var' local, call '\(name)' on it, and assign it back", at: location)
                } else {
                    checkMutableReceiver(base, method: name)
                }
            }
            result = checkFunctionCall(m, arguments: arguments, at: location)
        case .value:
            result = checkValueMethod(base: base, name: name, arguments: arguments, at: location)
        case .unknown:
            result = checkArgumentsLoosely(arguments)
        case .screen:
            _ = checkArgumentsLoosely(arguments)
            error("screen properties take no arguments: 'screen.\(name)'", at: location)
            result = .unknown
        default:
            error("value of type '\(receiver.description)' has no method '\(name)'", at: location)
            result = checkArgumentsLoosely(arguments)
        }
        return (result, chained)
    }

    private mutating func checkArgumentsLoosely(_ arguments: [Argument]) -> CheckType {
        for a in arguments {
            if case .closure = a.value.kind { continue } // the receiver is unknown: its closure is not checked
            _ = checkExpression(a.value, expected: nil)
        }
        return .unknown
    }

    /// `c.resume(returning: x)` / `c.resume()`.
    private mutating func checkResume(name: String, payload: CheckType, arguments: [Argument], at location: SourceLocation) -> CheckType {
        guard name == "resume" else {
            error("a continuation has only 'resume(returning:)' and 'resume()'", at: location)
            return checkArgumentsLoosely(arguments)
        }
        if context.readOnlyReason != nil, context.inView || context.customProperty != nil {
            error("cannot resume a continuation here: \(context.readOnlyReason ?? "")", at: location)
        }
        if arguments.isEmpty {
            if payload != .unknown, payload != .void {
                error("this continuation resumes with \(payload.description): write 'resume(returning: value)'", at: location)
            }
            return .void
        }
        guard arguments.count == 1, arguments[0].label == "returning" else {
            error("write 'resume(returning: value)' or 'resume()'", at: location)
            return checkArgumentsLoosely(arguments)
        }
        let t = checkExpression(arguments[0].value, expected: payload == .unknown ? nil : payload)
        if payload == .void {
            error("this continuation resumes with no value: write 'resume()'", at: location)
        } else {
            requireAssignable(t, to: payload, at: arguments[0].value.location)
        }
        return .void
    }

    /// The receiver of a mutating method must be a variable that may change here.
    mutating func checkMutableReceiver(_ base: Expr, method: String) {
        switch base.kind {
        case .identifier(let name):
            if name == "self" {
                if !context.selfMutable {
                    error("cannot call mutating method '\(method)' on 'self' in a method that is not 'mutating'", at: base.location)
                }
                return
            }
            if let local = lookupLocal(name) {
                if local.isLet {
                    error("cannot call mutating method '\(method)' on '\(name)': it is a 'let' constant", at: base.location)
                }
                return
            }
            if symbols.variable(name) != nil {
                if let reason = context.readOnlyReason {
                    error("cannot call mutating method '\(method)' on '\(name)': \(reason)", at: base.location)
                }
                return
            }
            error("cannot call mutating method '\(method)' on '\(name)': it is not a variable", at: base.location)
        default:
            error("cannot call mutating method '\(method)' on a value that is not a variable", at: base.location)
        }
    }

    private mutating func checkFunctionCall(_ f: SymbolTable.FunctionSignature, arguments: [Argument], at location: SourceLocation) -> CheckType {
        if context.isInitializer {
            error("initial values cannot call functions; write a literal or an enum case", at: location)
        }
        if context.customProperty != nil, f.isAsync || f.isThrows || f.isMutating {
            error("properties may only read the state; '\(f.name)' is \(f.isAsync ? "async" : f.isThrows ? "throwing" : "mutating")", at: location)
        }
        checkArguments(arguments, parameters: f.parameters, callee: f.name, at: location)
        if f.isAsync { noteAsync(what: "'\(f.name)'", at: location) }
        if f.isThrows { noteThrow(at: location, what: "'\(f.name)'") }
        return f.returnType.map { resolveQuietly($0) } ?? .void
    }

    private mutating func checkAPICall(_ a: SymbolTable.APISignature, arguments: [Argument], at location: SourceLocation) -> CheckType {
        if context.isInitializer {
            error("initial values cannot call apis", at: location)
        }
        checkArguments(arguments, parameters: a.parameters, callee: a.name, at: location)
        noteAsync(what: "api '\(a.name)'", at: location)
        if !a.nonthrowing { noteThrow(at: location, what: "api '\(a.name)'") }
        return a.returnType.map { resolveQuietly($0) } ?? .void
    }

    private mutating func checkArguments(_ arguments: [Argument], parameters: [Parameter], callee: String, at location: SourceLocation) {
        guard arguments.count == parameters.count else {
            let form = parameters.map { ($0.label.map { "\($0): " } ?? "") + Parser.describe($0.type) }.joined(separator: ", ")
            error("'\(callee)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s"): '\(callee)(\(form))'", at: location)
            _ = checkArgumentsLoosely(arguments)
            return
        }
        for (p, a) in zip(parameters, arguments) {
            if p.label != a.label {
                error(p.label.map { "missing argument label '\($0):' in call to '\(callee)'" }
                      ?? "extraneous argument label '\(a.label ?? ""):' in call to '\(callee)'", at: a.value.location)
            }
            let type = resolveQuietly(p.type)
            let t = checkExpression(a.value, expected: type)
            requireAssignable(t, to: type, at: a.value.location)
        }
    }

    // MARK: - Operators

    private mutating func checkBinary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, expected: CheckType?, at location: SourceLocation) -> CheckType {
        switch op {
        case .and, .or:
            requireType(checkExpression(lhs, expected: .bool), .bool, at: lhs.location, what: "the operand of '\(op.rawValue)'")
            requireType(checkExpression(rhs, expected: .bool), .bool, at: rhs.location, what: "the operand of '\(op.rawValue)'")
            return .bool
        case .equal, .notEqual:
            var a: CheckType
            let b: CheckType
            if case .implicitMember = lhs.kind {
                // `.idle == state`: the right side gives the left its enum.
                b = checkExpression(rhs, expected: nil)
                a = checkExpression(lhs, expected: b == .nilLiteral ? .unknown : b)
            } else {
                a = checkExpression(lhs, expected: nil)
                b = checkExpression(rhs, expected: a == .nilLiteral ? .unknown : a)
            }
            if a == .nilLiteral, case .implicitMember = lhs.kind {} else if a == .nilLiteral {
                a = b.flattenedOptional
            }
            if a == .nilLiteral, b == .nilLiteral { return .bool }
            if (a == .nilLiteral && !b.isOptional && b != .unknown) || (b == .nilLiteral && !a.isOptional && a != .unknown) {
                error("comparing a non-optional \((a == .nilLiteral ? b : a).description) with 'nil' is always \(op == .equal ? "false" : "true")", at: location)
            } else if !a.isComparable(with: b) {
                error("cannot compare \(a.description) with \(b.description)", at: location)
            }
            return .bool
        case .less, .lessEqual, .greater, .greaterEqual:
            requireType(checkExpression(lhs, expected: .int), .int, at: lhs.location, what: "the operand of '\(op.rawValue)'")
            requireType(checkExpression(rhs, expected: .int), .int, at: rhs.location, what: "the operand of '\(op.rawValue)'")
            return .bool
        case .plus:
            let a = checkExpression(lhs, expected: expected)
            let b = checkExpression(rhs, expected: a == .unknown ? expected : a)
            if a == .unknown || b == .unknown { return a == .unknown ? b : a }
            if a == .int, b == .int { return .int }
            if a == .value, b == .value { return .value }
            error("'+' needs two Ints or two Values, not \(a.description) and \(b.description)", at: location)
            return .unknown
        case .minus:
            requireType(checkExpression(lhs, expected: .int), .int, at: lhs.location, what: "the operand of '-'")
            requireType(checkExpression(rhs, expected: .int), .int, at: rhs.location, what: "the operand of '-'")
            return .int
        case .nilCoalescing:
            let a = checkExpression(lhs, expected: expected.map { .optional($0.unwrapped) })
            let wrapped: CheckType
            switch a {
            case .optional(let inner): wrapped = inner
            case .unknown: wrapped = .unknown
            default:
                error("the left side of '??' must be optional, not \(a.description)", at: lhs.location)
                wrapped = a
            }
            let b = checkExpression(rhs, expected: wrapped == .unknown ? expected : wrapped)
            if b == .nilLiteral || b.isOptional { return wrapped.flattenedOptional }
            requireAssignable(b, to: wrapped, at: rhs.location)
            return wrapped == .unknown ? b : wrapped
        case .halfOpenRange, .closedRange:
            requireType(checkExpression(lhs, expected: .int), .int, at: lhs.location, what: "a range bound")
            requireType(checkExpression(rhs, expected: .int), .int, at: rhs.location, what: "a range bound")
            error("ranges can only be used in 'for i in a..<b'", at: location)
            return .range
        }
    }
}
