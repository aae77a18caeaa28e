import StateCheckLanguage

// `ProgressView().task { await model.loadMore() }` after a List's content
// (or `HStack { ProgressView() }.task { … }`): the paging footer whose work
// is a `.task`. SwiftUI starts the task as the footer scrolls into view and
// cancels it as the footer leaves the screen, scrolled away or removed; it
// starts a new one each time the footer comes back. Read as:
//
//     var footerTask: Task<Void, Never>? = nil
//     on page sync { footerTask?.cancel(); footerTask = Task { body } }
//     on footerScrolledBack sync when <the footer is shown> { footerTask?.cancel(); footerTask = Task { body } }
//     on footerLeft sync when footerTask != nil { footerTask?.cancel(); footerTask = nil }
//
// `page` is the footer appearing after it is inserted, as for its
// `.onAppear`; `footerScrolledBack` is the user scrolling away and back (the
// task the footer had is cancelled as it left); `footerLeft` is the footer
// leaving, scrolled away or removed, at any moment while a task of its is
// kept: at least every moment the real footer can leave, so every
// cancellation the real task can see is explored. Both new tasks are paging
// tasks, as the footer's `.onAppear` is.

extension ScreenBuilder {
    /// Whether `base` is a footer spinner: `ProgressView(…)`, or a stack or
    /// group holding nothing but one (`HStack { ProgressView() }`).
    static func isFooterProgress(_ base: SwiftExpr) -> Bool {
        var view = base
        while case .call(let callee, _, _) = view.kind, case .member(let inner, let name) = callee.kind, SwiftUIVocabulary.styling.contains(name) {
            view = inner
        }
        guard case .call(let callee, let args, let trailing) = view.kind, case .identifier(let name) = callee.kind else { return false }
        if name == "ProgressView" { return trailing.isEmpty }
        guard ["HStack", "VStack", "ZStack", "Group"].contains(name), args.isEmpty, trailing.count == 1,
              let only = trailing.first?.closure.body, only.count == 1, case .expression(let inner) = only[0].kind else { return false }
        return isFooterProgress(inner)
    }

    /// The footer spinner `base` at `loc` with its `.task` modifier `m`, read
    /// as above: `footerSpinner`, the footer's task handle and its three
    /// events. Nil after a diagnostic.
    mutating func footerTask(_ m: Modifier, hasContent: Bool, at loc: SourceLocation) -> [Stmt]? {
        guard hasContent, let closure = m.trailing.first?.closure else {
            error("a ProgressView with '.task' in a List is read as the List's footer after its content; here it is not after content", at: m.location)
            return nil
        }
        let body = asyncStatements(closure.body)
        let taken = Set(model.variables.map(\.name)).union(stateVars.keys).union(model.handlers.map(\.event)).union(pendingEvents.map(\.name))
        let handle = Self.freshName("footerTask", taken: taken)
        let ml = m.location
        func expr(_ kind: ExprKind) -> Expr { Expr(kind: kind, location: ml) }
        func stmt(_ kind: StmtKind) -> Stmt { Stmt(kind: kind, location: ml) }
        let cancel = stmt(.expression(expr(.call(callee: expr(.member(base: expr(.identifier(handle)), name: "cancel", optional: true)), arguments: []))))
        let start = [cancel, stmt(.assign(target: expr(.identifier(handle)), op: .assign, value: expr(.spawnValue(body: body))))]
        model.variables.append(VariableDecl(name: handle, type: .optional(.task), initial: expr(.nilLiteral), location: ml))
        pagingFunctions.formUnion(calledFunctions(body))
        model.handlers.append(HandlerDecl(event: "page", kind: .sync, role: .page, condition: nil, body: start, location: ml))
        let back = Self.freshName("footerScrolledBack", taken: taken)
        var scrolledBack = PendingEvent(name: back, kind: .sync, body: start, element: loc, location: ml)
        scrolledBack.role = .page
        pendingEvents.append(scrolledBack)
        let left = Self.freshName("footerLeft", taken: taken)
        let kept = expr(.binary(.notEqual, expr(.identifier(handle)), expr(.nilLiteral)))
        model.handlers.append(HandlerDecl(event: left, kind: .sync, role: nil, condition: kept,
                                          body: [cancel, stmt(.assign(target: expr(.identifier(handle)), op: .assign, value: expr(.nilLiteral)))], location: ml))
        abstraction("'.task' on a ProgressView in a List after content: footerSpinner, its task started on page (the footer scrolled into view) and on \(back) "
                    + "(scrolled away and back), each cancelling the one before, and cancelled on \(left) (the footer leaving, at any moment while \(handle) is kept)", at: ml)
        return [element("footerSpinner", [], at: loc)]
    }
}
