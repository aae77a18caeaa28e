/// The mutable situation inside one run of a front end, as far as the
/// environment touches it: its tasks' kinds, to cancel them.
@_spi(ScreenRuntime) public protocol ScreenRun {
    /// How many tasks the run holds (live or finished).
    var taskCount: Int { get }
    /// The kind of task `i`.
    func kind(ofTask i: Int) -> TaskKind
    /// Marks task `i` cancelled.
    mutating func cancelTask(_ i: Int)
}
