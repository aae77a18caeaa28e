// The key a handler's `when` outcome is remembered by.

extension ModelSystem {
    /// What handler `h`'s `when` outcome in `vars` is remembered by: the
    /// handler, then the values of the globals its condition reads (all of
    /// `vars` when the reads cannot be told), so states that differ only
    /// in variables the condition ignores share one evaluation.
    func conditionKey(ofHandler h: Int, in vars: [RValue]) -> [RValue] {
        var key: [RValue] = []
        guard let reads = conditionReads[h] else {
            key.reserveCapacity(vars.count + 1)
            key.append(.int(h))
            key.append(contentsOf: vars)
            return key
        }
        key.reserveCapacity(reads.count + 1)
        key.append(.int(h))
        for g in reads { key.append(vars[g]) }
        return key
    }
}
