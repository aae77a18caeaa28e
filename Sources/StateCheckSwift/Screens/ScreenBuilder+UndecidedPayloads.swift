import StateCheckLanguage

// `sheetItem = .parkDetails(park)` with `park` a row of a list,
// `destination = .course(course)` with `course` read from a cache of
// another module: an enum case whose payload is, wherever the screen builds
// the case, a value the screen does not decide. Any value of its type may be
// there, and the screen never puts a value it decides (an api's answer, a
// literal) in it, so the model keeps the case without that payload, as it
// does for payloads of types it has no values of (``opaquePayloads``):
// values differing only in it are one, and where the case is matched the
// payload is opaque (a test of it is an assumption, a list over it a mark).
// One pass finds such payloads; the next reads the enum with them dropped
// (``ScreenTranslator``). A payload also given a value the screen decides
// somewhere is kept, and the undecided construction stays refused, but for
// text (`case unknownError(String)` given a literal in one place and a
// formatted message in another): text is shown or passed on, so it is
// dropped as well.

extension ScreenBuilder {
    /// Records, for the case `name` built with `args`, which payloads are
    /// given values the screen does not decide and which are given values it
    /// does (``undecidedPayloadsFound``, ``decidedPayloadsFound``).
    mutating func notePayloads(ofCase name: String, _ args: [SwiftArgument]) {
        guard !configuration.strict else { return }
        for (index, a) in args.enumerated() {
            if changesNothing(a.value), decidedElsewhere(a.value) {
                undecidedPayloadsFound[name, default: []].insert(index)
            } else {
                decidedPayloadsFound[name, default: []].insert(index)
            }
        }
    }

    /// Whether the payload `index` of case `name`, of model type `type`, is
    /// dropped because an earlier pass found it given only values the screen
    /// does not decide (``givenUndecidedPayloads``); records the reading.
    mutating func dropsUndecidedPayload(ofCase name: String, index: Int, type: TypeRef, enumName: String, at location: SourceLocation) -> Bool {
        guard !configuration.strict else { return false }
        // `.unknownError(message)` of `case unknownError(String)` given a message built by another module, and a
        // literal elsewhere: text only shown or passed on, which holds any value where the case is matched.
        if givenUndecidedPayloads[name]?.contains(index) != true, givenUndecidedText[name]?.contains(index) == true,
           type == .string || type == .optional(.string) {
            opaquePayloads[name, default: []].insert(index)
            abstraction("the associated value \(index + 1) of case \(enumName).\(name) is text given values the screen does not decide (and others): "
                        + "dropped from the case (values differing only in it are one), opaque where the case is matched", at: location)
            return true
        }
        guard givenUndecidedPayloads[name]?.contains(index) == true, Self.mayBeOpaque(type) else { return false }
        opaquePayloads[name, default: []].insert(index)
        abstraction("the associated value \(index + 1) of case \(enumName).\(name) is only ever given values the screen does not decide: "
                    + "dropped from the case (values differing only in it are one), opaque where the case is matched", at: location)
        return true
    }

    /// The payloads to drop in the next pass: those found given undecided
    /// values and never a decided one.
    static func undecidedOnly(_ undecided: [String: Set<Int>], decided: [String: Set<Int>]) -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        for (name, indexes) in undecided {
            let only = indexes.subtracting(decided[name] ?? [])
            if !only.isEmpty { result[name] = only }
        }
        return result
    }
}

extension ScreenBuilder {
    /// Keeps what `other`, a translation that is undone, learnt for the
    /// next pass: properties assigned undecided values, unread results,
    /// opaque arguments and payloads.
    mutating func keepFindings(of other: ScreenBuilder) {
        for (name, loc) in other.opaqueAssignments where opaqueAssignments[name] == nil {
            opaqueAssignments[name] = loc
            if other.opaqueByEffects.contains(name) { opaqueByEffects.insert(name) }
        }
        unreadResults.formUnion(other.unreadResults)
        opaqueArgumentsFound.merge(other.opaqueArgumentsFound) { $0.union($1) }
        undecidedPayloadsFound.merge(other.undecidedPayloadsFound) { $0.union($1) }
        decidedPayloadsFound.merge(other.decidedPayloadsFound) { $0.union($1) }
        readInPlaceFound.formUnion(other.readInPlaceFound)
    }
}
