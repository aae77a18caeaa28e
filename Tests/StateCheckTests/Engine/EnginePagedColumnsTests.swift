import Testing
@testable import StateCheckEngine

/// The search's paged columns and the backward search that needs no
/// reversed graph.
@Suite struct EnginePagedColumnsTests {
    /// 40,000 elements span three pages of 16,384: they read back in order,
    /// and removing across a page boundary leaves the same array as
    /// building the shorter one directly.
    @Test func pagedArrayReadsBackAcrossPages() {
        let values = (0 ..< 40_000).map { Int32($0 &* 7 % 1_000) }
        var paged = PagedArray(values)
        #expect(paged.count == 40_000)
        #expect(paged.pages.count == 3)
        #expect(paged.elementsEqual(values))
        paged.removeLast(40_000 - 16_000)
        #expect(paged.pages.count == 1)
        #expect(paged == PagedArray(values.prefix(16_000)))
        paged.append(contentsOf: values[16_000...])
        #expect(paged == PagedArray(values))
        paged[20_000] = -5
        #expect(paged[20_000] == -5 && paged.last == values.last)
        paged.removeLast(40_000)
        #expect(paged.isEmpty && paged.pages.isEmpty)
    }

    /// Found issues keep each distinct issue once and read back in the
    /// order they were met, with their states.
    @Test func foundIssuesKeepEachDistinctIssueOnce() {
        let found = (0 ..< 1_000).map { FoundIssue(state: StateID($0 / 3), issue: "refused \($0 % 4)") }
        var issues = FoundIssues<String>()
        issues.append(contentsOf: found.prefix(500))
        for f in found.dropFirst(500) { issues.append(state: f.state, issue: f.issue) }
        #expect(issues.count == 1_000)
        #expect(issues.distinct == ["refused 0", "refused 1", "refused 2", "refused 3"])
        #expect(Array(issues) == found)
        #expect(issues == FoundIssues(found))
        #expect(issues != FoundIssues(found.dropLast()))
        let literal: FoundIssues<String> = [FoundIssue(state: StateID.max, issue: "last")]
        #expect(literal.first == FoundIssue(state: StateID.max, issue: "last"))
    }

    /// Labels take one byte until one is 256 or more, then two, then four
    /// past 65,535; every label reads back whatever the width.
    @Test func labelColumnWidensOnlyWhenALabelNeedsIt() {
        var column = LabelColumn()
        let small = (0 ..< 20_000).map { LabelID($0 % 256) }
        column.append(contentsOf: small)
        guard case .oneByte = column.storage else { Issue.record("255 fits a byte"); return }
        column.append(300)
        guard case .twoBytes = column.storage else { Issue.record("300 needs two bytes"); return }
        column.append(70_000)
        guard case .fourBytes = column.storage else { Issue.record("70000 needs four bytes"); return }
        #expect(column.count == 20_002)
        #expect(column.elementsEqual(small + [300, 70_000]))
        #expect(column == LabelColumn(small + [300, 70_000]))
        column.removeLast(2)
        #expect(column == LabelColumn(small))
        #expect(LabelColumn([1, 2]) == [1, 2])
    }

    /// Offsets share the labels' column: one past 2^32 moves it to eight
    /// bytes, and every earlier offset reads back unchanged.
    @Test func offsetColumnTakesEightBytesOnlyPastFourBillionEdges() {
        let offsets = (0 ..< 17_000).map { $0 * 300 }
        var column = OffsetColumn(offsets)
        guard case .fourBytes = column.storage else { Issue.record("5,099,700 fits four bytes"); return }
        let far = Int(UInt32.max) + 1
        column.append(far)
        guard case .eightBytes = column.storage else { Issue.record("2^32 needs eight bytes"); return }
        #expect(column.elementsEqual(offsets + [far]))
        #expect(column.storageBytes >= 17_001 * 8)
        column.removeLast(1)
        #expect(column == OffsetColumn(offsets))
    }

    /// The one-pass Tarjan search marks exactly the states a breadth-first
    /// search over the reversed graph reaches, on pseudo-random graphs with
    /// cycles, dead ends and several goal densities.
    @Test func statesReachingAgreesWithTheReversedGraphSearch() {
        var random = SplitMix64(seed: 17)
        for round in 0 ..< 60 {
            let n = 1 + random.next(below: 400)
            var edges: [(from: Int, label: Int, to: Int)] = []
            for s in 0 ..< n {
                let degree = random.next(below: round % 3 == 0 ? 2 : 4)
                for _ in 0 ..< degree { edges.append((s, random.next(below: 3), random.next(below: n))) }
            }
            let graph = StateGraph(stateCount: n, edges: edges)
            let density = 2 + round % 40
            let goal = (0 ..< n).map { _ in random.next(below: density) == 0 }
            #expect(graph.statesReaching(goal) == Self.reachingByReversedGraph(graph, goal), "round \(round)")
        }
    }

    /// A ring of 300,000 states, one goal: the search does not recurse, and
    /// every state reaches the goal around the ring.
    @Test func statesReachingOnADeepRing() {
        let n = 300_000
        let graph = StateGraph(stateCount: n, edges: (0 ..< n).map { (from: $0, label: 0, to: ($0 + 1) % n) })
        var goal = [Bool](repeating: false, count: n)
        goal[n / 2] = true
        #expect(graph.statesReaching(goal).allSatisfy { $0 })
    }

    /// The reference: breadth-first search from the goal over the reversed graph.
    static func reachingByReversedGraph(_ graph: StateGraph, _ goal: [Bool]) -> [Bool] {
        let back = graph.reversed()
        var reached = goal
        var queue = (0 ..< graph.stateCount).filter { goal[$0] }
        var head = 0
        while head < queue.count {
            let s = queue[head]
            head += 1
            for e in back.edges(of: s) where !reached[Int(back.targets[e])] {
                reached[Int(back.targets[e])] = true
                queue.append(Int(back.targets[e]))
            }
        }
        return reached
    }
}
