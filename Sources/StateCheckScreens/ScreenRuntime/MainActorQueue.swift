/// The main actor's queue inside one run: pieces of code (a handler's
/// start, a task resumed by an answer or a continuation, a spawned
/// `Task { }`) run one at a time, first in, first out, each until its task
/// finishes or suspends. Handlers of one event are queued in declaration
/// order; code queued while a piece runs waits for it to suspend.
@_spi(ScreenRuntime) public struct MainActorQueue<Job> {
    @usableFromInline var jobs: [Job] = []
    @usableFromInline var head = 0

    /// An empty queue.
    @inlinable
    public init() {}

    /// Queues `job` behind every job already queued.
    @inlinable
    public mutating func enqueue(_ job: Job) {
        // Room for a run's jobs at once, instead of doubling from one.
        if jobs.isEmpty { jobs.reserveCapacity(4) }
        jobs.append(job)
    }

    /// The job that runs next, taken off the queue; nil when none waits.
    @inlinable
    public mutating func next() -> Job? {
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        return job
    }

    /// Forgets every job still queued (an evaluation runs only its own code).
    @inlinable
    public mutating func dropQueued() { head = jobs.count }

    /// Empties the queue, keeping its storage for the jobs of a next run.
    @inlinable
    public mutating func removeAll() {
        jobs.removeAll(keepingCapacity: true)
        head = 0
    }
}
