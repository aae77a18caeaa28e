import StateCheckLanguage

/// `isPresented:` bound to a `Binding<Bool>` that means exactly `item: $opt`:
/// its getter is `opt != nil` and its setter writes `opt = nil` when given
/// `false` (all SwiftUI ever writes there, as it dismisses). Written in place
/// (`Binding(get: { opt != nil }, set: { if !$0 { opt = nil } })`, or with
/// trailing closures), behind a computed property of the screen
/// (`var showErrorAlert: Binding<Bool> { … }`), or behind a method or an
/// initializer of the app's own `extension Binding` whose body wraps `self`
/// so (`$opt.mappedToBool()`). The presentation is then read as `item: $opt`:
/// shown while `opt != nil`, dismissing writes `opt = nil`. Any other
/// getter or setter is not matched (the binding stays refused): its setter's
/// writes would be dropped.
extension ScreenBuilder {
    /// The binding to the optional that `value` views as a Bool (`$opt`,
    /// `$model.item`), or nil when `value` is no such binding.
    func optionalBehindBoolBinding(_ value: SwiftExpr) -> SwiftExpr? {
        optionalBehindBoolBinding(value, names: [:], depth: 0)
    }

    /// `value` read with `names` (a parameter or `self` of an extension of
    /// `Binding`, to the binding it stands for); `depth` bounds the
    /// extensions and properties gone through.
    private func optionalBehindBoolBinding(_ value: SwiftExpr, names: [String: SwiftExpr], depth: Int) -> SwiftExpr? {
        guard depth < 4 else { return nil }
        switch value.kind {
        case .identifier(let name) where names.isEmpty:
            // `showErrorAlert`: a computed property of the screen returning a `Binding<Bool>`.
            guard let body = bindingProperty(name) else { return nil }
            return optionalBehindBoolBinding(body, names: [:], depth: depth + 1)
        case .call(let callee, let arguments, let trailing):
            if Self.isBindingInitializer(callee) {
                if let (getter, setter) = Self.accessorClosures(arguments, trailing) {
                    guard let path = Self.optionalTested(getter), Self.resetsWhenFalse(setter, path) else { return nil }
                    return Self.binding(to: path, names: names)
                }
                // `Binding<Bool>(bindingOptional: self)`: an initializer of the app's extension of `Binding`.
                guard trailing.isEmpty, arguments.count == 1, let label = arguments[0].label,
                      let bound = Self.substituted(arguments[0].value, names),
                      let (parameter, body) = bindingExtensionMember(initializerLabel: label) else { return nil }
                return optionalBehindBoolBinding(body, names: [parameter: bound], depth: depth + 1)
            }
            // `$opt.mappedToBool()`: a method of the app's extension of `Binding`, `self` the binding it is called on.
            guard case .member(let base, let method) = callee.kind, arguments.isEmpty, trailing.isEmpty,
                  let bound = Self.substituted(base, names), let (_, body) = bindingExtensionMember(method: method) else { return nil }
            return optionalBehindBoolBinding(body, names: ["self": bound], depth: depth + 1)
        default:
            return nil
        }
    }

    /// The one expression a computed property `name` of the screen returns, when its type is `Binding<…>`.
    func bindingProperty(_ name: String) -> SwiftExpr? {
        for d in allMembers(of: screen) {
            guard case .variable(let v) = d.kind else { continue }
            for b in v.bindings {
                guard case .identifier(name) = b.pattern.kind, let type = b.type, case .identifier("Binding", _) = type.kind,
                      case .getter(let stmts)? = b.accessors else { continue }
                return Self.onlyExpression(stmts)
            }
        }
        return nil
    }

    /// The parameter name and the one expression of an initializer (`init(bindingOptional:)`) of
    /// one parameter with that label, declared in an extension of `Binding` in the folder.
    private func bindingExtensionMember(initializerLabel label: String) -> (String, SwiftExpr)? {
        for f in bindingExtensionFunctions() where f.name == "init" && f.parameters.count == 1 && f.parameters[0].label == label {
            guard let body = f.body.flatMap(Self.onlyExpression) else { continue }
            return (f.parameters[0].name ?? label, body)
        }
        return nil
    }

    /// The one expression of a method `method()` of no parameters declared in an extension of `Binding` in the folder.
    private func bindingExtensionMember(method: String) -> (String, SwiftExpr)? {
        for f in bindingExtensionFunctions() where f.name == method && f.parameters.isEmpty {
            guard let body = f.body.flatMap(Self.onlyExpression) else { continue }
            return ("self", body)
        }
        return nil
    }

    /// The functions declared in the folder's extensions of `Binding` (`extension Binding`, `extension Binding<Bool>`).
    private func bindingExtensionFunctions() -> [SwiftFunctionDecl] {
        module.types.filter { $0.decl.keyword == .extensionKeyword && ($0.decl.name == "Binding" || $0.decl.name.hasPrefix("Binding<")) }
            .flatMap { $0.decl.members.flatMap(Self.flatten) }
            .compactMap { d in if case .function(let f) = d.kind { return f } else { return nil } }
    }

    /// `expr` or `return expr` as a whole body.
    static func onlyExpression(_ stmts: [SwiftStmt]) -> SwiftExpr? {
        guard stmts.count == 1 else { return nil }
        switch stmts[0].kind {
        case .expression(let e): return e
        case .returnStmt(let e?): return e
        default: return nil
        }
    }

    /// `Binding(…)`, `Binding<Bool>(…)`, `Binding.init(…)`, `self.init(…)`, `.init(…)`.
    static func isBindingInitializer(_ callee: SwiftExpr) -> Bool {
        switch callee.kind {
        case .identifier("Binding"), .implicitMember("init"): return true
        case .specialized(let base, _): return isBindingInitializer(base)
        case .member(let base, "init"):
            if case .identifier(let n) = base.kind { return n == "self" || n == "Binding" }
            return isBindingInitializer(base)
        default: return false
        }
    }

    /// The `get:` and `set:` closures, labelled or trailing (`Binding { … } set: { … }`).
    static func accessorClosures(_ arguments: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> (SwiftClosure, SwiftClosure)? {
        var closures: [String: SwiftClosure] = [:]
        for a in arguments {
            guard let label = a.label, case .closure(let c) = a.value.kind else { return nil }
            closures[label] = c
        }
        for t in trailing {
            guard let label = t.label ?? (closures["get"] == nil ? "get" : nil) else { return nil }
            closures[label] = t.closure
        }
        guard closures.count == 2, let getter = closures["get"], let setter = closures["set"] else { return nil }
        return (getter, setter)
    }

    /// `p` for a getter `{ p != nil }` (or `{ nil != p }`), `p` a name or a chain of members.
    private static func optionalTested(_ getter: SwiftClosure) -> SwiftExpr? {
        guard getter.parameters?.isEmpty ?? true, let e = onlyExpression(getter.body), case .binary("!=", let l, let r) = e.kind else { return nil }
        if case .nilLiteral = r.kind, isPath(l) { return l }
        if case .nilLiteral = l.kind, isPath(r) { return r }
        return nil
    }

    /// A setter that writes `path = nil` when given `false` and nothing else: `{ if !$0 { p = nil } }`,
    /// `{ if $0 == false { p = nil } }`, `{ v in guard v == false else { return }; p = nil }`, `{ _ in p = nil }`.
    private static func resetsWhenFalse(_ setter: SwiftClosure, _ path: SwiftExpr) -> Bool {
        let parameter: String
        switch setter.parameters {
        case nil: parameter = "$0"
        case let ps? where ps.count == 1: parameter = ps[0].name ?? ps[0].label ?? "_"
        default: return false
        }
        let target = SwiftSyntaxDump.describe(path)
        func isReset(_ stmts: [SwiftStmt]) -> Bool {
            guard let e = onlyExpression(stmts), case .binary("=", let l, let r) = e.kind, case .nilLiteral = r.kind else { return false }
            return SwiftSyntaxDump.describe(l) == target
        }
        func isFalseTest(_ conditions: [SwiftCondition]) -> Bool {
            guard conditions.count == 1, case .expression(let c) = conditions[0] else { return false }
            switch c.kind {
            case .prefixOperator("!", let v): return isParameter(v)
            case .binary("==", let v, let f): if case .boolean(false) = f.kind { return isParameter(v) } else { return false }
            default: return false
            }
        }
        func isParameter(_ e: SwiftExpr) -> Bool {
            if case .identifier(let n) = e.kind { return n == parameter && n != "_" } else { return false }
        }
        // `{ _ in p = nil }`: SwiftUI only ever writes false, as it dismisses.
        if isReset(setter.body) { return true }
        if setter.body.count == 1, case .ifStmt(let i) = setter.body[0].kind, i.elseBranch == nil {
            return isFalseTest(i.conditions) && isReset(i.body)
        }
        if setter.body.count == 2, case .guardStmt(let conditions, let body) = setter.body[0].kind,
           body.count == 1, case .returnStmt(nil) = body[0].kind {
            return isFalseTest(conditions) && isReset([setter.body[1]])
        }
        return false
    }

    /// A name or a chain of members (`error`, `self.error`, `viewModel.deleteComment`, `binding.wrappedValue`).
    private static func isPath(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .identifier: return true
        case .member(let base, _): return isPath(base)
        default: return false
        }
    }

    /// The binding to `path`: `$opt` for `opt`, `$model.item` for `model.item`; inside an
    /// extension of `Binding`, `b` for `b.wrappedValue` (or `wrappedValue` of `self`) with `names`.
    private static func binding(to path: SwiftExpr, names: [String: SwiftExpr]) -> SwiftExpr? {
        if !names.isEmpty {
            switch path.kind {
            case .identifier("wrappedValue"): return names["self"]
            case .member(let base, "wrappedValue"):
                if case .identifier(let n) = base.kind { return names[n] }
                return nil
            default: return nil
            }
        }
        switch path.kind {
        case .identifier(let n) where n != "self" && !n.hasPrefix("$"):
            return SwiftExpr(kind: .identifier("$" + n), location: path.location)
        case .member(let base, let n):
            if case .identifier("self") = base.kind { return SwiftExpr(kind: .identifier("$" + n), location: path.location) }
            guard let projected = binding(to: base, names: names) else { return nil }
            return SwiftExpr(kind: .member(projected, n), location: path.location)
        default:
            return nil
        }
    }

    /// `value` with the names of an extension of `Binding` replaced by the bindings they stand for;
    /// outside one (`names` empty), `value` itself when it is a projected binding (`$opt`, `$model.item`).
    private static func substituted(_ value: SwiftExpr, _ names: [String: SwiftExpr]) -> SwiftExpr? {
        if case .identifier(let n) = value.kind, let bound = names[n] { return bound }
        guard names.isEmpty else { return nil }
        var root = value
        while case .member(let base, _) = root.kind { root = base }
        if case .identifier(let n) = root.kind, n.hasPrefix("$") { return value }
        return nil
    }
}
