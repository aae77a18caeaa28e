import StateCheckLanguage

// `.overlay(TutorialOverlayView())`, `.overlay(GeometryReader { … })`,
// `Section("Ingredients", content: { … })`, `Section(isExpanded: $open,
// content: { … })`, `VStack(spacing: 16, content: content)`: the content a container or `.overlay` is given as an
// argument rather than as a trailing closure. It is the same content, read
// as the trailing form is. `.overlay(.tertiary, in: .rect(…))` (a style
// filling a shape) and `.overlay(Color.red.opacity(0.2))` draw no content
// of the screen: presentation.

extension ScreenBuilder {
    /// The closure a container's `content:` argument gives (`Section("…",
    /// content: { … })`); nil when there is none, and in strict mode.
    /// `VStack(alignment: .leading, spacing: 16, content: content)` (or
    /// `NavigationStack(root: root)`) of a
    /// function (a component's `@ViewBuilder let content: () -> Content`, a
    /// view helper) gives the views calling it builds: `{ content() }`.
    mutating func contentArgument(_ args: [SwiftArgument]) -> SwiftClosure? {
        // `NavigationStack(root: root)` names its content `root`.
        guard !configuration.strict, let a = args.first(where: { $0.label == "content" || $0.label == "root" }) else { return nil }
        switch a.value.kind {
        case .closure(let c):
            return c
        case .identifier, .member:
            let call = SwiftExpr(kind: .call(a.value, arguments: [], trailingClosures: []), location: a.value.location)
            abstraction("content: \(SwiftSyntaxDump.describe(a.value)) is the content { \(SwiftSyntaxDump.describe(a.value))() }", at: a.value.location)
            return SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil,
                                body: [SwiftStmt(kind: .expression(call), location: a.value.location)], location: a.value.location)
        default:
            return nil
        }
    }

    /// The content `.overlay(…)` is given as its first argument, as the body
    /// of a closure (empty for a style or a color: presentation); nil when
    /// there is none, and in strict mode.
    mutating func overlayArgument(_ args: [SwiftArgument], at loc: SourceLocation) -> SwiftClosure? {
        guard !configuration.strict, let a = args.first(where: { $0.label == nil || $0.label == "content" }) else { return nil }
        if case .closure(let c) = a.value.kind { return c }
        var body = [SwiftStmt(kind: .expression(a.value), location: a.value.location)]
        if Self.isStyle(a.value) {
            presentation("'.overlay(\(SwiftSyntaxDump.describe(a.value)))' draws a style, no content of the screen", at: loc)
            body = []
        } else {
            abstraction("'.overlay(\(SwiftSyntaxDump.describe(a.value)))' is '.overlay { \(SwiftSyntaxDump.describe(a.value)) }'", at: loc)
        }
        return SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil, body: body, location: a.value.location)
    }

    /// Whether `e` is a style rather than a view: rooted at an implicit
    /// member (`.tertiary.opacity(0.2)`) or at `Color` (`Color.red`).
    static func isStyle(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .identifier(let n): return n == "Color"
        case .member(let base, _): return isStyle(base)
        case .call(let callee, _, let trailing): return trailing.isEmpty && isStyle(callee)
        default: return false
        }
    }
}
