import Testing
@testable import StateCheckEngine

@Suite struct EngineStateStoreTests {
    @Test(arguments: [false, true])
    func storeNumbersStatesInInsertionOrderAcrossGrowth(injective: Bool) {
        var store = StateStore<[UInt64]>(capacity: 4, injectiveHash: injective)
        let values = (0 ..< 5_000).map { UInt64($0) &* 0x9E37_79B9 }
        for (i, v) in values.enumerated() {
            let (id, inserted) = store.insert(v, hash: mixHash(v))
            #expect(id == StateID(i) && inserted)
        }
        for (i, v) in values.enumerated() {
            #expect(store.id(of: v, hash: mixHash(v)) == StateID(i))
            #expect(store.insert(v, hash: mixHash(v)) == (StateID(i), false))
        }
        #expect(store.id(of: 7, hash: mixHash(7)) == nil)
        #expect(store.count == values.count)
        #expect(store.states == values)
    }

    @Test func collidingHashesAreToldApartByEquality() {
        // Every state gets the same hash: the non-injective store must
        // compare states.
        var store = StateStore<[Int]>(capacity: 4)
        for v in 0 ..< 100 { #expect(store.insert(v, hash: 42).inserted) }
        for v in 0 ..< 100 { #expect(store.id(of: v, hash: 42) == StateID(v)) }
        #expect(store.id(of: 100, hash: 42) == nil)
    }

    @Test func defaultHashingMatchesExplicitHashing() {
        var store = StateStore<[String]>()
        #expect(store.insert("a") == (0, true))
        #expect(store.insert("b") == (1, true))
        #expect(store.insert("a") == (0, false))
        #expect(store.id(of: "b") == 1)
    }
}
