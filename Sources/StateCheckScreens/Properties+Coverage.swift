import StateCheckEngine

/// `allCasesReachable`: no dead enum case, no dead view branch.
enum CoverageProperties {
    /// `allCasesReachable`: the cases of the enums a state holds
    /// (``ScreenSystem/stateEnumCases``; an intent enum only passed to a
    /// call is not a state) and the explicit view branches.
    static func allCasesReachable<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        var plan = PropertyPlan<S> { e, ctx in
            let cases = e.system.stateEnumCases
            let branches = e.system.declaredViewBranches
            if cases.isEmpty && branches.isEmpty {
                if !e.system.declaredEnumCases.isEmpty {
                    return .notApplicable("no enum the model declares is stored in a state, and the view has no branch")
                }
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
