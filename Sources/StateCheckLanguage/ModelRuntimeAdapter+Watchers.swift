// The interpreter's side of the `.task(id:)` and `on change(x)` rules: the
// watched values, the tasks a `.task(id:)` handler started, and the change
// actions queued with their old and new values.
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelRuntimeAdapter {
    /// The handlers watching a value, in declaration order.
    var watchers: [Watcher<Int>] { program.watchers }

    /// Each watcher's value, evaluated on the run's variables now.
    func watchedValues(in run: ModelRun) -> WatchedValues<RValue, Diagnostic> {
        var values: [RValue] = []
        values.reserveCapacity(program.watchers.count)
        for w in program.watchers {
            guard let watch = program.handlers[w.handler].watch else { continue }
            var m = Machine(program: compiled, limits: limits, vars: run.machine.vars)
            do {
                values.append(try m.evaluate(block: watch.value))
            } catch {
                return .failed(error.diagnostic(file: file, fallback: program.handlers[w.handler].line))
            }
        }
        return .values(values)
    }

    /// Whether task `i` is alive and runs handler `h`'s body at its bottom
    /// frame (a `Task { }` it spawned is a task of its own).
    func isTask(_ i: Int, startedBy h: Int, in run: ModelRun) -> Bool {
        let t = run.machine.tasks[i]
        guard let bottom = t.frames.first else { return false }
        return bottom.block == program.handlers[h].body && t.kind == program.handlers[h].kind
    }

    /// Queues change handler `h`'s body as a synchronous job, its slots 0
    /// and 1 holding the old and the new value.
    func startChange(_ h: Int, old: RValue, new: RValue, in run: inout ModelRun) {
        let handler = program.handlers[h]
        run.machine.start(block: handler.body, kind: handler.kind, role: handler.role, locals: [old, new])
    }

    /// Queues change handler `h` declared `initial: true` as the view
    /// appears: the old and the new value are both the value now. A value
    /// that cannot be evaluated leaves both slots empty; the same
    /// evaluation fails the run when the watchers are read.
    func startInitialChange(_ h: Int, watch: WatchInfo, in run: inout ModelRun) {
        var m = Machine(program: compiled, limits: limits, vars: run.machine.vars)
        let value = (try? m.evaluate(block: watch.value)) ?? .void
        startChange(h, old: value, new: value, in: &run)
    }
}
