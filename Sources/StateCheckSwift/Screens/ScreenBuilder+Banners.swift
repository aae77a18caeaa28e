import StateCheckLanguage

extension ScreenBuilder {
    /// `…Banner…` or `…Toast…`: a view that raises a banner over the screen.
    static func isBannerView(_ name: String) -> Bool {
        name.contains("Banner") || name.contains("Toast")
    }

    /// A banner or toast view shown by the screen's code (`if let message { ToastView(message: message) }`):
    /// `banner(e)` when it is given an error the branch holds (`ErrorBanner(error: error)`,
    /// `BannerView(text: error.localizedDescription)`), else `banner(nil)`; its
    /// `.onTapGesture { … }` is the user dismissing it, the event `tapBanner`,
    /// enabled while it is shown. Time dismisses it where the code clears it
    /// after a `Task.sleep`. Nil when `name` is no banner view.
    mutating func bannerView(_ name: String, _ args: [SwiftArgument], modifiers: [Modifier], place: ViewPlace, at loc: SourceLocation) -> [Stmt]? {
        guard Self.isBannerView(name), !viewHelpers.contains(name) else { return nil }
        var tap: Modifier?
        for m in modifiers where !SwiftUIVocabulary.styling.contains(m.name) {
            guard m.name == "onTapGesture", tap == nil, m.arguments.isEmpty, m.trailing.count == 1 else {
                error("the modifier '.\(m.name)' on the banner '\(name)' is not understood; a banner is read with styling and .onTapGesture { … } (the user dismissing it)", at: m.location)
                return []
            }
            tap = m
        }
        var shown: Expr = Expr(kind: .nilLiteral, location: loc)
        var described = "no error (a message)"
        for a in args {
            if let n = Self.baseName(a.value), isErrorTyped(n) || place.errors.contains(where: { if case .name(n) = $0 { return true } else { return false } }) {
                shown = Expr(kind: .identifier(n), location: loc)
                described = "the error \(n)"
                break
            }
        }
        if let tap, let closure = tap.trailing.first?.closure {
            let event = uniqueEventName("tapBanner")
            guard let pending = action(closure, name: event, element: loc, location: tap.location) else { return [] }
            pendingEvents.append(pending)
            abstraction("\(name) is a banner showing \(described): banner(\(described.hasPrefix("the error") ? String(described.dropFirst(10)) : "nil")); its .onTapGesture is the event \(event)", at: loc)
        } else {
            abstraction("\(name) is a banner showing \(described): banner(\(described.hasPrefix("the error") ? String(described.dropFirst(10)) : "nil"))", at: loc)
        }
        return [element("banner", [shown], at: loc)]
    }

    /// The name an argument reads from: `error` in `error`, `error.localizedDescription`, `error?.message`.
    static func baseName(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n): return n
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base): return baseName(base)
        case .call(let callee, _, _): return baseName(callee)
        default: return nil
        }
    }
}
