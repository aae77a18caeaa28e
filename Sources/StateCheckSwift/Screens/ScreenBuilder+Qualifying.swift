import StateCheckLanguage

extension ScreenBuilder {
    /// Names each member (stored property or method) of a view model after
    /// the view's property holding it when another holder of the screen (a
    /// second view model, or the view itself with its `@State` properties
    /// and methods) has a member of the same name: two view models' `state`
    /// are the screen's variables `feed.state` and `profile.state`, as the
    /// view writes them. A member no other holder shares keeps its name.
    mutating func qualifyClashingMembers(_ members: [SwiftDecl]) {
        var holders: [(property: String, names: Set<String>)] = [("self", [])]
        for m in members {
            switch m.kind {
            case .variable(let v):
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind, name != "body" else { continue }
                    if m.attributes.allSatisfy({ Self.viewModelAttributes.contains($0.name) }), let vm = viewModelClass(of: b) {
                        holders.append((name, memberNames(of: vm)))
                    } else if m.attributes.contains(where: { $0.name == "State" }) {
                        holders[0].names.insert(name)
                    }
                }
            case .function(let f):
                if !f.isInitializer { holders[0].names.insert(f.name) }
            default:
                continue
            }
        }
        var count: [String: Int] = [:]
        for h in holders { for n in h.names { count[n, default: 0] += 1 } }
        for h in holders.dropFirst() {
            let shared = h.names.filter { (count[$0] ?? 0) > 1 }.sorted()
            guard !shared.isEmpty else { continue }
            for n in shared { qualifiedMembers[h.property, default: [:]][n] = "\(h.property).\(n)" }
            abstraction("the members \(shared.joined(separator: ", ")) of \(h.property) are named \(shared.map { "\(h.property).\($0)" }.joined(separator: ", ")): another view model or the view has members of those names", at: screen.outer.location)
        }
    }

    /// The stored properties and methods of a view model: what becomes the
    /// screen's variables, environment and functions (not its logger).
    func memberNames(of vm: SwiftModule.Located) -> Set<String> {
        var names: Set<String> = []
        for m in vm.decl.members.flatMap(Self.flatten) where !m.modifiers.contains(where: { $0.name == "static" }) {
            switch m.kind {
            case .variable(let v):
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind else { continue }
                    if name == "logger" || name == "log" || b.type?.simpleName == "Logger" || Self.isLoggerValue(b.initializer) { continue }
                    names.insert(name)
                }
            case .function(let f):
                if !f.isInitializer { names.insert(f.name) }
            default:
                continue
            }
        }
        return names
    }

    /// The screen's name of `name`, a member of the view model `holder` holds.
    func member(_ name: String, of holder: String) -> String {
        qualifiedMembers[holder]?[name] ?? name
    }

    /// The screen's name of a bare `name` (or `self.name`) in the code of the
    /// view model being translated, when that member was renamed (not in an
    /// enum's extension read meanwhile, where `self` is the enum value).
    func ownMember(_ name: String) -> String? {
        guard let holder = currentHolder, !selfIsEnum else { return nil }
        return qualifiedMembers[holder]?[name]
    }
}
