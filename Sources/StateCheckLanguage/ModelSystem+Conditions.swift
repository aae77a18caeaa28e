// The key a handler's `when` outcome is remembered by, and the lookup
// that compares it without building it.
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelSystem {
    /// What handler `h`'s `when` outcome in `vars` is remembered by: the
    /// handler, then the values of the globals its condition reads
    /// (``conditionReads``), so states that differ only in variables the
    /// condition ignores share one evaluation.
    func conditionKey(ofHandler h: Int, in vars: [RValue]) -> [RValue] {
        let reads = conditionReads[h]
        var key: [RValue] = []
        key.reserveCapacity(reads.count + 1)
        key.append(.int(h))
        for g in reads { key.append(vars[g]) }
        return key
    }

    /// The hash of ``conditionKey(ofHandler:in:)``, computed from `vars`
    /// without building the key (equal to `VariablesMemo.hash(of:)` of it).
    func conditionKeyHash(ofHandler h: Int, in vars: [RValue]) -> Int {
        let reads = conditionReads[h]
        var hasher = StateHasher()
        hasher.combine(reads.count + 1)
        hasher.value(.int(h))
        for g in reads { hasher.value(vars[g]) }
        return hasher.finalize()
    }

    /// The outcome remembered for handler `h` in `vars`, if any.
    func rememberedCondition(ofHandler h: Int, in vars: [RValue], hash: Int) -> ConditionOutcome<Diagnostic>? {
        let reads = conditionReads[h]
        return conditions.value(hash: hash) { key in
            guard key.count == reads.count + 1, key[0] == .int(h) else { return false }
            for (i, g) in reads.enumerated() where key[i + 1] != vars[g] { return false }
            return true
        }
    }
}
