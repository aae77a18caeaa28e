import StateCheckLanguage

// `self.order?.user = self.user`, `draft.title = text`: a field of a stored
// property of data written. The model's structs have no stored fields a
// statement can write, and which field of the data changed is not what the
// screen's loading state is made of: from the write on, the property holds
// a value the screen does not decide, so the next pass reads it opaque, as
// ``opaqueAssignment(to:value:at:)`` does for a whole value: a test of it is
// an assumption explored both ways, and writes to it are not read.

extension ScreenBuilder {
    /// Notes the stored property of data whose field `target` names for the
    /// next pass to read opaque, when `value` changes nothing.
    mutating func noteFieldWrite(to target: SwiftExpr, value: SwiftExpr, at loc: SourceLocation) {
        guard !configuration.strict, let root = fieldWriteRoot(target), let type = stateVars[root],
              isDataStruct(type) || Self.mayBeOpaque(type), changesNothing(value) else { return }
        noteOpaque(root, at: loc)
    }

    /// The stored property whose field `e` names (`order` of
    /// `self.order?.user.name`), nil when `e` is no member of one or the
    /// property itself.
    func fieldWriteRoot(_ e: SwiftExpr) -> String? {
        guard case .member(let base, _) = e.kind else { return nil }
        var inner = base
        while true {
            switch inner.kind {
            case .optionalChain(let x), .forceUnwrap(let x): inner = x
            case .member(let b, _):
                if let name = Self.selfMember(inner) { return stateVars[name] != nil ? name : nil }
                inner = b
            case .identifier(let name):
                return local(name) == nil && stateVars[name] != nil ? name : nil
            default:
                return nil
            }
        }
    }
}
