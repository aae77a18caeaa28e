import StateCheckLanguage

extension ScreenTranslator {
    /// The most `maxTasks` a screen's reading raises its bound to.
    static let maxRaisedTaskBound = 16

    /// `model` with `bound maxTasks` raised so that no first run of the
    /// screen is refused: when a run from the initial state (the first
    /// `load`, an environment event) leaves more tasks alive than the
    /// default bound allows, the bound is the most tasks such a run leaves
    /// (at most ``maxRaisedTaskBound``). A screen whose first `load` starts
    /// five requests at once would otherwise have every `load` refused, and
    /// every verdict would speak of a screen that never loads. A bound the
    /// configuration sets is kept as given.
    func raisingTaskBound(of model: ModelDecl, file: String) -> ModelDecl {
        guard configuration.bounds["maxTasks"] == nil, !model.bounds.contains(where: { $0.name == "maxTasks" }) else { return model }
        var probe = model
        probe.bounds.append(BoundDecl(name: "maxTasks", lower: Self.maxRaisedTaskBound, upper: Self.maxRaisedTaskBound, location: model.location))
        guard let system = try? ModelSystem.compile(model: probe, file: file), let initial = system.initialStates.first else { return model }
        var alive = 0
        var refused = false
        let issues = system.expand(initial) { alive = max(alive, $0.target.liveTaskCount) }
        for case .refused(bound: "maxTasks", _) in issues { refused = true }
        let needed = refused ? Self.maxRaisedTaskBound : alive
        guard needed > ModelBounds().maxTasks else { return model }
        var raised = model
        raised.bounds.append(BoundDecl(name: "maxTasks", lower: needed, upper: needed, location: model.location))
        return raised
    }
}
