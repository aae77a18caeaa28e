import StateCheckLanguage

// Values the screen does not decide: its inputs (`let user: User`,
// `@Binding var isPresented`, `@FocusState var focus`), what is read from
// them (`user.id`), and parameters of types the model has no values for
// (`id: UUID`, `date: Date`). Such a value is opaque: it may be passed to an
// api (not kept with the request), a write to an input is the parent's or
// the system's state, and an async call on one is an api. A test of one is
// still refused: the model would have to explore both outcomes.

extension ScreenBuilder {
    /// The opaque name an expression is rooted at (`user` in `user.profile.id`,
    /// `id` for a parameter of an opaque type); nil for anything else.
    func opaqueRoot(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n):
            if let kind = local(n) { return kind == .constant ? n : nil }
            let own = ownMember(n) ?? n
            return screenInputs.contains(own) && stateVars[own] == nil ? n : nil
        case .member(_, let n) where opaqueMembers.contains(n) && stateVars[n] == nil:
            return n
        case .call where closureQueryRoot(e) != nil:
            return closureQueryRoot(e)
        case .call(let callee, _, _) where opaqueMethod(callee) != nil:
            return opaqueMethod(callee)
        case .call(let callee, let args, let trailing) where trailing.isEmpty && syncClientCall(callee, args) != nil:
            return Self.rootName(callee) ?? syncClientCall(callee, args)
        case .call(let callee, let args, let trailing) where trailing.isEmpty && staticCallRoot(callee, args) != nil:
            return staticCallRoot(callee, args)
        case .member where dataField(e) != nil:
            return dataField(e)
        case .call(let callee, _, _) where dataField(callee) != nil:
            return dataField(callee)
        case .call where textResultRoot(e) != nil:
            return textResultRoot(e)
        case .member(let base, let n) where viewModelHolder(base) != nil:
            guard let holder = viewModelHolder(base) else { return nil }
            return opaqueInputs.contains(member(n, of: holder)) ? n : nil
        case .member(let base, _) where clientRoot(base) != nil:
            return clientRoot(base)
        case .member(let base, let n) where staticMemberRoot(base, n) != nil:
            return staticMemberRoot(base, n)
        case .subscriptCall(let base, _, _):
            return opaqueRoot(base)
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base):
            if case .identifier("self") = base.kind, case .member(_, let n) = e.kind {
                return local(n) == nil && screenInputs.contains(n) && stateVars[n] == nil ? n : nil
            }
            return opaqueRoot(base)
        default:
            return nil
        }
    }

    /// `UIDatePicker.appearance()`, `Formatter.shared()`: a synchronous call
    /// of a static method of a type the model does not translate (of
    /// another module, or a struct or class of the folder that is no view
    /// model), handed nothing of the screen: what it returns is a value the
    /// screen does not decide, named by the type; nil for anything else,
    /// and for a call that is awaited (an api).
    func staticCallRoot(_ callee: SwiftExpr, _ args: [SwiftArgument]) -> String? {
        guard awaiting == 0, case .member(let base, let name) = callee.kind, let root = staticMemberRoot(base, name),
              args.allSatisfy({ handsOutNothing($0.value) && !hasEffects($0.value) }) else { return nil }
        return root
    }

    /// The view-model property `base` names (`model`, `self.model`), if any.
    func viewModelHolder(_ base: SwiftExpr) -> String? {
        switch base.kind {
        case .identifier(let h) where local(h) == nil && viewModelProperties.contains(h): return h
        case .member(let inner, let h):
            if case .identifier("self") = inner.kind, viewModelProperties.contains(h) { return h }
            return nil
        default: return nil
        }
    }

    /// Reads the stored property `name` (of the screen or of its view model)
    /// as opaque when the model has no values of its type: an input of the
    /// screen as far as the translation goes (tests of it are assumptions,
    /// writes to it are not read, it may be passed to apis). False in strict
    /// mode, where the caller reports it.
    mutating func opaqueProperty(_ name: String, because why: String, at location: SourceLocation) -> Bool {
        guard !configuration.strict else { return false }
        opaqueInputs.insert(name)
        abstraction("the property \(name) is opaque (\(why)): tests of it are assumptions, writes to it are not read", at: location)
        return true
    }

    /// The type an initial value names: `LoadState.idle`, `FeedState()`,
    /// `Loadable<[Post], Error>.idle`; nil when it names none.
    static func evidentType(of value: SwiftExpr) -> SwiftType? {
        switch value.kind {
        case .call(let callee, _, _):
            if case .identifier(let n) = callee.kind, n.first?.isUppercase == true { return SwiftType(kind: .identifier(name: n, genericArguments: []), location: value.location) }
            return evidentType(of: callee)
        case .member(let base, _):
            if case .identifier(let n) = base.kind, n.first?.isUppercase == true { return SwiftType(kind: .identifier(name: n, genericArguments: []), location: value.location) }
            if case .specialized(let inner, let args) = base.kind, case .identifier(let n) = inner.kind {
                return SwiftType(kind: .identifier(name: n, genericArguments: args), location: value.location)
            }
            return nil
        default:
            return nil
        }
    }

    /// Types a parameter is opaque of: values of Swift and its libraries
    /// the model has none of, and types the folder does not declare.
    func isOpaqueParameterType(_ t: SwiftType) -> Bool {
        guard !configuration.strict else { return false }
        var inner = t
        while case .optional(let wrapped) = inner.kind { inner = wrapped }
        // `[UUID: [Activity]]`: the model keeps no dictionaries; `any Input`: a value of some conforming type.
        if case .dictionary = inner.kind { return true }
        if case .any(let p) = inner.kind { inner = p }
        // `[ObjectPreview]` of a type of another module: an array of values the model has none of (`[String]`,
        // `[URL]`, `[Date]` are rows of a Value).
        if case .array(let element) = inner.kind {
            if case .identifier(let name, let arguments) = element.kind, arguments.isEmpty, Self.opaqueRowTypes.contains(name) { return false }
            return isOpaqueParameterType(element)
        }
        // `UIImpactFeedbackGenerator.FeedbackStyle`, `RealTimeProvider.ServerEvent`: a nested type the folder does not
        // declare. (`Order.ID` of a data struct of the folder is a row's identity, read by the rows.)
        if case .member(_, let name, _) = inner.kind { return name != "ID" && module.type(named: name, from: currentFile) == nil }
        guard case .identifier(let name, _) = inner.kind else { return false }
        if ["Bool", "Int", "String", "Error", "Void", "Task", "Set", "CheckedContinuation"].contains(name) { return false }
        if components.typeParameters[name] != nil { return false }
        guard let declared = module.type(named: name, from: currentFile) else { return true }
        // A protocol of the folder (`user: Nameable`): some conforming value the screen does not decide.
        return Self.valueTypeNames.contains(name) || declared.decl.keyword == .protocolKeyword
    }

    /// The parameters of the screen's and its view models' methods that are
    /// opaque (``isOpaqueParameterType(_:)``), by method name: dropped from
    /// the model function, and their arguments from every call.
    func opaqueParameters(of functions: [SwiftFunctionDecl]) -> [String: Set<Int>] {
        var out: [String: Set<Int>] = [:]
        for f in functions {
            for (i, p) in f.parameters.enumerated() where p.type.map(isOpaqueParameterType) ?? false {
                out[f.name, default: []].insert(i)
            }
        }
        return out
    }

    /// The rows of a `List` or `ForEach` over data the translation does not
    /// read (`acting.filter { $0 != selected }`, `Array(items.enumerated())`)
    /// computed without effects: rows of data the screen does not decide
    /// (``opaqueRows(_:root:closure:place:hasContent:at:)``). Nil in strict
    /// mode, without a row closure, or when computing the data has effects.
    mutating func unreadRows(_ name: String, data: SwiftExpr, trailing: [SwiftTrailingClosure], place: inout ViewPlace,
                             hasContent: inout Bool, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, let closure = trailing.last?.closure, changesNothing(data) else { return nil }
        return opaqueRows(name, root: Self.brief(data), closure: closure, place: &place, hasContent: &hasContent, at: loc)
    }

    /// The rows of a `List` or `ForEach` over data the screen does not
    /// decide: `mark("episodes")`, then the row's views read once with the
    /// row an opaque value (a test of it is an assumption, an action in it
    /// an event of any row).
    mutating func opaqueRows(_ name: String, root: String, closure: SwiftClosure, place: inout ViewPlace,
                             hasContent: inout Bool, at loc: SourceLocation) -> [Stmt] {
        abstraction("\(name) over \(root), data the screen does not decide: mark(\"\(root)\") and its rows read once, the row opaque", at: loc)
        scopes.append([:])
        defer { scopes.removeLast() }
        declareOpaqueParameters(of: closure)
        var p = place
        p.inList = true
        p.inOpaqueRows = true
        let rows = viewStatements(closure.body, place: &p, hasContent: &hasContent)
        return [element("mark", [Expr(kind: .stringLiteral(root), location: loc)], at: loc)] + rows
    }
}

extension ScreenBuilder {
    /// Parameters given a value the screen does not decide at some call
    /// (`model.enrollments(userID: profile.currentUser?.id)` of an input
    /// `profile`) are opaque too (``droppedParameters``): the method reads
    /// them as it reads an input, so no call passes a value the model would
    /// have to guess. Parameters of function type are kept (what a closure
    /// does is read where it is given).
    mutating func dropOpaqueArguments(in code: [[SwiftStmt]], methods: [SwiftFunctionDecl]) {
        guard !configuration.strict else { return }
        var byName: [String: SwiftFunctionDecl] = [:]
        for f in methods { byName[f.name] = byName[f.name] ?? f }
        var found: [(String, Int, SourceLocation)] = []
        for stmts in code {
            for s in stmts {
                s.forEachExpression { e in
                    guard case .call(let callee, let args, _) = e.kind, let name = namedMethod(callee), let f = byName[name] else { return }
                    for (i, a) in args.enumerated() where i < f.parameters.count && opaqueRoot(a.value) != nil {
                        if case .function? = f.parameters[i].type?.kind { continue }
                        if droppedParameters[name]?.contains(i) == true { continue }
                        found.append((name, i, a.value.location))
                    }
                }
            }
        }
        for (name, i, location) in found where droppedParameters[name]?.contains(i) != true {
            droppedParameters[name, default: []].insert(i)
            let parameter = byName[name].map { $0.parameters[i].name ?? $0.parameters[i].label ?? "#\(i + 1)" } ?? "#\(i + 1)"
            abstraction("the parameter \(parameter) of \(name) is given a value the screen does not decide: opaque in \(name), passed to apis only; calls drop its argument", at: location)
        }
    }
}

extension ScreenBuilder {
    /// `friends.filter { $0.name.contains(query) }`, `tasks.contains { $0.isDone }`,
    /// `groups.flatMap { $0.events }`: a method that only reads (``readingMethods``),
    /// given closures that only read (``readsOnly(_:visiting:viewModel:)``: the
    /// screen's methods they call only read too), on a receiver that changes nothing. The
    /// model does not run the closures, so the result is a value the screen
    /// does not decide: the method's name, or nil for any other expression.
    /// A transform of api data the model reads as the same Value
    /// (``collectionCall(_:_:_:location:)``) is not one.
    func closureQueryRoot(_ e: SwiftExpr) -> String? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, case .member(let base, let name) = callee.kind,
              Self.readingMethods.contains(name), !(Self.opaqueTransforms.contains(name) && isDataExpression(base)) else { return nil }
        let closures = Self.closuresGiven(args, trailing)
        guard !closures.isEmpty, closures.allSatisfy({ readsOnly($0.body, visiting: [], viewModel: false) && !Self.mayThrow($0) }), changesNothing(base),
              args.allSatisfy({ changesNothing($0.value) }) else { return nil }
        return name
    }
}
