import StateCheckEngine

/// `allCasesReachable`: no dead enum case, no dead view branch.
enum CoverageProperties {
    /// `allCasesReachable`.
    static func allCasesReachable<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        var plan = PropertyPlan<S> { e, ctx in
            let cases = e.system.declaredEnumCases
            let branches = e.system.declaredViewBranches
            if cases.isEmpty && branches.isEmpty {
                return .notApplicable("the model declares no enum case and no view branch")
            }
            var missing = cases.filter { !ctx.casesSeen.contains($0) }
            let missingBranches = branches.keys.sorted().filter { !ctx.branchesSeen.contains($0) }
            missing += missingBranches.map { "view branch: \(branches[$0] ?? "#\($0)")" }
            if missing.isEmpty { return .holds }
            let partial = e.limitHit == nil ? "" : " in the explored states"
            var result = Evaluation.violated("never reached\(partial): \(missing.joined(separator: ", ")) (no trace: nothing leads there)", at: nil)
            result.missing = missing
            return result
        }
        plan.needsCoverage = true
        return plan
    }
}
