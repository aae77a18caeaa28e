// A streaming hash of interpreted values and tasks, fed while walking them:
// no flat encoding is built just to be hashed.
@_spi(ScreenRuntime) import StateCheckScreens

/// Hashes values, tasks and variable arrays by walking them.
///
/// Every value feeds its tag and, for arrays, its count before its
/// elements, so the feeds of two different sequences differ. Equal inputs
/// give equal hashes within a process and across processes (there is no
/// seed): the result is only ever used to find equal states, never printed
/// or ordered by, so exploration order and output do not depend on it.
struct StateHasher {
    private var h: UInt64 = 0x243F_6A88_85A3_08D3

    /// Mixes one integer in (a multiply-rotate step of 64-bit multiplicative hashing).
    @inline(__always)
    mutating func combine(_ x: Int) {
        h = (h ^ UInt64(bitPattern: Int64(x))) &* 0x9E37_79B9_7F4A_7C15
        h = (h << 27) | (h >> 37)
    }

    /// The hash of everything combined, with its bits avalanched (the
    /// finaliser of MurmurHash3), so that every bit of the input moves the low bits.
    @inline(__always)
    func finalize() -> Int {
        var x = h
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return Int(bitPattern: UInt(x))
    }

    /// Feeds `v`: its tag, then its payload.
    mutating func value(_ v: RValue) {
        switch v {
        case .void: combine(0)
        case .nilValue: combine(1)
        case .bool(let b): combine(b ? 3 : 2)
        case .int(let i): combine(4); combine(i)
        case .string(let s): combine(5); combine(s)
        case .value(let pages):
            combine(6); combine(pages.count)
            for p in pages { combine(p) }
        case .error(let e): combine(e == .urlError ? 7 : 8)
        case .enumValue(let type, let tag, let payload):
            combine(9); combine(type); combine(tag)
            values(payload)
        case .continuation(let id): combine(10); combine(id)
        case .task(let id): combine(11); combine(id)
        case .taskList(let ids):
            combine(12); combine(ids.count)
            for id in ids { combine(id) }
        }
    }

    /// Feeds the count of `vs`, then each value.
    mutating func values(_ vs: [RValue]) {
        combine(vs.count)
        for v in vs { value(v) }
    }

    /// Feeds every field of `t` that is part of a state's identity.
    mutating func task(_ t: RTask) {
        let role: Int
        switch t.role {
        case .reload: role = 0
        case .page: role = 1
        case .action: role = 2
        }
        combine(Int(t.kind.rawValue) | role << 2 | (t.cancelled ? 16 : 0))
        switch t.wait {
        case .none: combine(0)
        case .api(let api, let args, let token):
            combine(1); combine(api); combine(token ?? -1); combine(token == nil ? 0 : 1)
            values(args)
        case .continuation(let id): combine(2); combine(id)
        case .sleep(let remaining): combine(3); combine(remaining)
        case .join(let id): combine(4); combine(id)
        case .hop: combine(5)
        }
        combine(t.handle)
        combine(t.frames.count)
        for f in t.frames {
            combine(f.block); combine(f.pc); combine(f.writeback ? 1 : 0)
            values(f.locals)
            values(f.stack)
            combine(f.handlers.count)
            for hd in f.handlers { combine(hd.catchPC); combine(hd.stackDepth) }
        }
    }
}
