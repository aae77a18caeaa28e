import StateCheckLanguage

// `Button("Cancel") { … }.if(isCompact) { view in view.buttonStyle(.glass) }`
// of the folder's conditional modifier, `extension View { @ViewBuilder func
// if<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some
// View { if condition { transform(self) } else { self } } }`: the code says
// what it shows, the closure's views (its parameter the view) when the
// condition holds and the view itself otherwise. It is read as that code,
// `Group { if isCompact { <the closure's views> } else { Button(…) { … } } }`,
// the closure's parameter a view kept in a local (the view it is given).
// Modifiers after it apply to the group, as to the code's result. Any other
// body of the method, or a second such call in one chain, is read as before.

extension ScreenBuilder {
    /// `e` with its one call of a conditional modifier of the folder
    /// rewritten as the `Group { if … }` its code builds, and the names of
    /// the closure parameters that stand for the view it is given (each a
    /// view fragment until the rewritten view is read); nil when `e` holds
    /// no such call, or more than one, and in strict mode.
    mutating func conditionalModifier(_ e: SwiftExpr) -> (SwiftExpr, [String])? {
        guard !configuration.strict else { return nil }
        var found: [(name: String, view: SwiftExpr)] = []
        var calls = 0
        func rewrite(_ x: SwiftExpr) -> SwiftExpr? {
            switch x.kind {
            case .call(let callee, let args, let trailing):
                guard case .member(let inner, let name) = callee.kind else { return nil }
                if let shape = conditionalShape(name, args, trailing, at: callee.location) {
                    calls += 1
                    var elseBody = [SwiftStmt(kind: .expression(inner), location: inner.location)]
                    if let otherwise = shape.otherwise {
                        elseBody = otherwise.closure.body
                        found.append((otherwise.parameter, inner))
                    }
                    found.append((shape.then.parameter, inner))
                    let test = SwiftIf(conditions: [.expression(shape.condition)], body: shape.then.closure.body, elseBranch: .block(elseBody, location: x.location))
                    let group = SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil,
                                             body: [SwiftStmt(kind: .ifStmt(test), location: x.location)], location: x.location)
                    return SwiftExpr(kind: .call(SwiftExpr(kind: .identifier("Group"), location: x.location), arguments: [],
                                                 trailingClosures: [SwiftTrailingClosure(label: nil, closure: group, location: x.location)]), location: x.location)
                }
                guard let rewritten = rewrite(inner) else { return nil }
                return SwiftExpr(kind: .call(SwiftExpr(kind: .member(rewritten, name), location: callee.location), arguments: args, trailingClosures: trailing), location: x.location)
            case .member(let inner, let name):
                return rewrite(inner).map { SwiftExpr(kind: .member($0, name), location: x.location) }
            default:
                return nil
            }
        }
        guard let rewritten = rewrite(e), calls == 1 else { return nil }
        // Each closure parameter is the view the modifier is given, read where the closure shows it.
        var names: [String] = []
        for (name, view) in found {
            guard local(name) == nil, viewFragments[name] == nil, !nameIsTaken(name) else {
                for n in names { viewFragments[n] = nil }
                return nil
            }
            viewFragments[name] = [SwiftStmt(kind: .expression(view), location: view.location)]
            names.append(name)
        }
        abstraction("'.\(Self.conditionalModifierName)(…)' is the folder's conditional modifier: Group { if condition { the closure's views, given the view } else { the view } }, as its code builds", at: e.location)
        return (rewritten, names)
    }

    /// The name the conditional modifiers of apps go by.
    static let conditionalModifierName = "if"

    /// The condition and closures of `.if(condition) { view in … }` when
    /// `name` calls a `View` extension method of the folder whose body is
    /// `if condition { transform(self) } else { self }` (or `else {
    /// otherwise(self) }`), each closure a literal with one parameter; nil
    /// otherwise.
    func conditionalShape(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], at loc: SourceLocation)
        -> (condition: SwiftExpr, then: (closure: SwiftClosure, parameter: String), otherwise: (closure: SwiftClosure, parameter: String)?)? {
        guard name == Self.conditionalModifierName,
              let (f, _) = viewExtensionMethod(for: Modifier(name: name, arguments: args, trailing: trailing, location: loc)),
              let body = f.body, body.count == 1, case .ifStmt(let test) = body[0].kind, test.conditions.count == 1,
              case .expression(let c) = test.conditions[0], case .identifier(let conditionName) = c.kind,
              let thenName = Self.calledWithSelf(test.body), case .block(let elseBody, _)? = test.elseBranch,
              let bound = match(Self.callShape(f.parameters), arguments: args, trailing: trailing) else { return nil }
        let elseName = Self.calledWithSelf(elseBody)
        if elseName == nil {
            guard elseBody.count == 1, case .expression(let only) = elseBody[0].kind, case .identifier("self") = only.kind else { return nil }
        }
        func argument(_ parameter: String) -> SwiftExpr? {
            guard let k = f.parameters.firstIndex(where: { ($0.name ?? $0.label) == parameter }) else { return nil }
            return bound[k]
        }
        func closure(_ parameter: String) -> (closure: SwiftClosure, parameter: String)? {
            guard let value = argument(parameter), case .closure(let c) = value.kind else { return nil }
            if let ps = c.parameters {
                guard ps.count == 1, let p = ps[0].name ?? ps[0].label, p != "_" else { return nil }
                return (c, p)
            }
            return (c, "$0")
        }
        guard let condition = argument(conditionName), let then = closure(thenName) else { return nil }
        if let elseName {
            guard let otherwise = closure(elseName) else { return nil }
            return (condition, then, otherwise)
        }
        return (condition, then, nil)
    }

    /// `transform` of a block that is only `transform(self)`.
    static func calledWithSelf(_ block: [SwiftStmt]) -> String? {
        guard block.count == 1, case .expression(let e) = block[0].kind, case .call(let callee, let args, let trailing) = e.kind,
              trailing.isEmpty, args.count == 1, args[0].label == nil, case .identifier("self") = args[0].value.kind,
              case .identifier(let name) = callee.kind else { return nil }
        return name
    }
}
