// Ordering tasks canonically by their flat encodings, with one buffer for
// every task's encoding instead of an array per task.

extension RTask {
    /// `tasks` sorted by their flat encodings (``StateEncoder/task(_:)``,
    /// continuation ids written as 0 with `maskContinuations`), compared
    /// lexicographically: the order a sort of (encoding, task) pairs by
    /// encoding gives, since the sort makes the same comparisons.
    ///
    /// The encodings are written back to back into one buffer, sized once,
    /// and the sort permutes indices: sorting pairs cost an array per task,
    /// grown while it was written.
    static func canonicallyOrdered(_ tasks: [RTask], maskContinuations: Bool = false) -> [RTask] {
        guard tasks.count > 1 else { return tasks }
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
            // One comparison: the sort of two elements swaps exactly when the second precedes the first.
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
