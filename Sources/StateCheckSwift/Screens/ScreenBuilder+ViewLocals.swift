import StateCheckLanguage

/// A view-builder local bound to real data or, when that is nil, to stub
/// data: `let value = dataState.value ?? .stub`.
struct StubFallback {
    /// The optional real data (`dataState.value`).
    var data: SwiftExpr
    /// The stub, named by its type (`User.stub` for `.stub`).
    var stub: String
    /// Where the local is declared.
    var location: SourceLocation
}

extension ScreenBuilder {
    /// `let x = e` / `var x = e` in a view builder (a `body`, a `switch` case,
    /// an `if` branch): a local of the view block, in scope for the statements
    /// after it. `let x = data ?? Type.stub` is recorded as a stub fallback
    /// (read where `x` is shown, see ``placeholderOrContent(_:helper:modifiers:place:at:)``).
    mutating func viewLocal(_ v: SwiftVariableDecl, location: SourceLocation, place: inout ViewPlace) -> [Stmt] {
        var out: [Stmt] = []
        for b in v.bindings {
            guard case .identifier(let name) = b.pattern.kind else {
                if case .tuple(let elements) = b.pattern.kind, let read = viewTupleLocal(elements, b, isLet: v.keyword == "let", at: location) {
                    out += read
                    continue
                }
                error("a destructuring '\(v.keyword)' is not understood in a view; bind one name per declaration", at: location)
                continue
            }
            guard b.accessors == nil, let initializer = b.initializer else {
                error("the local '\(name)' in a view needs a value ('\(v.keyword) \(name) = …')", at: location)
                continue
            }
            if case .binary("??", let data, let fallback) = initializer.kind, let stub = stubData(fallback) {
                place.stubFallbacks[name] = StubFallback(data: data, stub: stub, location: location)
                continue
            }
            if readsStubFallback([initializer], place: place) { continue }
            if let stub = stubData(initializer) {
                error("the local '\(name)' holds only stub data (\(stub)); show \(stub) directly with .redacted(reason: .placeholder), or write '\(name) = data ?? \(stub)'", at: location)
                continue
            }
            place.stubFallbacks[name] = nil
            var type: TypeRef?
            if let t = b.type {
                guard let m = attempt({ $0.modelType(t) }) else {
                    if opaqueLocal(name, value: initializer, at: location) { continue }
                    error("the type of '\(name)' is not understood", at: t.location)
                    continue
                }
                type = m
            }
            // `let list = List { … }`, then `list.toolbar { … }` in each branch of `if #available`: a view kept in a
            // local is that view wherever it is shown (read as a fragment of the view, at each use).
            if !configuration.strict, b.type == nil, local(name) == nil, !nameIsTaken(name), isViewValue(initializer) {
                viewFragments[name] = [SwiftStmt(kind: .expression(initializer), location: location)]
                continue
            }
            // `@Bindable var model = model`, `let selected = selection ?? Date()`: a value the model does not read.
            guard let value = attempt({ $0.expression(initializer) }) else {
                if opaqueLocal(name, value: initializer, at: location) { continue }
                _ = expression(initializer)
                continue
            }
            declare(name)
            out.append(Stmt(kind: .local(isLet: v.keyword == "let", name: name, type: type, value: value), location: location))
        }
        return out
    }

    /// `let (label, color) = statusStyle(for: call.status)` in a view
    /// builder: read as in code (``destructuring(_:_:isLet:location:)``);
    /// when the model does not read its value and that value changes
    /// nothing of the screen, each name is opaque (tests of it are
    /// assumptions). Nil otherwise, and in strict mode.
    mutating func viewTupleLocal(_ elements: [SwiftTuplePatternElement], _ b: SwiftPatternBinding, isLet: Bool, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, let initializer = b.initializer else { return nil }
        if let read = attempt({ Optional($0.destructuring(elements, b, isLet: isLet, location: loc)) }) { return read }
        var names: [String] = []
        for element in elements {
            switch element.pattern.kind {
            case .identifier(let name): names.append(name)
            case .wildcard: continue
            default: return nil
            }
        }
        guard changesNothing(initializer) else { return nil }
        abstraction("\(names.joined(separator: ", ")) are computed by code the model does not read (\(Self.brief(initializer))), which changes nothing of the screen: opaque (tests of them are assumptions)", at: loc)
        for name in names { declare(name, .constant) }
        return []
    }

    /// Whether these expressions read a stub-fallback local (diagnosed): such a
    /// local is only the data of a redacted view, since it is stub data while
    /// its real data is nil.
    mutating func readsStubFallback(_ exprs: [SwiftExpr], place: ViewPlace) -> Bool {
        guard !place.stubFallbacks.isEmpty else { return false }
        for e in exprs {
            guard let (name, at) = Self.firstName(in: e, among: Set(place.stubFallbacks.keys)), let fallback = place.stubFallbacks[name] else { continue }
            let data = SwiftSyntaxDump.describe(fallback.data)
            error("'\(name)' is \(data), or \(fallback.stub) when that is nil; it is read only as the data of a view redacted while \(data) is nil; read \(data) here instead", at: at)
            return true
        }
        return false
    }

    /// The expressions a view's conditions read.
    static func expressions(of conditions: [SwiftCondition]) -> [SwiftExpr] {
        conditions.compactMap { c in
            switch c {
            case .expression(let e): return e
            case .optionalBinding(_, let p, _, let value, _):
                if let value { return value }
                if case .identifier(let n) = p.kind { return SwiftExpr(kind: .identifier(n), location: p.location) }
                return nil
            case .matching(_, _, let value, _): return value
            case .availability: return nil
            }
        }
    }

    /// The first of `names` that `e` reads, with its location.
    static func firstName(in e: SwiftExpr, among names: Set<String>) -> (String, SourceLocation)? {
        func first(_ xs: [SwiftExpr]) -> (String, SourceLocation)? {
            for x in xs { if let hit = firstName(in: x, among: names) { return hit } }
            return nil
        }
        switch e.kind {
        case .identifier(let n): return names.contains(n) ? (n, e.location) : nil
        case .member(let b, _), .optionalChain(let b), .forceUnwrap(let b), .prefixOperator(_, let b), .postfixOperator(_, let b),
             .awaitExpr(let b), .tryExpr(_, let b), .isType(let b, _), .cast(let b, _, _):
            return firstName(in: b, among: names)
        case .call(let c, let args, _), .subscriptCall(let c, let args, _): return first([c] + args.map(\.value))
        case .binary(_, let l, let r): return first([l, r])
        case .ternary(let a, let b, let c): return first([a, b, c])
        case .tuple(let args): return first(args.map(\.value))
        case .array(let xs): return first(xs)
        default: return nil
        }
    }

    /// Stub data: a static property of a data struct (or class) of the
    /// module, declared in the type or an extension of it, written
    /// `Type.name` or `.name` (`User.stub`, `Post.stubs`, `.stub`); its
    /// description named by its type (`User.stub`), nil for anything else.
    func stubData(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .implicitMember(let name):
            return module.types.lazy.compactMap { t in isDataType(t.decl.name) && Self.hasStaticProperty(name, t.decl) ? "\(t.decl.name).\(name)" : nil }.first
        case .member(let base, let name):
            guard case .identifier(let typeName) = base.kind, local(typeName) == nil, stateVars[typeName] == nil, isDataType(typeName),
                  module.types.contains(where: { $0.decl.name == typeName && Self.hasStaticProperty(name, $0.decl) }) else { return nil }
            return "\(typeName).\(name)"
        default:
            return nil
        }
    }

    /// Whether `name` is a struct or class of the module (data, read as `Value`).
    func isDataType(_ name: String) -> Bool {
        guard let t = module.type(named: name, from: file) else { return false }
        return t.decl.keyword == .structKeyword || t.decl.keyword == .classKeyword
    }

    /// Whether `decl` declares `static var name` / `static let name`.
    static func hasStaticProperty(_ name: String, _ decl: SwiftTypeDecl) -> Bool {
        decl.members.flatMap(flatten).contains { m in
            guard case .variable(let v) = m.kind, m.modifiers.contains(where: { $0.name == "static" }) else { return false }
            return v.bindings.contains { if case .identifier(name) = $0.pattern.kind { return true } else { return false } }
        }
    }
}

extension ScreenBuilder {
    /// Whether `e` builds a view: a container of SwiftUI (`List { … }`,
    /// `ScrollViewReader { proxy in … }`) or a view of the folder, with
    /// modifiers or without.
    func isViewValue(_ e: SwiftExpr) -> Bool {
        var root = e
        while case .call(let callee, _, _) = root.kind, case .member(let base, _) = callee.kind { root = base }
        guard case .call(let callee, _, let trailing) = root.kind, case .identifier(let name) = callee.kind else { return false }
        if SwiftUIVocabulary.containers.contains(name) || ["ScrollViewReader", "GeometryReader", "TabView", "LazyVGrid", "LazyHGrid", "Grid"].contains(name) {
            return !trailing.isEmpty
        }
        guard let located = module.type(named: name, from: currentFile) else { return false }
        return located.decl.inheritance.contains { $0.simpleName == "View" }
    }
}
