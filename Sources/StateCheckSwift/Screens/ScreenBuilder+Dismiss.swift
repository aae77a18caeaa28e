import StateCheckLanguage

extension ScreenBuilder {
    /// `@Environment(\.dismiss) var dismiss`: the screen's `DismissAction`.
    static func isDismissAction(_ m: SwiftDecl) -> Bool {
        guard let attribute = m.attributes.first(where: { $0.name == "Environment" }), let args = attribute.arguments, args.count == 1,
              case .keyPath(nil, let components) = args[0].value.kind, components.count == 1 else { return false }
        return SwiftSyntaxDump.describe(args[0].value) == "\\.dismiss"
    }

    /// `dismiss()` (or `self.dismiss()`) of the screen's `DismissAction`: the
    /// model language's `dismiss()`, which closes the screen; nil for any other statement.
    func dismissStatement(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        guard let property = dismissProperty, case .call(let callee, let args, let trailing) = e.kind, args.isEmpty, trailing.isEmpty else { return nil }
        switch callee.kind {
        case .identifier(property) where local(property) == nil:
            break
        case .member(let base, property):
            guard case .identifier("self") = base.kind else { return nil }
        default:
            return nil
        }
        return [Stmt(kind: .expression(Expr(kind: .dismissScreen, location: e.location)), location: loc)]
    }
}
