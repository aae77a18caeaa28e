import StateCheckLanguage

// Views written in other forms than a view's initializer:
// - `isActive ? activeFill : fill`: the `if` of the same shape;
// - `Text("By ") + Text(author).bold()`: one text, a mark;
// - `destination.destinationView()`, `tab.content(for: user)`: a view a
//   method of a value builds (a value of the screen's or a local, handed
//   nothing of the screen's but that value), read as a view the folder does
//   not declare: an element whose closures are scanned. (A view expression
//   `value.method()` is parsed as `value` with the modifier `.method()`.)

extension ScreenBuilder {
    /// The statements the view `base` of another form is read as (see
    /// above); nil when it is none of them.
    mutating func viewOfOtherForm(_ base: SwiftExpr, modifiers: [Modifier], place: inout ViewPlace, hasContent: inout Bool,
                                  at loc: SourceLocation) -> [Stmt]? {
        switch base.kind {
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            // `(isActive ? activeFill : fill)`: the parenthesized view.
            return viewOfOtherForm(elements[0].value, modifiers: modifiers, place: &place, hasContent: &hasContent, at: loc)
        case .identifier(let name) where name != "self" && (local(name) != nil || stateVars[ownMember(name) ?? name] != nil)
            && !methodNames.contains(name) && !viewHelpers.contains(name):
            // `destination.destinationView()`, read as the value `destination` with the method as a modifier
            // (whose closures, if any, are scanned as an unknown modifier's).
            abstraction("\(name).…(…) is a view a method of \(name) builds, handed nothing of the screen's but that value: read as a view the folder does not declare", at: loc)
            return unknownView(name, [], [], place: &place, hasContent: &hasContent, at: loc)
        case .ternary(let condition, let then, let otherwise):
            let branch = SwiftIf(conditions: [.expression(condition)], body: [SwiftStmt(kind: .expression(then), location: then.location)],
                                 elseBranch: .block([SwiftStmt(kind: .expression(otherwise), location: otherwise.location)], location: otherwise.location))
            return viewStatement(SwiftStmt(kind: .ifStmt(branch), location: loc), place: &place, hasContent: &hasContent)
        case .binary("+", let l, let r) where Self.isText(l) && Self.isText(r):
            abstraction("Text + Text is one text: mark(\"text\")", at: loc)
            return [element("mark", [Expr(kind: .stringLiteral("text"), location: loc)], at: loc)]
        case .call(let callee, let args, let trailing):
            guard case .member(let receiver, let method) = callee.kind, let root = Self.rootName(receiver), root != "self",
                  local(root) != nil || stateVars[ownMember(root) ?? root] != nil, !methodNames.contains(root), !viewHelpers.contains(root),
                  changesNothing(receiver), args.allSatisfy({ changesNothing($0.value) && handsOutNothing($0.value) }) else { return nil }
            abstraction("\\(SwiftSyntaxDump.describe(callee))(…) is a view a method of \\(root) builds, handed nothing of the screen's but that value: read as a view the folder does not declare", at: loc)
            return unknownView(method, args, trailing, place: &place, hasContent: &hasContent, at: loc)
        default:
            return nil
        }
    }

    /// Whether `e` is a `Text(…)`, with modifiers, or a sum of them.
    static func isText(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .call(let callee, _, _):
            if case .identifier("Text") = callee.kind { return true }
            if case .member(let inner, _) = callee.kind { return isText(inner) }
            return false
        case .binary("+", let l, let r):
            return isText(l) && isText(r)
        default:
            return false
        }
    }
}
