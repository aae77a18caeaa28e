/// `assertRandomWalks(Case3Paging()` — the start of the call that replays a
/// walk of `design` (``designExpression(_:)``), with the properties and
/// seed of the failed call. Custom properties are values of the caller's
/// own code, which the line cannot spell: when the failed call had some,
/// the line holds an Xcode placeholder for them
/// (`customInvariants: <#the same customInvariants#>`), so that a pasted
/// line does not compile until they are given, instead of failing with
/// "unknown property" or checking less than the call it replays.
func replayCall<D>(_ design: D, properties: [String]? = nil, seed: UInt64? = nil,
                   customInvariants: Bool = false, customSteps: Bool = false) -> String {
    var call = "assertRandomWalks(\(designExpression(design).text)"
    if let properties { call += ", properties: [" + properties.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    if customInvariants { call += ", customInvariants: <#the same customInvariants#>" }
    if customSteps { call += ", customSteps: <#the same customSteps#>" }
    if let seed { call += ", seed: \(seed)" }
    return call
}
