/// `assertRandomWalks(Case3Paging()` — the start of the call that replays a
/// walk of `design` (``designExpression(_:)``), with the properties and
/// seed of the failed call. Custom properties are passed by the caller's
/// own code, so they are not repeated.
func replayCall<D>(_ design: D, properties: [String]? = nil, seed: UInt64? = nil) -> String {
    var call = "assertRandomWalks(\(designExpression(design).text)"
    if let properties { call += ", properties: [" + properties.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
    if let seed { call += ", seed: \(seed)" }
    return call
}
