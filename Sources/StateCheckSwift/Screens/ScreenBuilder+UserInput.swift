import StateCheckLanguage

/// One value a user input may set its bound variable to, and the word that
/// names the event setting it (`setQueryA`, `setShowDoneTrue`, `setSortByName`).
struct InputValue {
    var word: String
    var value: Expr
}

extension ScreenBuilder {
    /// The values a `String` input takes: the empty field and two distinct
    /// texts, enough for "type a, then type b" (a change, then another change).
    static let inputStrings: [(word: String, text: String)] = [("Empty", ""), ("A", "a"), ("B", "b")]

    /// The views read as user input, and the label of the argument that binds their value.
    static let inputViews: [String: String] = ["Toggle": "isOn", "TextField": "text", "SecureField": "text", "Picker": "selection",
                                               "Stepper": "value", "Slider": "value"]

    /// `Toggle(isOn: $x)`, `TextField(_, text: $x)`, `SecureField(_, text: $x)`,
    /// `Picker(_, selection: $x) { … }`, `Stepper(_, value: $x, in: a...b)` →
    /// `mark("input")` and one event per value `x` can take (see
    /// ``inputEvents(binding:view:at:intDomain:)``; an `Int` takes the values of
    /// ``intInputDomain(_:_:_:at:)``), enabled while the view is shown; nil when
    /// `name` is no input view. A `Slider` sets a `Double`, which a design has no
    /// type for: an error.
    mutating func inputView(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure] = [], at loc: SourceLocation) -> [Stmt]? {
        guard let label = Self.inputViews[name] else { return nil }
        if name == "Slider" {
            error("a Slider is not understood: it sets a Double, and a design's numbers are Ints; use a Stepper(value: $count, in: 1...5) or a Picker over Int tags, or leave the slider out of the screen", at: loc)
            return []
        }
        guard let bound = args.first(where: { $0.label == label }) else {
            error("a \(name) is read with its value bound to a state variable: \(name)(…, \(label): $variable)", at: loc)
            return []
        }
        var intDomain: [Int]?
        if name == "Stepper" || name == "Picker", let v = boundName(bound.value, in: components.current, binding: true), stateVars[v] == .int {
            guard let domain = intInputDomain(name, args, trailing, at: loc) else { return [] }
            intDomain = domain
        }
        guard let events = inputEvents(binding: bound.value, view: name, at: loc, intDomain: intDomain) else { return [] }
        pendInputEvents(events, element: loc, location: loc)
        return [element("mark", [Expr(kind: .stringLiteral("input"), location: loc)], at: loc)]
    }

    /// `List(selection: $selected) { … }`: the user selects a row, so the
    /// bound variable takes each value a `Picker`'s would
    /// (``inputEvents(binding:view:at:intDomain:)``), while the list is
    /// shown. A selection bound to no state variable of the model is not
    /// read (nothing reads it); nor, yet, one whose values the model does
    /// not enumerate (a row's data, an id), noted as such. False after an
    /// error.
    mutating func listSelection(_ binding: SwiftExpr, at loc: SourceLocation) -> Bool {
        let plain = Self.withoutTransaction(binding) ?? binding
        guard let variable = boundName(plain, in: components.current, binding: true), let type = stateVars[variable] else { return true }
        guard inputValues(type, intDomain: nil, at: loc) != nil else {
            abstraction("List(selection: $\(variable)): selecting a row is not read (the model does not enumerate the values of \(variable))", at: loc)
            return true
        }
        guard let events = inputEvents(binding: plain, view: "List(selection:)", at: loc) else { return false }
        pendInputEvents(events, element: loc, location: loc)
        return true
    }

    /// Adds an input's events (``inputEvents(binding:view:at:intDomain:)``),
    /// enabled while the view at `element` is shown.
    mutating func pendInputEvents(_ events: [(name: String, condition: Expr, body: [Stmt])], element: SourceLocation, location: SourceLocation) {
        for e in events {
            pendingEvents.append(PendingEvent(name: e.name, kind: .sync, body: e.body, element: element, location: location, condition: Self.unlessAlways(e.condition)))
        }
    }

    /// An event's condition, nil for `true` (always enabled).
    static func unlessAlways(_ condition: Expr) -> Expr? {
        if case .boolLiteral(true) = condition.kind { return nil }
        return condition
    }

    /// `.searchable(text: $query)` on the root view, or on a view below it in no
    /// branch (`NavigationStack { List { … }.searchable(…) }`) → one event per value of
    /// the string domain, enabled whenever the screen is shown (the search
    /// field is part of the screen's navigation bar).
    mutating func searchable(_ m: Modifier) {
        guard let bound = m.arguments.first(where: { $0.label == "text" }) else {
            error("'.searchable' is read with its text bound to a state variable: .searchable(text: $query)", at: m.location)
            return
        }
        guard let events = inputEvents(binding: bound.value, view: ".searchable", at: m.location) else { return }
        for e in events {
            model.handlers.append(HandlerDecl(event: e.name, kind: .sync, role: nil, condition: Self.unlessAlways(e.condition), body: e.body, location: m.location))
        }
    }

    /// The events of an input bound to `$x`: for each value `v` of `x`'s domain
    /// (a `String`: ``inputStrings``; a `Bool`: both; an enum: every case without
    /// payload; an `Int`: `intDomain`), `set<X><V>` with body `x = v`, enabled when `x != v` (SwiftUI
    /// does not change a `@State` set to the value it holds: no `.onChange`, no
    /// `.task(id:)` restart, so that event is left out). Nil after an error.
    mutating func inputEvents(binding: SwiftExpr, view: String, at loc: SourceLocation,
                              intDomain: [Int]? = nil) -> [(name: String, condition: Expr, body: [Stmt])]? {
        // `Toggle(isOn: $showsDone.animation())`: the same binding, its changes animated.
        if !configuration.strict, let plain = Self.withoutTransaction(binding) {
            return inputEvents(binding: plain, view: view, at: loc, intDomain: intDomain)
        }
        guard let variable = boundName(binding, in: components.current, binding: true), let type = stateVars[variable] else {
            if let events = customBindingEvents(binding, view: view, at: loc) { return events }
            if let holder = untrackedHolder(binding) {
                abstraction("\(view) is bound to \(SwiftSyntaxDump.describe(binding)), a property of \(holder) that the screen does not hold as state: what it writes is not read, and the screen reads that property as a value it does not decide", at: loc)
                return []
            }
            if opaqueInputBinding(binding, view: view, at: loc) { return [] }
            // `Toggle(isOn: $isOn)` of a `@Binding`, `Picker(selection: $sortOrder)` of an `@AppStorage`: the parent's or the system's state.
            if !configuration.strict, let root = boundInput(binding) {
                abstraction("\(view) bound to \(root), an input of the screen: what it writes is the parent's or the system's state, not read", at: loc)
                return []
            }
            let shown = boundName(binding, in: components.current, binding: false).map { "'\($0)'" } ?? "a value"
            let subject = view.hasPrefix(".") ? "the modifier '\(view)'" : "the view '\(view)'"
            error("\(subject) is not understood: its value is bound to \(shown), which is no @State variable of the screen (an input is read bound to one, $variable)", at: loc)
            return nil
        }
        guard let values = inputValues(type, intDomain: intDomain, at: loc) else {
            // `Picker(selection: $selectedCourse)` of a `Course?`: it may set any value while it is shown.
            if !configuration.strict, Self.mayBeOpaque(type),
               writtenByUnreadCode(variable, noted: loc, reading: "\(view) may set \(variable) to any value while it is shown: \(variable) is opaque", at: loc) {
                return []
            }
            let int = view == "Stepper" ? "an Int" : "a String, a Bool, an Int (a Picker over Int tags) or an enum without payloads"
            error("the value of \(view) is read when '\(variable)' is \(int)", at: loc)
            return nil
        }
        let target = Expr(kind: .identifier(variable), location: loc)
        let stem = "set" + variable.prefix(1).uppercased() + variable.dropFirst()
        var out: [(name: String, condition: Expr, body: [Stmt])] = []
        for v in values {
            let name = inputEventName(stem + v.word, besides: out.map(\.name))
            let condition = Expr(kind: .binary(.notEqual, target, v.value), location: loc)
            let body = [Stmt(kind: .assign(target: target, op: .assign, value: v.value), location: loc)]
            out.append((name, condition, body))
        }
        abstraction("\(view) bound to \(variable): the events \(out.map(\.name).joined(separator: ", ")), each setting \(variable) to a value it does not hold", at: loc)
        return out
    }

    /// `base`, or `base2`, `base3`, … when an event of the screen or one
    /// of `taken` already has that name.
    func inputEventName(_ base: String, besides taken: [String] = []) -> String {
        var name = base
        var n = 2
        while taken.contains(name) || pendingEvents.contains(where: { $0.name == name })
                || model.handlers.contains(where: { $0.event == name }) { name = base + String(n); n += 1 }
        return name
    }

    /// The domain of an input's bound variable of type `type` (an `Int`:
    /// `intDomain`, from the view's range or tags); nil when it has none.
    func inputValues(_ type: TypeRef, intDomain: [Int]?, at loc: SourceLocation) -> [InputValue]? {
        switch type {
        case .int:
            return intDomain?.map { InputValue(word: Self.intInputWord($0), value: Expr(kind: .intLiteral($0), location: loc)) }
        case .string:
            return Self.inputStrings.map { InputValue(word: $0.word, value: Expr(kind: .stringLiteral($0.text), location: loc)) }
        case .bool:
            return [true, false].map { InputValue(word: $0 ? "True" : "False", value: Expr(kind: .boolLiteral($0), location: loc)) }
        case .named(let enumName):
            guard let decl = model.enums.first(where: { $0.name == enumName }), !decl.cases.isEmpty,
                  decl.cases.allSatisfy({ $0.payload.isEmpty }) else { return nil }
            return decl.cases.map {
                InputValue(word: $0.name.prefix(1).uppercased() + $0.name.dropFirst(),
                           value: Expr(kind: .implicitMember(name: $0.name, arguments: nil), location: loc))
            }
        case .optional(let wrapped):
            // `Picker(selection: $size)` of a `WidgetSize?`: any of the wrapped values, or none (a "None" row's `nil` tag).
            guard let values = inputValues(wrapped, intDomain: intDomain, at: loc) else { return nil }
            return values + [InputValue(word: "Nil", value: Expr(kind: .nilLiteral, location: loc))]
        case .value, .error, .void, .continuation, .task, .taskList:
            return nil
        }
    }

    /// `$flag.animation()`, `$flag.animation(.default)`, `$flag.transaction(t)`:
    /// the binding they transform (which changes how SwiftUI shows a
    /// change, not what is written); nil for anything else.
    static func withoutTransaction(_ binding: SwiftExpr) -> SwiftExpr? {
        guard case .call(let callee, _, let trailing) = binding.kind, trailing.isEmpty,
              case .member(let base, let name) = callee.kind, name == "animation" || name == "transaction" else { return nil }
        return base
    }

    /// `$notificationService.friendRequestsEnabled`, `$settings.sortOrder`:
    /// a binding to a stored property of an object the screen holds but
    /// does not read as state (a shared service, an environment object that
    /// is no view model of the screen's), or to a property of its view
    /// model read opaque. What an input writes there changes no variable of
    /// the model, and wherever the screen reads that property it reads a
    /// value it does not decide (any value at any time), so the writes lose
    /// no behaviour. Returns the holder; nil for anything else (the screen's
    /// own state, a view model's tracked property, a local) and in strict mode.
    func untrackedHolder(_ binding: SwiftExpr) -> String? {
        guard !configuration.strict else { return nil }
        var x = binding
        var path: [String] = []
        while case .member(let base, let n) = x.kind { path.insert(n, at: 0); x = base }
        guard case .identifier(let projected) = x.kind, projected.hasPrefix("$"), let first = path.first else { return nil }
        let holder = String(projected.dropFirst())
        guard local(holder) == nil, stateVars[holder] == nil, !computedProperties.contains(holder) else { return nil }
        if viewModelProperties.contains(holder) {
            let root = member(first, of: holder)
            return stateVars[root] == nil && opaqueInputs.contains(root) ? holder : nil
        }
        // `@ObservedObject var service = NotificationService.shared`: the type is named by the annotation or the initializer.
        guard let held = Self.storedProperties(of: screen).first(where: { $0.name == holder }) else { return nil }
        var type = held.binding.type?.simpleName
        if type == nil, let value = held.binding.initializer {
            switch value.kind {
            case .member(let base, _): if case .identifier(let t) = base.kind, t.first?.isUppercase == true { type = t }
            default: type = Self.evidentType(of: value)?.simpleName
            }
        }
        guard let type, !viewModelTypes.contains(type), !model.structs.contains(where: { $0.name == type }) else { return nil }
        // A struct of the folder is a value the screen would hold as state; a class (or a type of another module) is shared.
        if let declared = module.type(named: type, from: currentFile), declared.decl.keyword != .classKeyword { return nil }
        return holder
    }

    /// The input a binding names (`$isOn` of a `@Binding var isOn`,
    /// `$settings.theme` of an `@EnvironmentObject`); nil for anything else.
    func boundInput(_ binding: SwiftExpr) -> String? {
        switch binding.kind {
        case .identifier(let n) where n.hasPrefix("$") && n.count > 1:
            return opaqueRoot(SwiftExpr(kind: .identifier(String(n.dropFirst())), location: binding.location))
        case .member(let base, _):
            return boundInput(base)
        default:
            return nil
        }
    }
}
