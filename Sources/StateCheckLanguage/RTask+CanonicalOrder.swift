// Ordering tasks canonically by their flat encodings (`StateEncoder`),
// compared by walking two tasks side by side instead of encoding them: no
// array is built, and tasks already in order are returned as they are.
@_spi(ScreenRuntime) import StateCheckScreens

/// Which ids a comparison of flat encodings reads as 0 (``StateEncoder``'s
/// `maskContinuations` and `maskHandles`).
struct EncodingMasks {
    /// Continuation ids are written as 0.
    var continuations = false
    /// Task handle ids (not the finished id) are written as 0.
    var handles = false
}

/// -1, 0 or 1 as `a` is below, equal to or above `b`.
@inline(__always)
private func order(_ a: Int, _ b: Int) -> Int {
    a < b ? -1 : (a > b ? 1 : 0)
}

extension RValue {
    /// The first integer of the value's flat encoding (``StateEncoder/value(_:)``).
    @inline(__always)
    fileprivate var encodingTag: Int {
        switch self {
        case .void: return 0
        case .nilValue: return 1
        case .bool: return 2
        case .int: return 3
        case .string: return 4
        case .value: return 5
        case .error: return 6
        case .enumValue: return 7
        case .continuation: return 8
        case .task: return 9
        case .taskList: return 10
        }
    }

    /// How the flat encodings of `a` and `b` compare lexicographically:
    /// -1, 0 or 1.
    ///
    /// An encoding writes a tag before its payload and a count before its
    /// elements, so two encodings first differ where the walk below first
    /// finds a difference, and one is never a proper prefix of the other.
    static func encodingOrder(_ a: RValue, _ b: RValue, _ masks: EncodingMasks) -> Int {
        let tag = order(a.encodingTag, b.encodingTag)
        if tag != 0 { return tag }
        switch a {
        case .void, .nilValue:
            return 0
        case .bool(let x):
            guard case .bool(let y) = b else { return 0 }
            return order(x ? 1 : 0, y ? 1 : 0)
        case .int(let x):
            guard case .int(let y) = b else { return 0 }
            return order(x, y)
        case .string(let x):
            guard case .string(let y) = b else { return 0 }
            return order(x, y)
        case .value(let x):
            guard case .value(let y) = b else { return 0 }
            return intsOrder(x, y)
        case .error(let x):
            guard case .error(let y) = b else { return 0 }
            return order(x == .urlError ? 0 : 1, y == .urlError ? 0 : 1)
        case .enumValue(let type, let tag, let payload):
            guard case .enumValue(let otherType, let otherTag, let otherPayload) = b else { return 0 }
            let head = order(type, otherType)
            if head != 0 { return head }
            let caseOrder = order(tag, otherTag)
            if caseOrder != 0 { return caseOrder }
            return valuesOrder(payload, otherPayload, masks)
        case .continuation(let x):
            guard case .continuation(let y) = b else { return 0 }
            return masks.continuations ? 0 : order(x, y)
        case .task(let x):
            guard case .task(let y) = b else { return 0 }
            return order(masks.handleCode(x), masks.handleCode(y))
        case .taskList(let x):
            guard case .taskList(let y) = b else { return 0 }
            let count = order(x.count, y.count)
            if count != 0 { return count }
            for i in x.indices {
                let o = order(masks.handleCode(x[i]), masks.handleCode(y[i]))
                if o != 0 { return o }
            }
            return 0
        }
    }

    /// How the encodings of two value arrays (count, then each value) compare.
    static func valuesOrder(_ a: [RValue], _ b: [RValue], _ masks: EncodingMasks) -> Int {
        let count = order(a.count, b.count)
        if count != 0 { return count }
        for i in a.indices {
            let o = encodingOrder(a[i], b[i], masks)
            if o != 0 { return o }
        }
        return 0
    }

    /// How the encodings of two integer arrays (count, then each integer) compare.
    private static func intsOrder(_ a: [Int], _ b: [Int]) -> Int {
        let count = order(a.count, b.count)
        if count != 0 { return count }
        for i in a.indices {
            let o = order(a[i], b[i])
            if o != 0 { return o }
        }
        return 0
    }
}

extension EncodingMasks {
    /// A handle id as ``StateEncoder`` writes it in a value or a join.
    @inline(__always)
    fileprivate func handleCode(_ id: Int) -> Int { handles && id >= 0 ? 0 : id }
}

extension RTask {
    /// How the flat encodings of `a` and `b` (``StateEncoder/task(_:)``)
    /// compare lexicographically: -1, 0 or 1.
    ///
    /// Fields are compared in encoding order. The one field an encoding may
    /// leave out is the handle: when one task has a handle and the other
    /// none, the two encodings are compared as written.
    static func encodingOrder(_ a: RTask, _ b: RTask, _ masks: EncodingMasks) -> Int {
        var o = order(Int(a.kind.rawValue), Int(b.kind.rawValue))
        if o != 0 { return o }
        o = order(a.role.encodingCode, b.role.encodingCode)
        if o != 0 { return o }
        o = order(a.cancelled ? 1 : 0, b.cancelled ? 1 : 0)
        if o != 0 { return o }
        o = waitOrder(a.wait, b.wait, masks)
        if o != 0 { return o }
        switch (a.handle >= 0, b.handle >= 0) {
        case (true, true):
            if !masks.handles {
                o = order(a.handle, b.handle)
                if o != 0 { return o }
            }
        case (false, false):
            break
        case (true, false), (false, true):
            return writtenOrder(a, b, masks)
        }
        o = order(a.frames.count, b.frames.count)
        if o != 0 { return o }
        for i in a.frames.indices {
            o = frameOrder(a.frames[i], b.frames[i], masks)
            if o != 0 { return o }
        }
        return 0
    }

    /// The comparison of the two encodings, written out.
    private static func writtenOrder(_ a: RTask, _ b: RTask, _ masks: EncodingMasks) -> Int {
        var ea = StateEncoder(), eb = StateEncoder()
        ea.maskContinuations = masks.continuations
        ea.maskHandles = masks.handles
        eb.maskContinuations = masks.continuations
        eb.maskHandles = masks.handles
        ea.task(a)
        eb.task(b)
        if ea.out == eb.out { return 0 }
        return ea.out.lexicographicallyPrecedes(eb.out) ? -1 : 1
    }

    /// How the encodings of two waits compare.
    private static func waitOrder(_ a: RWait, _ b: RWait, _ masks: EncodingMasks) -> Int {
        let tag = order(a.encodingTag, b.encodingTag)
        if tag != 0 { return tag }
        switch a {
        case .none, .hop:
            return 0
        case .api(let api, let args, let token):
            guard case .api(let otherAPI, let otherArgs, let otherToken) = b else { return 0 }
            var o = order(api, otherAPI)
            if o != 0 { return o }
            o = order(token ?? -1, otherToken ?? -1)
            if o != 0 { return o }
            return RValue.valuesOrder(args, otherArgs, masks)
        case .continuation(let x):
            guard case .continuation(let y) = b else { return 0 }
            return masks.continuations ? 0 : order(x, y)
        case .sleep(let x):
            guard case .sleep(let y) = b else { return 0 }
            return order(x, y)
        case .join(let x):
            guard case .join(let y) = b else { return 0 }
            return order(masks.handleCode(x), masks.handleCode(y))
        }
    }

    /// How the encodings of two frames compare.
    private static func frameOrder(_ a: RFrame, _ b: RFrame, _ masks: EncodingMasks) -> Int {
        var o = order(a.block, b.block)
        if o != 0 { return o }
        o = order(a.pc, b.pc)
        if o != 0 { return o }
        o = order(a.writeback ? 1 : 0, b.writeback ? 1 : 0)
        if o != 0 { return o }
        o = RValue.valuesOrder(a.locals, b.locals, masks)
        if o != 0 { return o }
        o = RValue.valuesOrder(a.stack, b.stack, masks)
        if o != 0 { return o }
        o = order(a.handlers.count, b.handlers.count)
        if o != 0 { return o }
        for i in a.handlers.indices {
            o = order(a.handlers[i].catchPC, b.handlers[i].catchPC)
            if o != 0 { return o }
            o = order(a.handlers[i].stackDepth, b.handlers[i].stackDepth)
            if o != 0 { return o }
        }
        return 0
    }

    /// `tasks` sorted by their flat encodings (``StateEncoder/task(_:)``,
    /// with the ids `masks` names written as 0), compared lexicographically,
    /// tasks of equal encodings kept in their order: the order of a stable
    /// sort of (encoding, task) pairs by encoding.
    ///
    /// Tasks already in order (the usual case: one task, or tasks a run
    /// left as they were) are returned as they are, after one comparison
    /// per neighbouring pair; otherwise an insertion sort orders a copy.
    ///
    /// - Complexity: O(n²) comparisons for n tasks (n is at most the
    ///   model's `maxTasks`).
    static func canonicallyOrdered(_ tasks: [RTask], masks: EncodingMasks = EncodingMasks()) -> [RTask] {
        guard tasks.count > 1 else { return tasks }
        var firstOutOfOrder = 1
        while firstOutOfOrder < tasks.count, encodingOrder(tasks[firstOutOfOrder - 1], tasks[firstOutOfOrder], masks) <= 0 {
            firstOutOfOrder += 1
        }
        if firstOutOfOrder == tasks.count { return tasks }
        var sorted = tasks
        for i in firstOutOfOrder ..< sorted.count {
            var j = i
            while j > 0, encodingOrder(sorted[j - 1], tasks[i], masks) > 0 { j -= 1 }
            var k = i
            while k > j {
                sorted.swapAt(k, k - 1)
                k -= 1
            }
        }
        return sorted
    }
}

extension TaskRole {
    /// The role as ``StateEncoder/task(_:)`` writes it.
    @inline(__always)
    fileprivate var encodingCode: Int {
        switch self {
        case .reload: return 0
        case .page: return 1
        case .action: return 2
        }
    }
}

extension RWait {
    /// The first integer of the wait's encoding in ``StateEncoder/task(_:)``.
    @inline(__always)
    fileprivate var encodingTag: Int {
        switch self {
        case .none: return 0
        case .api: return 1
        case .continuation: return 2
        case .sleep: return 3
        case .join: return 4
        case .hop: return 5
        }
    }
}
