import StateCheckLanguage

/// Reads the SwiftUI screens of one module as designs: each `struct … : View`
/// with a `body` and `@State` properties becomes a ``ModelDecl`` (with the
/// Swift file's locations) that the model checker checks and lowers. What is
/// not understood is a diagnostic naming the construct; a screen with one is
/// not translated.
package struct ScreenTranslator {
    /// The folder's files.
    let module: SwiftModule
    /// Names marked as the environment by configuration.
    let configuration: ScreenConfiguration
    /// The cases the module builds only from an error's description, read once for every screen.
    let describedErrorCases: Set<String>

    /// Creates a translator for a module.
    package init(module: SwiftModule, configuration: ScreenConfiguration = ScreenConfiguration()) {
        self.module = module
        self.configuration = configuration
        self.describedErrorCases = ScreenBuilder.describedErrorCases(in: module)
    }

    /// The screens declared in `files` (every file when nil), and the diagnostics of those that could not be read.
    package func translate(onlyFiles files: Set<String>? = nil) -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let all = translation(onlyFiles: files)
        return (all.screens, all.diagnostics)
    }

    /// What ``translate(onlyFiles:)`` returns, and the screens found but not read.
    package struct Translation: Sendable {
        /// The screens read.
        package var screens: [TranslatedScreen]
        /// The diagnostics of those that could not be read, sorted by place.
        package var diagnostics: [Diagnostic]
        /// The names of the screens found whose reading was refused.
        package var refused: [String]
    }

    /// The screens declared in `files` (every file when nil), the diagnostics
    /// of those that could not be read, and their names.
    package func translation(onlyFiles files: Set<String>? = nil) -> Translation {
        var refused: [String] = []
        var screens: [TranslatedScreen] = []
        var diagnostics: [Diagnostic] = []
        var reportedFiles = Set<String>() // files whose syntax errors are in `diagnostics`
        for file in module.files where files == nil || files?.contains(file.path) == true {
            diagnostics += file.diagnostics.filter { $0.severity == .error }
            reportedFiles.insert(file.path)
        }
        let usage = ComponentUsage(module: module)
        for t in module.types where files == nil || files?.contains(t.file) == true {
            let viewless = isViewlessViewModel(t)
            guard viewless || isScreen(t) || usage.callsComponent(t) else { continue }
            // A component is read inside the screens that call it; one no view uses that holds state of its
            // own is checked alone, its generic parameters erased.
            let alone = ComponentCalls.isComponent(t) && !usage.isUsed(t) && !configuration.strict && isScreen(t)
            if ComponentCalls.isComponent(t), !alone {
                if !usage.isUsed(t) { diagnostics.append(unusedComponentDiagnostic(t)) }
                continue
            }
            let erased = alone ? Dictionary(t.decl.genericParameters.map { ($0.name, TypeRef.value) }, uniquingKeysWith: { a, _ in a }) : [:]
            // A syntax error in a file the screen is read from withholds its verdicts.
            let syntaxErrors = syntaxErrors(readBy: t)
            if let first = syntaxErrors.first {
                for error in syntaxErrors where !reportedFiles.contains(error.file) { diagnostics.append(error) }
                reportedFiles.formUnion(syntaxErrors.map(\.file))
                diagnostics.append(syntaxErrorRefusal(t, first: first))
                refused.append(t.decl.name)
                continue
            }
            // Passes: the first ones find which properties are assigned values the screen does not
            // decide (each pass may find more), the last which api arguments are kept at every call site.
            var assignedOpaque: [String: SourceLocation] = [:]
            var opaqueByEffects: Set<String> = []
            var unreadResults: Set<String> = []
            var opaqueArguments: [String: Set<Int>] = [:]
            var undecidedPayloads: [String: Set<Int>] = [:]
            var decidedPayloads: [String: Set<Int>] = [:]
            var readInPlace: Set<String> = []
            var translatedAfterAll: Set<String> = []
            var first: ScreenBuilder
            var passes = 0
            var learnt: Bool
            var second: ScreenBuilder
            var compiles = 0
            var unresolved: Set<String> = []
            var valueBindings: Set<String> = []
            var errorMembers: Set<String> = []
            var untimed = false
            // A reader given what the passes so far learnt, with `assignedOpaque` read opaque.
            func reader(assignedOpaque: [String: SourceLocation]) -> ScreenBuilder {
                var b = ScreenBuilder(module: module, describedErrorCases: describedErrorCases, configuration: configuration, screen: t)
                b.components.typeParameters = erased
                b.assignedOpaque = assignedOpaque
                b.givenUnreadResults = unreadResults
                b.givenOpaqueArguments = opaqueArguments
                b.givenUndecidedPayloads = ScreenBuilder.undecidedOnly(undecidedPayloads, decided: decidedPayloads)
                b.givenUndecidedText = undecidedPayloads
                b.givenReadInPlace = readInPlace
                b.unresolvedNames = unresolved
                b.valueBindings = valueBindings
                b.opaqueMembers = errorMembers
                b.untimedSleeps = untimed
                return b
            }
            while true {
                repeat {
                    first = reader(assignedOpaque: assignedOpaque)
                    if viewless { first.buildViewless() } else { first.build() }
                    passes += 1
                    // A sleep of a duration the screen does not decide: every sleep is read untimed.
                    if !first.unknownSleeps.isEmpty { untimed = true }
                    let found = first.opaqueAssignments.filter { assignedOpaque[$0.key] == nil }
                    let results = first.unreadResults.subtracting(unreadResults)
                    let arguments = first.opaqueArgumentsFound.filter { !$0.value.isSubset(of: opaqueArguments[$0.key] ?? []) }
                    let payloads = first.undecidedPayloadsFound.filter { !$0.value.isSubset(of: undecidedPayloads[$0.key] ?? []) }
                    decidedPayloads.merge(first.decidedPayloadsFound) { $0.union($1) }
                    // A method only unread code calls, read there in place, whose translation fails: not translated.
                    // One that code read calls too (its translation failed in an early pass only, before the
                    // properties it writes were read opaque) is translated again, and never read in place after.
                    let inPlace = first.readInPlaceFound.intersection(first.untranslatedMethods).subtracting(readInPlace).subtracting(translatedAfterAll)
                    let called = first.readInPlaceCalled.intersection(readInPlace)
                    learnt = !(found.isEmpty && results.isEmpty && arguments.isEmpty && payloads.isEmpty && inPlace.isEmpty && called.isEmpty)
                        && passes < Self.opaqueAssignmentPasses
                    if learnt {
                        readInPlace.formUnion(inPlace)
                        readInPlace.subtract(called)
                        translatedAfterAll.formUnion(called)
                        assignedOpaque.merge(found) { old, _ in old }
                        opaqueByEffects.formUnion(first.opaqueByEffects.intersection(found.keys))
                        unreadResults.formUnion(results)
                        opaqueArguments.merge(arguments) { $0.union($1) }
                        undecidedPayloads.merge(payloads) { $0.union($1) }
                    }
                } while learnt
                let dropped = first.droppedArgumentsNeeded()
                func lastPass(assignedOpaque: [String: SourceLocation]) -> ScreenBuilder {
                    var last = reader(assignedOpaque: assignedOpaque)
                    if alone { last.aloneComponent(t) }
                    last.droppedArguments = dropped
                    if viewless { last.buildViewless() } else { last.build() }
                    return last
                }
                second = lastPass(assignedOpaque: assignedOpaque)
                // A property read opaque because an early pass read a statement writing it by its effects
                // (refused then for what a later pass learnt, `errorMessage` read opaque): read precisely
                // again when the screen then needs no such guess.
                for candidate in opaqueByEffects.sorted().prefix(Self.preciseRetries) where !second.diagnostics.contains(where: { $0.severity == .error }) {
                    var retried = assignedOpaque
                    retried[candidate] = nil
                    let precise = lastPass(assignedOpaque: retried)
                    guard !precise.diagnostics.contains(where: { $0.severity == .error }),
                          precise.opaqueAssignments.keys.allSatisfy({ retried[$0] != nil }) else { continue }
                    let (culprits, names, bindings, members) = uncompiled(precise, file: t.file)
                    guard culprits.isEmpty && names.isEmpty && bindings.isEmpty && members.isEmpty else { continue }
                    second = precise
                    assignedOpaque = retried
                    opaqueByEffects.remove(candidate)
                }
                // A method returning a value whose translation the model does not compile, though it
                // changes nothing, returns an opaque value: read again with it so.
                let (culprits, names, bindings, members) = second.diagnostics.contains(where: { $0.severity == .error })
                    ? ([], [], [], []) : uncompiled(second, file: t.file)
                compiles += 1
                guard !(culprits.isSubset(of: unreadResults) && names.isSubset(of: unresolved) && bindings.isSubset(of: valueBindings)
                        && members.isSubset(of: errorMembers)), compiles < Self.recompilingPasses else { break }
                errorMembers.formUnion(members)
                unreadResults.formUnion(culprits)
                unresolved.formUnion(names)
                valueBindings.formUnion(bindings)
                passes = 0
            }
            if second.diagnostics.contains(where: { $0.severity == .error }) {
                refused.append(t.decl.name)
                diagnostics += second.diagnostics
                // Refused for code in other files only (a view model, a shared enum): the screen's own file says so.
                let errors = second.diagnostics.filter { $0.severity == .error }
                if let first = errors.first, !errors.contains(where: { $0.file == t.file }) {
                    diagnostics.append(refusalElsewhere(t, first: first))
                }
            } else {
                screens.append(TranslatedScreen(name: t.decl.name, file: t.file, model: raisingTaskBound(of: second.model, file: t.file), summary: second.summary))
                diagnostics += second.diagnostics
            }
        }
        // By place; at one place, in the order found (a note follows the error it speaks of).
        let byPlace = diagnostics.enumerated().sorted { ($0.element.file, $0.element.line, $0.element.column, $0.offset) < ($1.element.file, $1.element.line, $1.element.column, $1.offset) }
        return Translation(screens: screens, diagnostics: byPlace.map(\.element), refused: refused)
    }

    /// How many passes may find properties assigned values the screen does
    /// not decide and methods whose results it cannot read (what one pass
    /// reads opaque may make another one so).
    static let opaqueAssignmentPasses = 4

    /// How many properties read opaque by a statement's effects in an
    /// early pass are each tried precisely again (one reading each).
    static let preciseRetries = 8

    /// How many times a screen is read again with the methods whose
    /// translation the model does not compile read as opaque results.
    static let recompilingPasses = 3

    /// Where the model `builder` made does not compile: the value-returning
    /// methods (model names) holding an error, and the names it cannot find
    /// (`cannot find 'geo' in scope`); both empty when it compiles.
    func uncompiled(_ builder: ScreenBuilder, file: String) -> (methods: Set<String>, names: Set<String>, bindings: Set<String>, errorMembers: Set<String>) {
        guard !configuration.strict else { return ([], [], [], []) }
        do {
            _ = try ModelSystem.compile(model: builder.model, file: file)
            return ([], [], [], [])
        } catch {
            var names: Set<String> = []
            var bindings: Set<String> = []
            var errorMembers: Set<String> = []
            for d in error.diagnostics where d.severity == .error {
                if d.message.hasPrefix("cannot find '") {
                    let rest = d.message.dropFirst("cannot find '".count)
                    if let end = rest.firstIndex(of: "'") { names.insert(String(rest[..<end])) }
                }
                // `if let data` of a value Swift has as optional that the model reads as a Value.
                if d.message.hasSuffix("needs an optional value, but this is Value") || d.message == "the left side of '??' must be optional, not Value" {
                    bindings.insert(ScreenBuilder.siteKey(file: d.file, line: d.line, column: d.column))
                }
                // `failure.errorDescription` of an error the model has no members of; `rawValue.capitalized`,
                // `name.uppercased()` of text or numbers, whose Foundation API the model does not have.
                let opaqueTypes = ["Error", "Error?", "String", "String?", "Int", "Int?"]
                let prefixes = opaqueTypes.flatMap { ["value of type '\($0)' has no member '", "value of type '\($0)' has no method '"] }
                for prefix in prefixes where d.message.hasPrefix(prefix) {
                    let rest = d.message.dropFirst(prefix.count)
                    if let end = rest.firstIndex(of: "'") { errorMembers.insert(String(rest[..<end])) }
                }
            }
            return (builder.methodsHolding(error.diagnostics), names, bindings, errorMembers)
        }
    }

    /// A `View` struct with a `body` and at least one `@State` property or a
    /// view model (a property holding a folder class that is an
    /// `ObservableObject` or `@Observable`).
    func isScreen(_ located: SwiftModule.Located) -> Bool {
        let t = located.decl
        guard t.keyword == .structKeyword, t.inheritance.contains(where: { $0.simpleName == "View" }) else { return false }
        var hasBody = false, hasState = false
        for m in t.members {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings {
                if case .identifier("body") = b.pattern.kind { hasBody = true }
            }
            if m.attributes.contains(where: { $0.name == "State" }) { hasState = true }
            if m.attributes.allSatisfy({ ScreenBuilder.viewModelAttributes.contains($0.name) }),
               v.bindings.contains(where: { isViewModelBinding($0, file: located.file) }) { hasState = true }
        }
        return hasBody && hasState
    }
}

extension ScreenTranslator {
    /// A view model class with a non-private `async` method that no view of the folder holds.
    func isViewlessViewModel(_ t: SwiftModule.Located) -> Bool {
        guard ScreenBuilder.isViewModel(t) else { return false }
        let hasAsyncMethod = t.decl.members.flatMap(ScreenBuilder.flatten).contains { m in
            guard case .function(let f) = m.kind else { return false }
            return f.name != "init" && f.effects.isAsync && !ScreenBuilder.isPrivate(m)
        }
        guard hasAsyncMethod else { return false }
        for v in module.types where v.decl.keyword == .structKeyword {
            for m in v.decl.members.flatMap(ScreenBuilder.flatten) {
                guard case .variable(let p) = m.kind else { continue }
                for b in p.bindings where isViewModelBinding(b, file: v.file) {
                    var name = b.type?.simpleName
                    if name == nil, let value = b.initializer, case .call(let callee, _, _) = value.kind, case .identifier(let n) = callee.kind { name = n }
                    if name == t.decl.name { return false }
                }
            }
        }
        return true
    }

    /// A property whose type (or initial value `FeedModel()`) is a folder class that is a view model.
    func isViewModelBinding(_ b: SwiftPatternBinding, file: String) -> Bool {
        var name = b.type?.simpleName
        if name == nil, let value = b.initializer, case .call(let callee, _, let trailing) = value.kind, trailing.isEmpty,
           case .identifier(let n) = callee.kind {
            name = n
        }
        guard let name, let t = module.type(named: name, from: file) else { return false }
        return ScreenBuilder.isViewModel(t)
    }
}

extension SwiftType {
    /// The last name of an identifier or member type (`View` for `SwiftUI.View`),
    /// also of an existential (`FeedClient` for `any FeedClient`).
    var simpleName: String? {
        switch kind {
        case .identifier(let name, _): return name
        case .member(_, let name, _): return name
        case .any(let inner): return inner.simpleName
        default: return nil
        }
    }
}
