import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Random values and tasks of small shapes, so that random pairs often
/// agree on a long prefix of their encodings.
private struct RandomTasks {
    var random: SplitMix64

    mutating func small(_ bound: Int) -> Int { random.next(below: bound) }

    mutating func value(depth: Int = 0) -> RValue {
        switch small(depth > 1 ? 10 : 11) {
        case 0: return .void
        case 1: return .nilValue
        case 2: return .bool(small(2) == 0)
        case 3: return .int(small(3) - 1)
        case 4: return .string(small(2))
        case 5: return .value((0 ..< small(3)).map { _ in small(4) })
        case 6: return .error(small(2) == 0 ? .urlError : .cancellationError)
        case 7: return .continuation(small(3) - 1)
        case 8: return .task(small(3) - 1)
        case 9: return .taskList((0 ..< small(3)).map { _ in small(3) - 1 })
        default: return .enumValue(type: small(2), tag: small(2), payload: (0 ..< small(3)).map { _ in value(depth: depth + 1) })
        }
    }

    mutating func values() -> [RValue] { (0 ..< small(3)).map { _ in value() } }

    mutating func task() -> RTask {
        let frames = (0 ..< small(3)).map { _ in
            RFrame(
                block: small(2), pc: small(2), locals: values(), stack: values(),
                handlers: (0 ..< small(2)).map { _ in RHandler(catchPC: small(2), stackDepth: small(2)) },
                writeback: small(2) == 0)
        }
        let wait: RWait
        switch small(6) {
        case 0: wait = .none
        case 1: wait = .api(small(2), values(), token: small(2) == 0 ? nil : small(3))
        case 2: wait = .continuation(small(3))
        case 3: wait = .sleep(remaining: small(2))
        case 4: wait = .join(small(3) - 1)
        default: wait = .hop
        }
        let kinds: [RTaskKind] = [.task, .refreshable, .unstructured, .sync]
        let roles: [TaskRole] = [.reload, .page, .action]
        return RTask(
            frames: frames, kind: kinds[small(2)], role: roles[small(2)], cancelled: small(4) == 0, wait: wait,
            handle: small(3) - 1)
    }
}

/// The encoding of `t` as ``StateEncoder`` writes it.
private func encoding(_ t: RTask, _ masks: EncodingMasks) -> [Int] {
    var e = StateEncoder()
    e.maskContinuations = masks.continuations
    e.maskHandles = masks.handles
    e.task(t)
    return e.out
}

@Suite("Canonical task order: tasks compared without writing their encodings")
struct CanonicalOrderTests {
    static let masks = [EncodingMasks(), EncodingMasks(continuations: true), EncodingMasks(handles: true)]

    @Test("Comparing two tasks side by side agrees with comparing their encodings", arguments: masks.indices)
    func comparisonAgreesWithEncodings(_ m: Int) {
        let masks = Self.masks[m]
        var gen = RandomTasks(random: SplitMix64(seed: 0xCA_0018 + UInt64(m)))
        for _ in 0 ..< 4000 {
            let a = gen.task()
            let b = gen.small(4) == 0 ? a : gen.task()
            let (ea, eb) = (encoding(a, masks), encoding(b, masks))
            let expected = ea == eb ? 0 : (ea.lexicographicallyPrecedes(eb) ? -1 : 1)
            #expect(RTask.encodingOrder(a, b, masks) == expected, "\(a) vs \(b)")
        }
    }

    @Test("Ordering tasks is a stable sort by encoding", arguments: masks.indices)
    func orderingIsAStableSortByEncoding(_ m: Int) {
        let masks = Self.masks[m]
        var gen = RandomTasks(random: SplitMix64(seed: 0x50_0018 + UInt64(m)))
        for _ in 0 ..< 1000 {
            var tasks = (0 ..< gen.small(7)).map { _ in gen.task() }
            if tasks.count > 1, gen.small(2) == 0 { tasks[tasks.count - 1] = tasks[0] }
            let expected = tasks.indices
                .map { (encoding(tasks[$0], masks), $0) }
                .sorted { $0.0 == $1.0 ? $0.1 < $1.1 : $0.0.lexicographicallyPrecedes($1.0) }
                .map { tasks[$0.1] }
            #expect(RTask.canonicallyOrdered(tasks, masks: masks) == expected)
        }
    }

    @Test func tokenBitsRenameAsTheCollectedTokensDo() {
        var random = SplitMix64(seed: 0x70_4E5)
        for _ in 0 ..< 500 {
            let tokens = (0 ..< random.next(below: 5)).map { _ in random.next(below: 64) }
            let bits = tokens.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
            let (collected, fromBits) = (PageTokenRenaming(collected: tokens), PageTokenRenaming(tokenBits: bits))
            #expect(fromBits.tokens == collected.tokens)
            #expect(fromBits.isIdentity == collected.isIdentity)
            #expect(tokens.map(fromBits.canonical) == tokens.map(collected.canonical))
        }
    }

    @Test func namesOfTokensAlreadyInOrderAreTheRenamingsNames() {
        let sources = [
            (PageNames(), 0), (PageNames(), 3),
            (PageNames(PageTokenRenaming(collected: [2, 4]), source: PageNames(), sourceTokenCount: 4), 2),
        ]
        for (source, n) in sources {
            for count in 0 ... 5 {
                let expected = PageNames(PageTokenRenaming(collected: (0 ..< count).map { $0 + 1 }), source: source, sourceTokenCount: n)
                let names = PageNames(tokenCount: count, source: source, sourceTokenCount: n)
                #expect(names.names == expected.names)
            }
        }
    }
}
