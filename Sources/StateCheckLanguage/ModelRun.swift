@_spi(ScreenRuntime) import StateCheckScreens

/// The interpreter's situation inside one run: the machine and whether
/// the view is visible.
struct ModelRun: ScreenRun {
    var machine: Machine
    var visible: Bool
    /// Whether the list footer has appeared (`page`) since it was last
    /// inserted: the source state's flag, set by a `page` event.
    var footerAppeared = false

    /// How many tasks the machine holds.
    var taskCount: Int { machine.tasks.count }

    /// The kind of task `i` (a `sync` job counts as unstructured).
    func kind(ofTask i: Int) -> TaskKind { machine.tasks[i].kind.publicKind }

    /// Marks task `i` cancelled; a sleep it is in throws `CancellationError` at once.
    mutating func cancelTask(_ i: Int) {
        machine.tasks[i].cancelled = true
        machine.endSleepByCancellation(task: i)
    }
}
