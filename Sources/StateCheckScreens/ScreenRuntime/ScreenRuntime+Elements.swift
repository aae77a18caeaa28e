/// The `.onAppear` / `.onDisappear` rule for elements outside a lazy
/// container: an element's handler runs in the transition that put the
/// element on screen or took it off, the view's own appearing and
/// disappearing included.
extension ScreenRuntime {
    /// Whether each of the front end's element handlers' elements is on
    /// screen in `run` now: never while the view is not `visible`, else as
    /// the front end draws it. Empty without element handlers.
    @inlinable
    static func elementsOnScreen<F: ScreenFrontEnd>(_ frontEnd: F, _ run: F.Run, visible: Bool) -> WatchedValues<Bool, F.Problem> {
        let count = frontEnd.elementHandlers.count
        if count == 0 { return .values([]) }
        guard visible else { return .values(Array(repeating: false, count: count)) }
        return frontEnd.elementsShown(in: run)
    }

    /// One round of the element rule: each `.onAppear` handler whose element
    /// is on screen now but was not (`shown`), and each `.onDisappear`
    /// handler whose element was but is not, starts, in declaration order,
    /// and the `.task` an `.onAppear` handler started is cancelled when its
    /// element leaves;
    /// `shown` becomes what is on screen now and `reacted` is set when one
    /// started. Nil, or the problem met drawing the view.
    @inlinable
    static func reactToElements<F: ScreenFrontEnd>(
        _ frontEnd: F, _ run: inout F.Run, visible: Bool, shown: inout [Bool], reacted: inout Bool
    ) -> F.Problem? {
        let now: [Bool]
        switch elementsOnScreen(frontEnd, run, visible: visible) {
        case .values(let values): now = values
        case .failed(let problem): return problem
        }
        for (k, h) in frontEnd.elementHandlers.enumerated() where k < now.count && k < shown.count && now[k] != shown[k] {
            switch h.reaction {
            case .appear where now[k], .disappear where !now[k]:
                reacted = true
                frontEnd.start(h.handler, in: &run)
            case .appear:
                // The element left: its own `.task` is cancelled.
                for i in 0..<run.taskCount where run.kind(ofTask: i) == .task && frontEnd.isTask(i, startedBy: h.handler, in: run) {
                    run.cancelTask(i)
                }
            case .disappear:
                continue
            }
        }
        shown = now
        return nil
    }
}
