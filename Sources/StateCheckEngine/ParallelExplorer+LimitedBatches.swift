/// How many sources the parallel search's next batch takes when a state or
/// memory limit is set, so that a limit costs two threads no more than one.
///
/// A batch holds every successor it generates (state included) until it is
/// inserted, and a batch that would pass a limit is undone and redone on one
/// thread. With a whole level per batch, a two-thread run at a limit held
/// several times the stored states in successors and expanded the level
/// that crossed the limit twice. Under a limit, therefore:
/// - the successors a batch may hold are bounded by a 32nd of the states
///   stored so far (at least ``minimumSuccessors``), from the last batch's
///   transitions per source: a successor is as large as a stored state, so
///   they add at most about 3% to the store;
/// - a batch fills at most half of the room left under each limit, from the
///   last batch's new states (and bytes) per source, so batches shrink
///   geometrically as the store nears the limit and rarely pass it;
/// - once the room left is worth fewer than ``handOverSources`` sources,
///   the search hands over to one thread at once (nothing is undone).
///
/// Without a limit the batch is the search's default.
@usableFromInline
struct LimitedBatches {
    /// Successors a batch may always hold, however few states are stored.
    @inlinable
    static var minimumSuccessors: Int { 1_024 }
    /// Sources of room below which one thread finishes the search.
    @inlinable
    static var handOverSources: Int { 32 }
    /// Sources of the first batch, before anything is known of the system.
    @inlinable
    static var firstBatchSources: Int { 256 }

    @usableFromInline
    let maxStates: Int?
    @usableFromInline
    let maxMemory: Int?
    /// Transitions per source in the last batch.
    @usableFromInline
    var transitionsPerSource: Double?
    /// New states per source in the last batch.
    @usableFromInline
    var statesPerSource: Double?
    /// Estimated stored bytes (states and kept edges) per source in the last batch.
    @usableFromInline
    var bytesPerSource: Double?

    @inlinable
    init(_ limits: ExplorationLimits) {
        maxStates = limits.maxStates
        maxMemory = limits.maxMemory
    }

    /// Whether a state or memory limit is set.
    @inlinable
    var isLimited: Bool { maxStates != nil || maxMemory != nil }

    /// Learns from a batch of `sources` sources that generated `transitions`
    /// transitions and stored `states` new states of `bytes` estimated bytes.
    @inlinable
    mutating func record(sources: Int, transitions: Int, states: Int, bytes: Int) {
        guard sources > 0 else { return }
        transitionsPerSource = Double(transitions) / Double(sources)
        statesPerSource = Double(states) / Double(sources)
        bytesPerSource = Double(bytes) / Double(sources)
    }

    /// The next batch's sources (at most `standard`), or `nil` when one
    /// thread should finish the search from here: `stored` states and
    /// `usedBytes` estimated bytes are stored so far.
    @inlinable
    func sources(standard: Int, stored: Int, usedBytes: Int) -> Int? {
        guard isLimited else { return standard }
        var sources = Double(standard)
        if let fanout = transitionsPerSource {
            if fanout > 0 {
                sources = Swift.min(sources, Double(Swift.max(Self.minimumSuccessors, stored / 32)) / fanout)
            }
        } else {
            sources = Swift.min(sources, Double(Self.firstBatchSources))
        }
        if let maxStates {
            let room = maxStates - stored
            if room <= 0 { return nil }
            if let growth = statesPerSource, growth > 0 {
                let fill = Double(room) / (2 * growth)
                if fill < Double(Self.handOverSources) { return nil }
                sources = Swift.min(sources, fill)
            }
        }
        if let maxMemory {
            let room = maxMemory - usedBytes
            if room <= 0 { return nil }
            if let growth = bytesPerSource, growth > 0 {
                let fill = Double(room) / (2 * growth)
                if fill < Double(Self.handOverSources) { return nil }
                sources = Swift.min(sources, fill)
            }
        }
        return Swift.max(1, Int(sources))
    }
}
