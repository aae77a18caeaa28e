import StateCheckLanguage

extension ScreenBuilder {
    mutating func expression(substituting name: String, with replacement: String, in e: SwiftExpr) -> Expr? {
        let saved = renames
        renames[name] = replacement
        defer { renames = saved }
        return expression(e)
    }

    /// A Swift expression as a model expression; nil after a diagnostic.
    mutating func expression(_ e: SwiftExpr) -> Expr? {
        let loc = e.location
        func make(_ k: ExprKind) -> Expr { Expr(kind: k, location: loc) }
        switch e.kind {
        case .identifier(let name):
            if let substituted = substitutedProperty(name) { return substituted }
            if let r = renames[name] { return make(.identifier(r)) }
            if unresolvedNames.contains(name), local(name) == nil {
                error("cannot find '\(name)' in scope: it names nothing the model has (a type or value of another module, or a parameter of code the translation does not read)", at: loc)
                return nil
            }
            if closureReadWithoutCall(e) { return nil }
            if readsInput(name, at: loc) { return nil }
            if local(name) == .lastRow {
                error("'\(name)' is the row that appears and is read only in the last-row test ('\(name) == items.last', '\(name).id == items.last?.id')", at: loc)
                return nil
            }
            if local(name) == .constant {
                error("'\(name)' is a value the model does not read (built by a type of another module, such as URL(string:)); it may only be passed to an api call", at: loc)
                return nil
            }
            if name == rowElement, local(name) == nil {
                error("'\(name)' is a row of the list, an element of data the model does not read (its id aside); it may be tested or passed to an api call", at: loc)
                return nil
            }
            if case .httpResponse? = local(name) {
                error("'\(name)' is the api's response and is read only for its status ('\(name).statusCode == 200', '(200..<300).contains(\(name).statusCode)', after 'as? HTTPURLResponse')", at: loc)
                return nil
            }
            if local(name) == .apiDerived {
                error("'\(name)' is computed from api data (\(name) = ….last?.id) and may only be passed to an api call", at: loc)
                return nil
            }
            if local(name) == nil, let own = ownMember(name) { return computedRead(own, at: loc) }
            if local(name) == nil { return computedRead(name, at: loc) }
            if !configuration.strict, let transform = local(name)?.filteredBy { return perhapsEmpty(make(.identifier(name)), text: name, transform: transform, at: loc) }
            return make(.identifier(name))
        case .integer(let text):
            guard let n = Int(text.replacingOccurrences(of: "_", with: "")) else {
                error("the integer literal '\(text)' is not understood", at: loc)
                return nil
            }
            return make(.intLiteral(n))
        case .string(let parts, _):
            var text = ""
            var interpolated = false
            for p in parts {
                switch p {
                case .text(let t): text += t
                case .interpolation: text += "…"; interpolated = true
                }
            }
            // `"Failed: \(error)"`: a message to show; with literal text it is never empty,
            // and what its holes hold changes nothing the screen decides.
            if interpolated {
                guard !configuration.strict, text.contains(where: { $0 != "…" }) else {
                    error("a string with interpolation is not understood in a screen's code", at: loc)
                    return nil
                }
                abstraction("the string with interpolation \"\(text)\" is one non-empty text (its holes are not read)", at: loc)
            }
            return make(.stringLiteral(text))
        case .boolean(let b): return make(.boolLiteral(b))
        case .nilLiteral: return make(.nilLiteral)
        case .implicitMember(let name): return make(.implicitMember(name: name, arguments: nil))
        case .member(let base, let name) where wrappedList(base, field: name) != nil:
            // `response.results` of `struct MovieResponse { let page: Int; let results: [Movie] }`: the answer's list.
            return wrappedList(base, field: name)
        case .member(_, let name) where dataField(e) != nil:
            error("'\(name)' is a field of data an api answered, which the model does not read (a Value's elements are opaque); it may be tested or passed to an api call", at: loc)
            return nil
        case .binary("??", let value, _) where !configuration.strict && Self.optionalOnlyByWeakSelf(value):
            // `await self?.repo.all() ?? []` in a `[weak self]` closure: the screen is alive, so the value is there.
            return expression(value)
        case .member(_, let name) where opaqueMembers.contains(name) && stateVars[name] == nil && !configuration.strict:
            // `failure.errorDescription`, `filter.tint`: a member the model has no values of.
            error("'\(Self.brief(e))' is a value the model does not read (a member of a value of another type the model has none of); it may be tested or passed to an api call", at: loc)
            return nil
        case .member(let base, let name) where Self.isWeakSelf(base):
            // `self?.state` in a `[weak self]` closure: the screen is alive while its code runs.
            return expression(SwiftExpr(kind: .member(SwiftExpr(kind: .identifier("self"), location: base.location), name), location: loc))
        case .member(let base, let name) where clientRoot(base) != nil || staticMemberRoot(base, name) != nil:
            // `defaults.isAuthorized` of a client, `Constants.title`: read only where an opaque value may be.
            error("'\(Self.brief(e))' is a value the screen does not decide (a client's property or a static member of a type the model does not translate); it may be tested or passed to an api call", at: loc)
            return nil
        case .member(let base, "isEmpty") where isStringState(base):
            // `query.isEmpty` of a `String` the screen holds: `query == ""`.
            guard let b = expression(base) else { return nil }
            return make(.binary(.equal, b, Expr(kind: .stringLiteral(""), location: loc)))
        case .member(let base, let name):
            if case .identifier("self") = base.kind, !selfIsEnum { return computedRead(renames[name] ?? ownMember(name) ?? name, at: loc) }
            if name == "id", case .identifier(let row) = base.kind, row == rowElement, local(row) == nil {
                rowKeyReads += 1
                return make(.identifier(Self.rowParameterName))
            }
            if let holder = viewModelHolder(base), opaqueInputs.contains(member(name, of: holder)) {
                error("'\(name)' is a value the model does not read; it may only be tested or passed to an api call", at: loc)
                return nil
            }
            if case .identifier(let holder) = base.kind, viewModelProperties.contains(holder), local(holder) == nil { return computedRead(member(name, of: holder), at: loc) }
            if case .member(let inner, let holder) = base.kind, case .identifier("self") = inner.kind, viewModelProperties.contains(holder) {
                return computedRead(member(name, of: holder), at: loc)
            }
            if case .identifier("Task") = base.kind, name == "isCancelled" { return make(.taskIsCancelled) }
            // `AppError.unknown`: a case of an error enum of the folder that no property holds, translated where it is built.
            if case .identifier(let t) = base.kind, local(t) == nil, enumBindings[t] == nil,
               let declared = module.type(named: t, from: currentFile), declared.decl.keyword == .enumKeyword,
               declared.decl.genericParameters.isEmpty, isErrorEnum(declared), Self.caseNames(of: declared).contains(name) {
                guard enumType(declared, arguments: []) != nil else { return nil }
            }
            if filteredMember(base, name, location: loc) { return nil }
            if case .optionalChain(let inner) = base.kind {
                guard let b = expression(inner) else { return nil }
                return make(.member(base: b, name: name, optional: true))
            }
            if case .string = base.kind {
                // `"ErrorOffline".localized`: the model's text has no members.
                error("'\(Self.brief(e))' is text the screen does not decide (a property of a String); it may be tested or passed to an api call", at: loc)
                return nil
            }
            guard let b = expression(base) else { return nil }
            return make(.member(base: b, name: name, optional: false))
        case .call where isStatusTest(e), .binary where isStatusTest(e):
            return statusTest(e)
        case .call where trimmedText(e) != nil:
            guard let text = trimmedText(e) else { return nil }
            abstraction("\(Self.brief(e)) is read as \(Self.brief(text)): the text the model gives it has no whitespace around it", at: loc)
            return expression(text)
        case .call where textResultRoot(e) != nil:
            error("'\(Self.brief(e))' is text the screen does not decide (a String method's result); it may be tested or passed to an api call", at: loc)
            return nil
        case .call(let callee, var args, let trailing):
            // `.error(error.localizedDescription)` (or `.error("Could not load")` in a catch) of a case read as holding the error: `.error(error)`.
            if args.count == 1, let described = describedErrorHere(args[0].value) {
                switch callee.kind {
                case .implicitMember(let n) where errorMessageCases.contains(n): args[0].value = described
                case .member(_, let n) where errorMessageCases.contains(n): args[0].value = described
                default: break
                }
            }
            return call(callee, args, trailing, location: loc)
        case .prefixOperator(let op, let operand):
            guard let x = expression(operand) else { return nil }
            switch op {
            case "!": return make(.unary(.not, x))
            case "-": return make(.unary(.negate, x))
            default:
                error("the prefix operator '\(op)' is not understood", at: loc)
                return nil
            }
        case .binary(let op, let l, let r):
            if op == "==", let test = lastRowComparison(e) { return test }
            guard let bop = BinaryOperator(rawValue: op), op != "..<", op != "..." else {
                error("the operator '\(op)' is not understood here", at: loc)
                return nil
            }
            guard var a = expression(l), let b = expression(r) else { return nil }
            // `await store.themes(named: val) ?? []` of an api whose answer Swift has as optional: nil or not, assumed.
            if op == "??" { a = someValue(a, text: Self.brief(l), at: l.location) }
            return make(.binary(bop, a, b))
        case .ternary(let c, let t, let f):
            guard let x = expression(c), let y = expression(t), let z = expression(f) else { return nil }
            return make(.ternary(condition: x, then: y, else: z))
        case .tryExpr where awaitedChildResult(e) != nil, .awaitExpr where awaitedChildResult(e) != nil:
            // `try await (user, posts)` of async lets already awaited where they were declared.
            guard let value = awaitedChildResult(e) else { return nil }
            return expression(value)
        case .tryExpr(let kind, let inner):
            if kind == "try", let decoded = decodedData(inner) { return decoded }
            guard kind != "try!" else {
                error("'try!' is not understood; use 'try' inside do/catch", at: loc)
                return nil
            }
            trying += 1
            defer { trying -= 1 }
            guard let x = expression(inner) else { return nil }
            return kind == "try" ? boolAnswer(make(.try(x, optional: false))) : make(.try(x, optional: kind == "try?"))
        case .awaitExpr(let inner):
            awaiting += 1
            defer { awaiting -= 1 }
            guard let x = expression(inner) else { return nil }
            return trying == 0 ? boolAnswer(make(.await(x))) : make(.await(x))
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return expression(elements[0].value)
        case .tuple(let elements) where elements.count > 1:
            // `(loaded, failed)`: a tuple literal of the model (``TupleType``).
            var values: [Expr] = []
            for element in elements {
                guard let v = expression(element.value) else { return nil }
                values.append(v)
            }
            return TupleType.literal(values, at: loc)
        case .forceUnwrap(let inner):
            guard let x = expression(inner) else { return nil }
            return make(.forceUnwrap(x))
        case .isType(let inner, let type):
            guard let x = expression(inner), let name = type.simpleName else { return nil }
            return make(.isType(x, name))
        case .subscriptCall(let base, let args, let trailing) where args.count == 1 && args[0].label == nil && trailing.isEmpty:
            // `details[id]`: an entry of per-row state (the row expansion reads it, or names what it cannot).
            guard let b = expression(base), let k = expression(args[0].value) else { return nil }
            return make(.subscript(base: b, key: k))
        case .cast(let inner, "as", let type) where type.simpleName == "NSError" && !configuration.strict:
            // `error as NSError`: the same error, bridged.
            return expression(inner)
        case .array(let elements) where elements.isEmpty:
            return make(.emptyValueLiteral)
        case .array:
            // A list is the api's answer (a Value of pages) or empty: rows written in the code are neither.
            error("an array literal with elements is not understood in a screen's code; a list starts empty ([]) and is filled by an api's answer", at: loc)
            return nil
        default:
            error("this expression is not understood in a screen's code", at: loc)
            return nil
        }
    }

    /// The Swift name of the method a call's callee names (`load` in
    /// `load`, `self.load`, `model.load`).
    static func calledMethodName(_ callee: SwiftExpr) -> String? {
        switch callee.kind {
        case .identifier(let n): return n
        case .member(let base, let n):
            if case .identifier = base.kind { return n }
            if isWeakSelf(base) { return n }
            if case .member(let inner, _) = base.kind, case .identifier("self") = inner.kind { return n }
            return nil
        default: return nil
        }
    }

    /// `self` or, in a `[weak self]` closure, `self?`: the code's own instance.
    static func isOwnInstance(_ e: SwiftExpr) -> Bool {
        if case .identifier("self") = e.kind { return true }
        return isWeakSelf(e)
    }

    /// `self?` of a `[weak self]` closure.
    static func isWeakSelf(_ e: SwiftExpr) -> Bool {
        if case .optionalChain(let inner) = e.kind, case .identifier("self") = inner.kind { return true }
        return false
    }

    /// Whether `e`'s only optional chaining is `self?` (`self?.repo.all()`,
    /// `await self?.total`): with the screen alive, `e` has a value.
    static func optionalOnlyByWeakSelf(_ e: SwiftExpr) -> Bool {
        var weak = false
        var other = false
        e.forEachExpression { x in
            guard case .optionalChain = x.kind else { return }
            if isWeakSelf(x) { weak = true } else { other = true }
        }
        return weak && !other
    }

    /// The Swift name of the screen's or a view model's method `e` names
    /// (``calledMethodName(_:)``), nil when it names none.
    func namedMethod(_ e: SwiftExpr) -> String? {
        guard let name = Self.calledMethodName(e), methodNames.contains(name) || methodNames.contains(where: { $0.hasSuffix(name) }) else { return nil }
        // `eventStore.requestAccess(…)` of an object of another module the screen holds (an input): its own method,
        // not the screen's of that name.
        if case .member(let base, _) = e.kind, case .identifier(let b) = base.kind, b != "self", local(b) == nil,
           viewModelHolder(base) == nil, stateVars[ownMember(b) ?? b] == nil, screenInputs.contains(ownMember(b) ?? b) { return nil }
        return name
    }

    /// How many methods named `name` the type `typeName` of the folder
    /// declares, in its body, its extensions and its protocols' (0 when
    /// the folder does not declare the type).
    func methodOverloads(_ name: String, of typeName: String) -> Int {
        guard let t = module.type(named: typeName, from: file) else { return 0 }
        var declaring = [t] + module.extensions(of: typeName, declaredIn: t.file)
        for p in t.decl.inheritance.compactMap(\.simpleName) {
            guard let declared = module.type(named: p, from: t.file) else { continue }
            declaring += [declared] + module.extensions(of: p, declaredIn: declared.file)
        }
        return declaring.flatMap(\.decl.members).filter { m in
            if case .function(let f) = m.kind { return f.name == name }
            return false
        }.count
    }

    /// `.init(localized: "key.search")` where a value of the type `type`
    /// is expected (a property declared `String`, an assignment to one): the
    /// initializer of that type, `String(localized: "key.search")`, as Swift
    /// reads it. `e` unchanged for any other expression, or when `type` is
    /// an enum of the folder (whose `.init(rawValue:)` is read as it is).
    func typedInitializer(_ e: SwiftExpr, type: String?) -> SwiftExpr {
        guard !configuration.strict, let type, case .call(let callee, let args, let trailing) = e.kind, case .implicitMember("init") = callee.kind,
              module.type(named: type, from: file)?.decl.keyword != .enumKeyword else { return e }
        return SwiftExpr(kind: .call(SwiftExpr(kind: .identifier(type), location: callee.location), arguments: args, trailingClosures: trailing), location: e.location)
    }

    /// The method a call of a value itself calls (`useCase(movie: movie)`).
    static let callAsFunction = "callAsFunction"

    /// The client type and property name of a client property the code
    /// holds, called as a function (`getDetailsUseCase(id: id)`,
    /// `self.getDetailsUseCase(id: id)`); nil for any other callee, and for a
    /// method of the code's own of that name.
    func clientCalledAsFunction(_ callee: SwiftExpr) -> (typeName: String, name: String)? {
        guard namedMethod(callee) == nil else { return nil }
        switch callee.kind {
        case .identifier(let name):
            guard local(name) == nil, stateVars[name] == nil, let typeName = environmentBase(callee) else { return nil }
            return (typeName, name)
        case .member(let base, let name) where Self.isOwnInstance(base):
            guard stateVars[ownMember(name) ?? name] == nil, let typeName = environmentBase(callee) else { return nil }
            return (typeName, name)
        default:
            return nil
        }
    }

    /// The Swift names of the model's scalar types.
    static let typeNames: [TypeRef: String] = [.string: "String", .int: "Int", .bool: "Bool"]

    /// `user` → `User`: an api's type named after the value it is called on.
    static func upperCamel(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The model's reading of the member `name`: a call of its function
    /// when it is a computed property (``computedProperties``), else the variable.
    func computedRead(_ name: String, at loc: SourceLocation) -> Expr {
        let id = Expr(kind: .identifier(name), location: loc)
        guard computedProperties.contains(name) else { return id }
        return Expr(kind: .call(callee: id, arguments: []), location: loc)
    }

    /// A call: an api (a method of an environment type), an enum case through
    /// its type, a function or method of the folder.
    mutating func call(_ callee: SwiftExpr, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], location loc: SourceLocation) -> Expr? {
        if !configuration.strict, case .member(_, let name) = callee.kind, opaqueMembers.contains(name), stateVars[name] == nil, namedMethod(callee) == nil {
            // `error.getErrorMessage()`: a method of a value the model has no members of.
            error("'\(Self.brief(callee))(…)' is a value the model does not read (a method of a value of another type the model has none of); it may be tested or passed to an api call", at: callee.location)
            return nil
        }
        if let wrapped = caughtErrorWrapped(callee, args, trailing, at: loc) { return wrapped }
        // `try await getPublisher(category: category)` of a Combine request: the own method choosing it is an api.
        if awaiting > 0, let owner = publisherMethodOwner(callee), case .identifier(let name) = callee.kind {
            abstraction("\(name)(…) returns a publisher its body chooses among requests: read as an api, one answer or a failure", at: callee.location)
            return apiCall(typeName: owner, method: name, args: args, location: loc, calleeLocation: callee.location, mayThrow: trying > 0)
        }
        if let name = opaqueMethod(callee) {
            error("'\(name)' returns a value the model does not read; it may only be tested or passed to an api call", at: callee.location)
            return nil
        }
        switch concurrencyCall(callee, args, trailing, location: loc) {
        case .translated(let e): return e
        case .diagnosed: return nil
        case .none: break
        }
        switch taskListCall(callee, args, trailing, location: loc) {
        case .translated(let e): return e
        case .diagnosed: return nil
        case .none: break
        }
        switch errorStructCall(callee, args, location: loc) {
        case .translated(let e): return e
        case .diagnosed: return nil
        case .none: break
        }
        if case .identifier(let n) = callee.kind, unresolvedNames.contains(n), local(n) == nil, renames[n] == nil {
            error("cannot find '\(n)' in scope: it names nothing the model has (a type or value of another module, or a parameter of code the translation does not read)", at: callee.location)
            return nil
        }
        if collectionQuery(callee, args, location: loc) { return nil }
        if let e = collectionCall(callee, args, trailing, location: loc) { return e }
        if let key = closureMethodKey(callee), let m = closureMethods[key] {
            error("the method '\(m.decl.name)' takes a closure: it is read where it is called, in a statement of its own (not for a value)", at: loc)
            return nil
        }
        guard trailing.isEmpty else {
            error("a call with a trailing closure is not understood here", at: loc)
            return nil
        }
        if let inlined = closureCall(callee, args, location: loc) { return inlined }
        if let client = syncClientCall(callee, args) {
            error("'\(SwiftSyntaxDump.describe(callee))' is a synchronous call of \(client), whose code the model does not read: what it returns is a value the screen does not decide; it may only be tested, passed to an api call or stored in a property of data", at: callee.location)
            return nil
        }
        // Without strict mode, a call site's `try` says whether the api can throw there (``apiCall``).
        let mayThrow: Bool? = configuration.strict ? nil : trying > 0
        if case .member(let base, let method) = callee.kind, case .identifier(let typeName) = base.kind,
           local(typeName) == nil, stateVars[typeName] == nil, isEnvironment(typeName) {
            // `EKEventStore.authorizationStatus(for: .event)`, not awaited: a synchronous static call of a type of
            // another module (not named as the environment), whose result is a value the screen does not decide.
            if !configuration.strict, awaiting == 0, typeName != "Self", typeName.first?.isUppercase == true, !isEnvironmentType(typeName),
               module.type(named: typeName, from: file) == nil {
                error("'\(SwiftSyntaxDump.describe(callee))' is a synchronous call of \(typeName), a type of another module: what it returns is a value the screen does not decide; it may only be tested, passed to an api call or stored in a property of data", at: callee.location)
                return nil
            }
            return apiCall(typeName: typeName, method: method, args: args, location: loc, calleeLocation: callee.location, mayThrow: mayThrow)
        }
        if case .member(let base, let method) = callee.kind, let typeName = environmentBase(base) {
            if case .call = base.kind {
                abstraction("\(Self.brief(base)) builds an instance of \(typeName), the environment, for this call: its async call \(method) is an api", at: base.location)
            }
            return apiCall(typeName: typeName, method: method, args: args, location: loc, calleeLocation: callee.location, mayThrow: mayThrow)
        }
        // `await url.downloadWebFile()`: an async call on a value the screen does not decide is the environment.
        if case .member(let base, let method) = callee.kind, awaiting > 0, let root = opaqueRoot(base) {
            abstraction("\(SwiftSyntaxDump.describe(callee)) is an async call on \(root), a value the screen does not decide: an api", at: callee.location)
            return apiCall(typeName: Self.upperCamel(root), method: method, args: args, location: loc, calleeLocation: callee.location, mayThrow: mayThrow)
        }
        // `await Payment.paymentButtonTypeAsync()`: an async static method of a type of the folder the model does not
        // translate (no view model, no data it reads). It cannot write the view's state, and what it answers is a
        // value the screen does not decide: an api, as one of another module is.
        if case .member(let base, let method) = callee.kind, awaiting > 0, case .identifier(let typeName) = base.kind,
           namedMethod(callee) == nil, staticMemberRoot(base, method) == typeName, args.allSatisfy({ changesNothing($0.value) && handsOutNothing($0.value) }),
           !staticMethodMentionsTheScreen(typeName, method) {
            abstraction("\(typeName).\(method) is an async static method of \(typeName), a type the model does not translate: an api (its code cannot write the screen's state)", at: callee.location)
            return apiCall(typeName: typeName, method: method, args: args, location: loc, calleeLocation: callee.location, mayThrow: mayThrow)
        }
        // `try await getDetailsUseCase(id: id)`, `self.getDetailsUseCase(…)`: a client the code holds, called as a function.
        if awaiting > 0, !configuration.strict, let (typeName, name) = clientCalledAsFunction(callee) {
            return apiCall(typeName: typeName, method: name, args: args, location: loc, calleeLocation: callee.location, mayThrow: mayThrow)
        }
        if let awaited = opaqueThrowingCall(callee, args, trailing, location: loc) { return awaited }
        // `try await load()` of `let load: () async throws -> T`: the parent's async code, an api.
        if case .identifier(let name) = callee.kind, awaiting > 0, !configuration.strict, local(name) == nil, stateVars[name] == nil,
           screenInputs.contains(name), args.allSatisfy({ changesNothing($0.value) }) {
            abstraction("\(name)(…) awaits a closure the parent passes in: the parent's code, read as an api", at: callee.location)
            let isNew = apis[name] == nil
            let api = apiCall(typeName: Self.upperCamel(name), method: name, args: [], location: loc, calleeLocation: callee.location)
            if isNew, let effects = inputClosureEffects(name), effects.throwsKeyword == nil { apis[name]?.nonthrowing = true }
            return api
        }
        if let name = namedMethod(callee), givenReadInPlace.contains(name) {
            readInPlaceCalled.insert(name)
            error("'\(name)' is read in place where code the translation does not read calls it, and its body is not translated: this call, in code that is read, is not understood", at: callee.location)
            return nil
        }
        // A method with opaque parameters: their arguments are dropped.
        var args = args
        if let name = namedMethod(callee) { args = withDefaultArguments(name, args) }
        if let name = namedMethod(callee) { noteOpaqueArguments(name, args) }
        if let name = namedMethod(callee), let dropped = droppedParameters[name] {
            // A dropped argument is not evaluated: one with effects cannot be dropped.
            if let effect = args.enumerated().first(where: { dropped.contains($0.offset) && !changesNothing($0.element.value) }) {
                error("the argument \(effect.offset + 1) of '\(name)' has effects, but its parameter is opaque (its value is not read); compute it in a statement before the call", at: effect.element.value.location)
                return nil
            }
            args = args.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
        }
        if case .implicitMember(let name) = callee.kind {
            notePayloads(ofCase: name, args)
            if let dropped = droppedPayload(ofCase: name) {
                // `.activity(id)` of `case activity(UUID)`: the payload the model does not keep is not evaluated.
                if let effect = args.enumerated().first(where: { dropped.contains($0.offset) && !changesNothing($0.element.value) }) {
                    error("the payload \(effect.offset + 1) of '.\(name)' has effects, but the model does not keep it (its type has no values in the model); compute it in a statement before", at: effect.element.value.location)
                    return nil
                }
                args = args.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
                if args.isEmpty { return Expr(kind: .implicitMember(name: name, arguments: nil), location: loc) }
            }
            let expected = expectedEnum
            expectedEnum = nil
            guard let xs = arguments(args) else { return nil }
            if let factory = staticFactoryCall(name, arguments: xs, expected: expected, at: loc) { return factory }
            return Expr(kind: .implicitMember(name: name, arguments: xs), location: loc)
        }
        if case .identifier(let typeName) = callee.kind, let built = enumInitializerCall(typeName, args, at: loc) { return built }
        guard let c = expression(callee), let xs = arguments(args) else { return nil }
        return Expr(kind: .call(callee: c, arguments: xs), location: loc)
    }

    /// A type the folder marks as environment, or a type name the folder does not declare.
    func isEnvironment(_ typeName: String) -> Bool {
        guard let first = typeName.first, first.isUppercase, enumBindings[typeName] == nil else { return false }
        if isEnvironmentType(typeName) { return true }
        return module.type(named: typeName, from: file) == nil
    }

    /// `API.getPosts(minId: lastId + 1, count: 30)` → `getPosts(count: 30)`:
    /// literal and model-variable arguments are kept with the request, those
    /// computed from api data are not.
    ///
    /// `mayThrow` is whether the call site is under a `try`, when the caller
    /// knows (nil: the api throws unless its declaration says otherwise). A
    /// site without `try` calls code that cannot throw (Swift would not
    /// compile it otherwise), so a new api is declared non-throwing. Whether
    /// this site can throw (its plain declaration, else its `try`) decides
    /// the api's name too: an api of that name declared with the other
    /// throwing is a different one here (``apiVariant(_:typeName:nonthrowing:at:)``).
    mutating func apiCall(typeName: String, method: String, args: [SwiftArgument], location loc: SourceLocation, calleeLocation: SourceLocation,
                          mayThrow: Bool? = nil) -> Expr? {
        // `center.addObserver(self, …)`: code the model does not read, given the screen, may call it back whenever it likes.
        if let handed = args.first(where: { handsOutScreen($0.value) }) {
            error("\(typeName).\(method) is given \(SwiftSyntaxDump.describe(handed.value)), the screen itself: code the model does not read may call it back whenever it likes, so no sound reading exists; pass the values it needs instead", at: handed.value.location)
            return nil
        }
        // The api is named after the method, unless the screen uses that name already.
        var method = method
        let swiftMethod = method
        if stateVars[method] != nil || methodNames.contains(method) || viewHelpers.contains(method) || local(method) != nil {
            method = Self.lowerCamel(typeName) + method.prefix(1).uppercased() + method.dropFirst()
            abstraction("the api \(typeName).\(swiftMethod) is named \(method): the screen already uses '\(swiftMethod)'", at: calleeLocation)
        }
        let declaredType = module.type(named: typeName, from: file)
        // `toggleFavoriteUseCase(movie: movie)` of a use case the screen holds, whose type declares no method of
        // that name: calling the value calls its `callAsFunction`.
        let declaredName = !configuration.strict && methodOverloads(swiftMethod, of: typeName) == 0
            && methodOverloads(Self.callAsFunction, of: typeName) == 1 ? Self.callAsFunction : swiftMethod
        let decl = declaredType.flatMap { t -> SwiftFunctionDecl? in
            for m in t.decl.members { if case .function(let f) = m.kind, f.name == declaredName { return f } }
            return nil
        } ?? (configuration.strict ? nil : asyncCompletionMethod(declaredName, of: typeName))
        // Whether this call can throw, when the site says: its plain declaration, else its `try`.
        var siteNonthrowing = decl.map(Self.plainNonthrowing) ?? mayThrow.map { !$0 }
        if !configuration.strict, let r = decl?.result, resultShapedAnswer(r) != nil { siteNonthrowing = nil }
        // `func fetch(completion: (GameListResults)) async throws` through a typealias: failing as the handler's `.failure`, too.
        if !configuration.strict, let d = decl, resolvedCompletionAnswer(of: d, in: typeName) != nil { siteNonthrowing = nil }
        if let siteNonthrowing, let existing = apis[method], existing.nonthrowing != siteNonthrowing {
            method = apiVariant(method, typeName: typeName, nonthrowing: siteNonthrowing, at: calleeLocation)
        }
        if apis[method] == nil {
            var result: TypeRef? = .value
            var nonthrowing = decl.map { $0.effects.throwsKeyword == nil } ?? (mayThrow == false)
            if decl == nil, mayThrow == false {
                abstraction("\(typeName).\(swiftMethod) is called without 'try': the api \(method) cannot fail", at: calleeLocation)
            }
            var answer = decl?.result
            // `func fetch(completion: @escaping (Result<[Movie], Error>) -> Void)`: the answer is the Result's success.
            if let d = decl, let success = Self.completionAnswer(of: d) ?? (configuration.strict ? nil : resolvedCompletionAnswer(of: d, in: typeName)) {
                answer = success
                nonthrowing = false
            }
            // `-> AnyPublisher<[Movie], Error>`: a request's publisher answers its Output, and fails unless its Failure is Never.
            if let r = answer, case .identifier(let publisher, let arguments) = r.kind, publisher.hasSuffix("Publisher"), arguments.count == 2 {
                answer = arguments[0]
                nonthrowing = arguments[1].simpleName == "Never"
                abstraction("\(typeName).\(swiftMethod) returns a publisher: read as a request answering its \(arguments[0].spelling)\(nonthrowing ? "" : ", or failing"), once", at: calleeLocation)
            }
            // `-> Result<[Sign], FetchError>`: the answer's failure is the `.failure` case, so the api can fail.
            if let r = answer, case .identifier("Result", let arguments) = r.kind, arguments.count == 2 {
                answer = arguments[0]
                nonthrowing = false
                abstraction("\(typeName).\(swiftMethod) answers a Result: its success is the answer, its failure the api's failure", at: calleeLocation)
            }
            // `-> DataResult<T>` of the folder, `case success(T, …)` and `case failure(Error)`: read as a Result.
            if !configuration.strict, let r = answer, let success = resultShapedAnswer(r) {
                answer = success
                nonthrowing = false
                abstraction("\(typeName).\(swiftMethod) answers a \(r.simpleName ?? "result"), shaped like a Result: its success is the answer, its failure the api's failure", at: calleeLocation)
            }
            // `-> UIImage?`, `Result<[String]?, E>`: the answer read as a Value; where the code tests it, nil is assumed or not.
            if !configuration.strict, let r = answer, case .optional(let wrapped) = r.kind {
                answer = wrapped
                abstraction("\(typeName).\(swiftMethod) answers an optional \(r.spelling): read as a Value; where the code tests whether it is nil, that is assumed either way", at: calleeLocation)
            }
            if decl != nil {
                if let r = answer { result = modelType(r) ?? .value; if result == .void { result = nil } } else { result = nil }
            }
            // `func requestPermission() async -> Bool`: any Bool, which the model draws as the answer's emptiness.
            if result == .bool, !configuration.strict {
                result = .value
                boolAnswers.insert(method)
                abstraction("\(typeName).\(swiftMethod) answers a Bool: read as any Bool, true when the api \(method) answers a non-empty Value", at: calleeLocation)
            }
            // `-> AnyPublisher<String, Error>`, `-> Int`: an answer an api has no values of is data the model does
            // not read, as the answer of a method the folder does not declare is.
            if let r = result, r == .string || r == .int, !configuration.strict, let spelled = answer?.spelling {
                result = .value
                abstraction("\(typeName).\(swiftMethod) answers \(spelled), which an api does not answer: read as a Value, data the screen does not read", at: calleeLocation)
            }
            if !configuration.strict, result == .value, let field = answer.flatMap(listWrapperField) {
                listWrapperFields[method] = (field, configuration.isNonempty(typeName: typeName, method: swiftMethod))
            }
            apis[method] = APIDecl(name: method, parameters: [], returnType: result, nonthrowing: nonthrowing,
                                   nonempty: !boolAnswers.contains(method) && !answersEmpty(typeName: typeName, method: swiftMethod, result: answer, at: calleeLocation),
                                   location: calleeLocation)
            apiOrder.append(method)
            let isProtocol = declaredType?.decl.keyword == .protocolKeyword
            let why = isEnvironmentType(typeName) ? "\(typeName) is the environment (named API/…API/…Client/…Service/…Repository, or listed in \(ScreenConfiguration.fileName))"
                : isProtocol ? "\(typeName) is a protocol: the call goes to whichever client is injected"
                : answersByCompletion(typeName, file: file) ? "\(typeName) answers requests through completion handlers: a client"
                : declaredType != nil ? "\(typeName) is a client the screen holds (its namespace names it the environment)"
                : "\(typeName) is not declared in the folder"
            abstraction("\(typeName).\(swiftMethod) is the api \(method): \(why)", at: calleeLocation)
        }
        // `activityTypes.fetch()` of `func fetch(forceRefresh: Bool = false)`, its type's only method of that name:
        // Swift passes the default.
        let overloads = methodOverloads(declaredName, of: typeName)
        let args = overloads == 1 ? decl.map { Self.withDefaultArguments(of: $0, args) } ?? args : args
        var kept: [Argument] = []
        var parameters: [Parameter] = []
        for (i, a) in args.enumerated() {
            let label = a.label ?? "_\(i)"
            var keep: Bool
            switch a.value.kind {
            case .integer, .string, .boolean: keep = true
            case .identifier(let n) where rowLocals.contains(n): keep = true // the row a per-row request loads
            case .identifier(let n): keep = stateVars[ownMember(n) ?? n] != nil && local(n) == nil
            default: keep = false
            }
            let argument = a.label.map { "\($0): " } ?? "#\(i + 1) "
            if opaqueRoot(a.value) != nil {
                unkeptAtCallSites[method, default: []].insert(label)
                abstraction("the argument \(argument)of \(method) is \(SwiftSyntaxDump.describe(a.value)), a value the screen does not decide, not kept with the request", at: a.value.location)
                continue
            }
            if keep, droppedArguments[method]?.contains(label) == true {
                abstraction("the argument \(argument)of \(method) is not kept with the request: another call computes it", at: a.value.location)
                continue
            }
            guard keep, let v = expression(a.value) else {
                unkeptAtCallSites[method, default: []].insert(label)
                abstraction("the argument \(argument)of \(method) is computed from api data, not kept with the request", at: a.value.location)
                continue
            }
            kept.append(Argument(label: a.label, value: v))
            if case .intLiteral(let n) = v.kind { keptIntegers.append(n) }
            var type: TypeRef = .int
            switch a.value.kind {
            case .string: type = .string
            case .boolean: type = .bool
            case .identifier(let n) where rowLocals.contains(n): type = .named("Row")
            case .identifier(let n): type = stateVars[ownMember(n) ?? n] ?? .int
            default: break
            }
            parameters.append(Parameter(label: a.label, name: a.label ?? "p\(i)", type: type, location: a.value.location))
        }
        if apis[method]?.parameters.isEmpty == true && !parameters.isEmpty { apis[method]?.parameters = parameters }
        return Expr(kind: .call(callee: Expr(kind: .identifier(method), location: calleeLocation), arguments: kept), location: loc)
    }
}

extension ScreenBuilder {
    /// Whether `e` names a `String` stored property of the screen or its
    /// view model (`query`, `self.query`, `model.query`), not shadowed by a local.
    func isStringState(_ e: SwiftExpr) -> Bool {
        // `draft.trimmingCharacters(in: .whitespaces)`: the String itself (``trimmedText(_:)``).
        if let text = trimmedText(e) { return isStringState(text) }
        let name: String?
        switch e.kind {
        // In a component, a property bound to the caller's state is that state (`renames`).
        case .identifier(let n):
            // A parameter of type String of the function being read.
            if local(n) != nil { return stringLocals.contains(n) }
            name = renames[n] ?? ownMember(n) ?? n
        case .member(let base, let n):
            if case .identifier("self") = base.kind, !selfIsEnum { name = ownMember(n) ?? n }
            else if case .identifier(let holder) = base.kind, viewModelProperties.contains(holder), local(holder) == nil { name = member(n, of: holder) }
            else { name = nil }
        default: name = nil
        }
        guard let name else { return false }
        return stateVars[name] == .string
    }
}

extension ScreenBuilder {
    /// `await requestPermission()` (or `try await …`) of an api answering a
    /// Bool: `!(await requestPermission()).isEmpty`, so the environment's
    /// choice of an empty or non-empty answer is the Bool's value. Any other
    /// expression is returned as it is.
    func boolAnswer(_ x: Expr) -> Expr {
        boolAnswerTest(x) ?? x
    }

    /// `if try await client.delete(parkID: id) { … }` of an api whose
    /// declaration the folder does not show (read `-> Value`): Swift's `if`
    /// takes a Bool, so the api answers one, any Bool, drawn as the
    /// answer's emptiness (``boolAnswer(_:)``); any other condition as it is.
    mutating func conditionAnswer(_ x: Expr) -> Expr {
        var awaited = x
        if case .try(let inner, false) = awaited.kind { awaited = inner }
        guard !configuration.strict, case .await(let call) = awaited.kind, case .call(let callee, _) = call.kind,
              case .identifier(let api) = callee.kind, apis[api]?.returnType == .value, !boolAnswers.contains(api) else { return x }
        boolAnswers.insert(api)
        apis[api]?.nonempty = false
        abstraction("the api \(api) is tested as a condition, so it answers a Bool: any Bool, true when it answers a non-empty Value", at: x.location)
        return boolAnswer(x)
    }

    /// ``boolAnswer(_:)``'s test, nil when `x` is no call of an api answering a Bool.
    func boolAnswerTest(_ x: Expr) -> Expr? {
        var awaited = x
        if case .try(let inner, false) = awaited.kind { awaited = inner }
        guard case .await(let call) = awaited.kind, case .call(let callee, _) = call.kind, case .identifier(let api) = callee.kind,
              boolAnswers.contains(api) else { return nil }
        let isEmpty = Expr(kind: .member(base: x, name: "isEmpty", optional: false), location: x.location)
        return Expr(kind: .unary(.not, isEmpty), location: x.location)
    }
}

extension ScreenBuilder {
    /// Whether an enum of the folder conforms to `Error` or `LocalizedError`,
    /// in its declaration or in an extension.
    func isErrorEnum(_ declared: SwiftModule.Located) -> Bool {
        ([declared] + module.extensions(of: declared.decl.name, declaredIn: declared.file)).contains { x in
            x.decl.inheritance.contains { Self.errorProtocols.contains($0.simpleName ?? "") }
        }
    }

    /// The names of the cases an enum of the folder declares.
    static func caseNames(of declared: SwiftModule.Located) -> Set<String> {
        var names = Set<String>()
        for m in declared.decl.members.flatMap(Self.flatten) {
            if case .enumCase(let elements) = m.kind { names.formUnion(elements.map(\.name)) }
        }
        return names
    }
}
