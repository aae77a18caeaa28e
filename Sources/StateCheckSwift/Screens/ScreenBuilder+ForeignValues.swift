import StateCheckLanguage

/// Values of another module the model does not read (`URL(string: baseURL
/// + path)`, `URLRequest(url: url)`): built from any expression without
/// effects, set up by assignments to their properties and calls of their
/// methods (`request.httpMethod = "POST"`), and only passed to apis.
extension ScreenBuilder {
    /// Whether `e` may build a value of another module: literals, names,
    /// members, `+`, interpolations, `!` and other such values, nothing that
    /// calls the module's code, awaits or throws (its value is never read,
    /// so which string or URL it is does not matter).
    func isForeignArgument(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .string(let parts, _):
            return parts.allSatisfy { part in
                switch part {
                case .text: return true
                case .interpolation(let args): return args.allSatisfy { isForeignArgument($0.value) }
                }
            }
        case .integer, .boolean, .nilLiteral, .implicitMember:
            return true
        case .identifier(let n):
            return local(n) != .lastRow
        case .member(let base, _):
            return isForeignArgument(base)
        case .binary(let op, let l, let r):
            return ["+", "??"].contains(op) && isForeignArgument(l) && isForeignArgument(r)
        case .forceUnwrap(let inner), .optionalChain(let inner):
            return isForeignArgument(inner)
        case .array(let xs):
            return xs.allSatisfy(isForeignArgument)
        case .call:
            return isForeignConstant(e)
        default:
            return false
        }
    }

    /// The local of another module's value at the root of `e` (`request`
    /// in `request.httpMethod`), nil when there is none.
    func foreignRoot(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let n): return local(n) == .constant ? n : nil
        case .member(let base, _): return foreignRoot(base)
        default: return nil
        }
    }

    /// `request.httpMethod = "POST"`, `request.setValue("application/json",
    /// forHTTPHeaderField: "Content-Type")`: the setting up of a value of
    /// another module, which the model does not read (no statement); nil
    /// for any other statement.
    mutating func foreignValueSetUp(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        switch e.kind {
        case .binary("=", let target, let value):
            guard case .member = target.kind, let root = foreignRoot(target), isForeignArgument(value) else { return nil }
            abstraction("\(root) is set up (its properties assigned): a value of another module, not read, passed to apis only", at: loc)
            return []
        case .call(let callee, let args, let trailing):
            // A method a view model of the screen declares (`viewModel.favTapped(product:)` of a helper's
            // parameter holding one) may change the screen's state: no value of another module's set-up.
            guard trailing.isEmpty, case .member(let base, let method) = callee.kind, let root = foreignRoot(base),
                  !viewModelMethods.contains(where: { $0.0.name == method }),
                  args.allSatisfy({ isForeignArgument($0.value) }) else { return nil }
            abstraction("\(root) is set up (its methods called): a value of another module, not read, passed to apis only", at: loc)
            return []
        default:
            return nil
        }
    }
}
