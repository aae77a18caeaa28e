// Ordering tasks canonically by their flat encodings, with one buffer for
// every task's encoding instead of an array per task, and no encoding at
// all when the tasks' first fields already tell them apart.

extension RTask {
    /// The first four integers of the task's flat encoding
    /// (``StateEncoder/task(_:)``): kind, role, cancelled, what it waits for.
    /// None of them is a continuation id, so masking changes none.
    @inline(__always)
    private var encodingHead: (Int, Int, Int, Int) {
        let role: Int
        switch self.role { case .reload: role = 0; case .page: role = 1; case .action: role = 2 }
        let wait: Int
        switch self.wait {
        case .none: wait = 0
        case .api: wait = 1
        case .continuation: wait = 2
        case .sleep: wait = 3
        case .join: wait = 4
        case .hop: wait = 5
        }
        return (Int(kind.rawValue), role, cancelled ? 1 : 0, wait)
    }

    /// `tasks` sorted by their flat encodings (``StateEncoder/task(_:)``,
    /// continuation ids written as 0 with `maskContinuations`), compared
    /// lexicographically: the order a sort of (encoding, task) pairs by
    /// encoding gives, since the sort makes the same comparisons with the
    /// same outcomes.
    ///
    /// Two encodings whose first four integers differ compare as those do,
    /// so when every task's four differ from every other's, the heads decide
    /// and nothing is encoded. Otherwise the encodings are written back to
    /// back into one buffer, sized once, and the sort permutes indices:
    /// sorting pairs cost an array per task, grown while it was written.
    static func canonicallyOrdered(_ tasks: [RTask], maskContinuations: Bool = false) -> [RTask] {
        guard tasks.count > 1 else { return tasks }
        let heads = tasks.map(\.encodingHead)
        if tasks.count == 2, heads[0] != heads[1] {
            // The sort of two elements swaps exactly when the second precedes the first.
            return heads[1] < heads[0] ? [tasks[1], tasks[0]] : tasks
        }
        var distinct = true
        for i in heads.indices where distinct {
            for j in heads.indices where j > i && heads[i] == heads[j] { distinct = false; break }
        }
        if distinct {
            var order = Array(tasks.indices)
            order.sort { heads[$0] < heads[$1] }
            return order.map { tasks[$0] }
        }
        var e = StateEncoder()
        e.maskContinuations = maskContinuations
        e.out.reserveCapacity(tasks.count * 48)
        var ends: [Int] = []
        ends.reserveCapacity(tasks.count)
        for t in tasks {
            e.task(t)
            ends.append(e.out.count)
        }
        if tasks.count == 2 {
            let secondFirst = e.out.withUnsafeBufferPointer { codes in
                codes[ends[0] ..< ends[1]].lexicographicallyPrecedes(codes[0 ..< ends[0]])
            }
            return secondFirst ? [tasks[1], tasks[0]] : tasks
        }
        var order = Array(tasks.indices)
        e.out.withUnsafeBufferPointer { codes in
            func key(_ i: Int) -> Slice<UnsafeBufferPointer<Int>> {
                codes[(i == 0 ? 0 : ends[i - 1]) ..< ends[i]]
            }
            order.sort { key($0).lexicographicallyPrecedes(key($1)) }
        }
        return order.map { tasks[$0] }
    }
}
