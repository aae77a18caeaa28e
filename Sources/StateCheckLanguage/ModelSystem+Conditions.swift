// The key a handler's `when` outcome is remembered by, and the lookup
// that compares it without building it.
@_spi(ScreenRuntime) import StateCheckScreens

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

    /// The hash of ``conditionKey(ofHandler:in:)``, computed from `vars`
    /// without building the key (equal to `VariablesMemo.hash(of:)` of it).
    func conditionKeyHash(ofHandler h: Int, in vars: [RValue]) -> Int {
        var hasher = StateHasher()
        guard let reads = conditionReads[h] else {
            hasher.combine(vars.count + 1)
            hasher.value(.int(h))
            for v in vars { hasher.value(v) }
            return hasher.finalize()
        }
        hasher.combine(reads.count + 1)
        hasher.value(.int(h))
        for g in reads { hasher.value(vars[g]) }
        return hasher.finalize()
    }

    /// The outcome remembered for handler `h` in `vars`, if any.
    func rememberedCondition(ofHandler h: Int, in vars: [RValue], hash: Int) -> ConditionOutcome<Diagnostic>? {
        let reads = conditionReads[h]
        return conditions.value(hash: hash) { key in
            guard let first = key.first, first == .int(h) else { return false }
            guard let reads else { return key.count == vars.count + 1 && key.dropFirst().elementsEqual(vars) }
            guard key.count == reads.count + 1 else { return false }
            for (i, g) in reads.enumerated() where key[i + 1] != vars[g] { return false }
            return true
        }
    }
}
