// The handlers of each event, looked up instead of scanned: a model with
// many events would otherwise scan every handler for every event of every
// state it expands.

extension ModelSystem {
    /// The indices of the handlers of each event name, in declaration order.
    static func handlerIndex(_ program: Program) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (i, h) in program.handlers.enumerated() {
            // `as String?`: a handler without an event (if any) is in no list.
            if let event = h.event as String? { index[event, default: []].append(i) }
        }
        return index
    }
}
