import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// The oracle for the talk's designs: every transition table of SeedTables.swift is
/// reproduced by its model in `Models/`, row by row, including the
/// "ignored" entries (the call returns without changing anything or issuing
/// a request) and "—" (no answer can arrive there).
///
/// States are projected to the design's enum case (payloads dropped), or to
/// the flag triple `(data, error, isLoading)` for Case 0 Before. A row
/// `(c, e, .to(d))` requires every transition labelled `e` (or, for `load`,
/// any event that calls the load function) from a reachable state of case
/// `c` to reach case `d` — and, for a call, to issue exactly one request —
/// and at least one such transition to exist.
@Suite struct SeedTableTests {
    @Test(arguments: SeedTables.all.map(\.design))
    func tableIsReproduced(design: String) throws {
        let table = try #require(SeedTables.all.first { $0.design == design })
        let system = try shippedModel(table.file)
        #expect(system.name == table.model)
        let exploration = Explorer.explore(system)
        #expect(exploration.isComplete)

        func caseOf(_ s: ModelState) -> String {
            let vars = Dictionary(system.variables(of: s).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            if table.design == "D0b" {
                let data = vars["data"] == "nil" ? "nil" : "u"
                let error = vars["error"] == "nil" ? "nil" : "e"
                return "(\(data),\(error),\(vars["isLoading"] ?? "?"))"
            }
            var v = Substring(vars["dataState"] ?? "?")
            if v.hasPrefix(".") { v = v.dropFirst() }
            if let i = v.firstIndex(of: "(") { v = v[..<i] }
            return String(v)
        }

        struct Edge { var to: String; var newRequest: Bool; var unchanged: Bool }
        var edges: [String: [Edge]] = [:]
        var casesSeen = Set<String>()
        var footerShown = Set<String>()
        for s in exploration.states {
            let c = caseOf(s)
            casesSeen.insert(c)
            if system.screen(of: s).showsFooterSpinner { footerShown.insert(c) }
            let before = system.callsInFlight(of: s).count
            let varsBefore = system.variables(of: s).map(\.value)
            system.forEachSuccessor(of: s) { t in
                edges["\(c)|\(t.label)", default: []].append(Edge(
                    to: caseOf(t.target),
                    newRequest: system.callsInFlight(of: t.target).count == before + 1,
                    unchanged: system.variables(of: t.target).map(\.value) == varsBefore
                ))
            }
        }

        for row in table.rows {
            let labels = row.event == "load" ? ["load"] + table.loadEvents : [row.event]
            let found = labels.flatMap { edges["\(row.fromCase)|\($0)"] ?? [] }
            let isResponse = row.event.hasPrefix("success") || row.event.hasPrefix("fail")
            switch row.result {
            case .noTransition:
                #expect(found.isEmpty, "\(design) \(row.fromCase) --\(row.event)--> should not exist")
            case .to(let target):
                #expect(!found.isEmpty, "\(design) \(row.fromCase) --\(row.event)--> \(target) is never taken")
                for e in found {
                    #expect(e.to == target, "\(design) \(row.fromCase) --\(row.event)--> \(e.to), table says \(target)")
                    if !isResponse { #expect(e.newRequest, "\(design) \(row.fromCase) --\(row.event)--> issues no request") }
                }
            case .ignored:
                if found.isEmpty {
                    // Only `page` may be impossible here: the model's page event
                    // needs the footer spinner, which this case does not show.
                    #expect(row.event == "page" && !footerShown.contains(row.fromCase),
                            "\(design) \(row.fromCase) --\(row.event)--> (ignored) is never exercised")
                }
                for e in found {
                    #expect(e.to == row.fromCase && !e.newRequest && e.unchanged,
                            "\(design) \(row.fromCase) --\(row.event)--> should be ignored, got \(e.to)")
                }
            }
        }
        // Every case of the table is reachable in the model, and no other.
        #expect(Set(table.rows.map(\.fromCase)) == casesSeen)
    }
}
