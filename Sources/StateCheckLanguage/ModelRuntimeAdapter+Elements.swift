// The interpreter's side of the element lifecycle rules: which watched
// elements the view draws (`on appear(E)`, `on disappear(E)`), and whether
// the list footer's `page` event already fired for the footer on screen.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelRuntimeAdapter {
    /// The handlers of elements' `.onAppear` / `.onDisappear`, in declaration order.
    var elementHandlers: [ElementHandler<Int>] { program.elementHandlers }

    /// Whether each element handler's element is in the view drawn from
    /// the run's variables now.
    func elementsShown(in run: ModelRun) -> WatchedValues<Bool, Diagnostic> {
        switch draw(run.machine.vars) {
        case .success(let elements):
            let gates = program.elementGates
            return .values(program.elementPatterns.indices.map { k in
                let gated = k < gates.count ? gates[k] : nil
                return elements.contains(where: program.elementPatterns[k].matches) && gated.map { run.machine.vars[$0] == .bool(true) } ?? true
            })
        case .failure(let diagnostic):
            return .failed(diagnostic)
        }
    }

    /// `page` ran: the footer on screen has appeared.
    func footerAppeared(in run: inout ModelRun) { run.footerAppeared = true }

    /// The elements the `view` block draws from `vars`, or the diagnostic of
    /// the runtime error that stopped it (the state's expansion reports it too).
    func draw(_ vars: [RValue]) -> Result<[ScreenElement], Diagnostic> {
        let drawn = system.view(drawnFrom: vars)
        if let failure = drawn.failure { return .failure(failure) }
        return .success(drawn.elements)
    }

    /// Whether the footer that appeared is still the same insertion when
    /// the run ends: the view is shown, it still shows `footerSpinner`, and
    /// the content above it is the content of the run's start (rows added
    /// or replaced above the footer push it off screen, so reaching it again
    /// is a new appearance). Never when the footer had not appeared.
    func footerStillAppeared(_ run: ModelRun, from source: ModelState) -> Bool {
        guard run.footerAppeared, run.visible,
              case .success(let after) = draw(run.machine.vars), after.contains(.footerSpinner),
              case .success(let before) = expanded.elements(drawnFrom: source.vars, draw: { draw(source.vars) })
        else { return false }
        return Screen(isVisible: true, elements: after).content == Screen(isVisible: true, elements: before).content
    }
}
