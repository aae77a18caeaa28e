import StateCheckLanguage

/// When a `.redacted(reason: …)` modifier hides a view's data.
enum Redaction {
    /// `.redacted(reason: .placeholder)`.
    case always
    /// `.redacted(reason: x == nil ? .placeholder : [])` (or `x != nil ? [] : .placeholder`): `x` as written.
    case whenNil(String)
    /// No `.redacted`, or a reason that is not `.placeholder` (`.privacy`, `[]`).
    case never
    /// A form not read (a condition other than a nil test).
    case notUnderstood
}

extension ScreenBuilder {
    /// The element a placeholder is: the model language has no placeholder
    /// element, and stub rows are not the screen's data, so properties about
    /// content (kept while reloading, lost on a failed refresh) do not count them.
    func placeholderElement(at loc: SourceLocation) -> Stmt {
        element("mark", [Expr(kind: .stringLiteral("placeholder"), location: loc)], at: loc)
    }

    /// A content view (a view helper, `ForEach`) given stub data, read with
    /// its `.redacted` modifier: `helper(.stub).redacted(reason: .placeholder)`
    /// is the placeholder; `helper(x)` where `let x = data ?? .stub` and
    /// `.redacted(reason: data == nil ? .placeholder : [])` is
    /// `if let x = data { content(x) } else { placeholder }`. Nil when the
    /// argument is real data (the caller reads it as content).
    mutating func placeholderOrContent(_ argument: SwiftExpr, helper: String, modifiers: [Modifier], place: ViewPlace, at loc: SourceLocation) -> [Stmt]? {
        let modifier = modifiers.last { $0.name == "redacted" }
        let redaction = modifier.map(Self.redaction) ?? .never
        let at = modifier?.location ?? loc
        if let stub = stubData(argument) {
            guard case .always = redaction else {
                error("'\(helper)' shows stub data (\(stub)) without .redacted(reason: .placeholder); a placeholder is read as stub data under .redacted(reason: .placeholder)", at: at)
                return []
            }
            abstraction("\(helper)(\(stub)).redacted(reason: .placeholder): the placeholder, mark(\"placeholder\") (stub data is not the screen's content)", at: loc)
            return [placeholderElement(at: loc)]
        }
        guard case .identifier(let name) = argument.kind, let fallback = place.stubFallbacks[name] else {
            return readsStubFallback([argument], place: place) ? [] : nil
        }
        let data = SwiftSyntaxDump.describe(fallback.data)
        switch redaction {
        case .whenNil(let tested) where tested == data:
            break
        case .always, .whenNil:
            error("'\(name)' is \(data) when it is non-nil, else \(fallback.stub); redact it exactly when the stub is shown: .redacted(reason: \(data) == nil ? .placeholder : [])", at: at)
            return []
        case .never:
            error("'\(helper)' shows '\(name)', which is \(fallback.stub) when \(data) is nil, without .redacted(reason: \(data) == nil ? .placeholder : []); stub data would be shown as the screen's data", at: at)
            return []
        case .notUnderstood:
            error("this .redacted reason is not understood; the forms read are .redacted(reason: .placeholder) and .redacted(reason: x == nil ? .placeholder : [])", at: at)
            return []
        }
        guard let value = expression(fallback.data) else { return [] }
        abstraction("let \(name) = \(data) ?? \(fallback.stub), redacted while \(data) is nil: if let \(name) = \(data) { content(\(name)) } else { mark(\"placeholder\") }", at: fallback.location)
        let content = element("content", [Expr(kind: .identifier(name), location: loc)], at: loc)
        return [Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: name, value: value, isLet: true)],
                                        then: [content], elseBody: [placeholderElement(at: loc)], elseIsIf: false), location: loc)]
    }

    /// How a `.redacted(reason: …)` modifier hides its view.
    static func redaction(_ m: Modifier) -> Redaction {
        guard m.arguments.count == 1, let reason = m.arguments.first, reason.label == "reason" else { return .notUnderstood }
        func isPlaceholder(_ e: SwiftExpr) -> Bool { if case .implicitMember("placeholder") = e.kind { return true } else { return false } }
        func isNone(_ e: SwiftExpr) -> Bool { if case .array(let xs) = e.kind { return xs.isEmpty } else { return false } }
        if isPlaceholder(reason.value) { return .always }
        if isNone(reason.value) { return .never }
        guard case .ternary(let condition, let then, let otherwise) = reason.value.kind,
              case .binary(let op, let tested, let rhs) = condition.kind, case .nilLiteral = rhs.kind else {
            if case .implicitMember = reason.value.kind { return .never }
            return .notUnderstood
        }
        let whenNil: Bool
        switch (op, isPlaceholder(then) && isNone(otherwise), isNone(then) && isPlaceholder(otherwise)) {
        case ("==", true, _): whenNil = true
        case ("!=", _, true): whenNil = true
        default: whenNil = false
        }
        return whenNil ? .whenNil(SwiftSyntaxDump.describe(tested)) : .notUnderstood
    }
}
