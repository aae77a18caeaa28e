import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Generic component views read inside the screens that call them
/// (Golden/SwiftScreens/RecipeScreen: a `Loadable<T>` enum, an
/// `AsyncContentView<T, Content: View>` taking a Binding, a loader closure
/// and a `@ViewBuilder` content closure, and `RecipeScreen` using it).
@Suite struct SwiftScreensComponentTests {
    /// A folder of in-memory files translated.
    static func translate(_ files: [String: String], configuration: ScreenConfiguration = ScreenConfiguration()) -> (screens: [TranslatedScreen], diagnostics: [String]) {
        let parsed = OverloadedMethods.respelling(files.keys.sorted().map { SwiftParser.parse(files[$0] ?? "", file: $0) }, sources: files)
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: parsed), configuration: configuration).translate()
        return (screens, diagnostics.map { "\($0.file):\($0.line):\($0.column): \($0.message)" })
    }

    /// `RecipeScreen` with `AsyncContentView` inlined is Case 0 After: one
    /// `.task` that loads with an `isLoading` guard, the state set to
    /// `.loading` (dropping loaded data), `.loaded`/`.failed`, and a `Task`
    /// retry on the error view. Derived by hand, a state being visibility ×
    /// `recipe` × live tasks: invisible idle (the start); visible loading
    /// with the `.task` request alive, with it cancelled, and with the retry's
    /// unstructured request alive (3); invisible loading with the cancelled
    /// `.task` request and with the retry's request (2); loaded visible and
    /// invisible (2); failed with a URLError visible and invisible (2); failed
    /// with a CancellationError visible and invisible (2): 12 states.
    /// Transitions: `load` from each of the 6 invisible states (6); `cancel`
    /// from each of the 6 visible states (6); `success` and `fail` from each of
    /// the 5 states with a request alive (10); `tapRetry` from the 2 visible
    /// failed states (2): 24. The view differs from case0-after's only in
    /// idle/loading showing `spinner` (ProgressView() before content) where the
    /// model shows `blank` + `spinner`, which no standard property tells apart.
    @Test func recipeScreenIsCase0After() throws {
        let s = try SwiftScreensFixtureTests.screen("RecipeScreen", "RecipeScreen")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift.states == 12)
        #expect(swift.transitions == 24)
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/case0-after.model").path)
        #expect(swift == reference)
    }

    /// The component and the error view are no screens of their own.
    @Test func theComponentIsNoScreenOfItsOwn() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RecipeScreen").path
        let loaded = SwiftScreenLoader.load(folder: folder, configuration: ScreenConfiguration())
        #expect(loaded.diagnostics == [])
        #expect(loaded.screens.map(\.name) == ["RecipeScreen"])
    }

    @Test func inspectListsTheInlining() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("RecipeScreen", "RecipeScreen")
        #expect(text == golden)
    }

    /// A closure argument naming no function of the screen is diagnosed where the argument is written.
    @Test func aClosureArgumentNotUnderstoodIsDiagnosedAtTheArgument() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "RecipeScreen", replacing: "load: { try await RecipeService.fetchRecipe() }", with: "load: fetchNothing")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.message)" } == [
            "RecipeScreen.swift:20:48: the argument given for the closure 'load' of 'AsyncContentView' is not understood; pass Type.method (an api), a function of the screen or a closure",
        ])
    }

    /// A `@Binding` given something other than `$state` (a binding made by
    /// hand) is diagnosed at the argument; a constant binding is an input
    /// (``ConstantBindingTests``).
    @Test func aBindingNotGivenStateIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("RecipeScreen", replacing: "state: $recipe", with: "state: Binding(get: { .idle }, set: { _ in })")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.message)" } == [
            "RecipeScreen.swift:20:33: the @Binding 'state' of component 'AsyncContentView' must be given a state property of the caller ($name)",
        ])
    }

    /// A component's method named like one of the screen's is the screen's
    /// function prefixed by the component; the screen's own `reload` is
    /// never called (it is read, since the component mentions a `reload`:
    /// mentions are by name), so the design is still case0-after's.
    @Test func aComponentMethodClashingWithTheScreensIsRenamed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "RecipeScreen", replacing: "    private func details(", with: "    private func reload() async {\n        recipe = .idle\n    }\n\n    private func details(")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "RecipeScreen" })
        #expect(s.model.functions.map(\.name).filter { $0.lowercased().hasSuffix("reload") }.sorted() == ["asyncContentViewReload", "reload"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/case0-after.model").path)
        #expect(swift == reference)
    }

    static let loadingList = """
        import SwiftUI

        enum Loadable<T> { case idle, loading, loaded(T), failed(any Error) }

        struct LoadingList<T, Row: View>: View {
            @State private var state: Loadable<T> = .idle
            let load: () async throws -> T
            let row: (T) -> Row

            var body: some View {
                List {
                    if case .loaded(let value) = state { row(value) }
                }
                .task { await reload() }
            }

            private func reload() async {
                do { state = .loaded(try await load()) } catch { state = .failed(error) }
            }
        }

        """

    /// A stateful generic view no view of the folder calls is checked alone,
    /// its generic parameters erased to Value: `try await load()` of the
    /// closure the parent passes is an api, `row(value)` the content of the
    /// loaded value. Its `.task` reloads whenever the view appears, and a
    /// failure replaces what was loaded by `.failed`, which shows nothing: the
    /// content disappears (as it does in SwiftUI). Strictly the component
    /// is not checked: its generic parameters are unknown.
    @Test func anUnusedComponentIsCheckedAlone() throws {
        let (screens, diagnostics) = Self.translate(["LoadingList.swift": Self.loadingList])
        #expect(diagnostics == [])
        let s = try #require(screens.first)
        #expect(s.summary.abstractions.map(\.rule).contains("the generic view LoadingList<T, Row> is used by no view of the folder: it is checked alone, its generic parameters erased to Value"))
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let result = try check(system, properties: ["contentKeptOnFailedRefresh"])
        #expect(result.properties.first?.trace?.labels == ["load", "cancel", "load", "success load", "fail load"])
        var strict = ScreenConfiguration()
        strict.strict = true
        let (none, refused) = Self.translate(["LoadingList.swift": Self.loadingList], configuration: strict)
        #expect(none.isEmpty)
        #expect(refused == [
            "LoadingList.swift:5:1: the generic view 'LoadingList<T, Row>' is a component that no view of the folder uses; a component is checked inside the screens that call it (its generic parameters bound from their arguments)",
        ])
    }

    /// SaveButton, a reusable button of the folder that no view uses yet,
    /// checked alone: `.task(id: attempt)` runs again when the view appears,
    /// and the first `save()`, which does not check cancellation, is still
    /// running after the view left, so coming back starts a second save.
    @Test func aReusableButtonCheckedAloneStartsASecondSave() throws {
        let s = try SwiftScreensFixtureTests.screen("SaveButton", "SaveButton")
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let result = try check(system, properties: ["singleFlight"])
        #expect(result.properties.first?.verdict == .violated)
        #expect(result.properties.first?.trace?.labels == ["load", "tapButton", "cancel", "load"])
    }

    /// A generic parameter no argument's type names is `Value`, data the
    /// screen does not decide (what refuses this call is the closure's
    /// shape); `--strict` diagnoses it at the call.
    @Test func aGenericParameterNotInferredIsValueAndDiagnosedInStrictMode() {
        let screen = """
            import SwiftUI

            struct FeedScreen: View {
                var body: some View {
                    LoadingList(load: { let items = try await FeedAPI.items(); return items }) { _ in Text("row") }
                }
            }

            """
        let (screens, diagnostics) = Self.translate(["LoadingList.swift": Self.loadingList, "FeedScreen.swift": screen])
        #expect(screens.isEmpty)
        #expect(diagnostics == [
            "FeedScreen.swift:5:27: the closure passed for 'load' is read as one expression here (it is called for its value); write it as { try await API.method(…) }",
        ])
        var strict = ScreenConfiguration()
        strict.strict = true
        let (strictScreens, strictDiagnostics) = Self.translate(["LoadingList.swift": Self.loadingList, "FeedScreen.swift": screen], configuration: strict)
        #expect(strictScreens.isEmpty)
        #expect(strictDiagnostics.contains(
            "FeedScreen.swift:5:9: the generic parameter 'T' of component 'LoadingList' is not inferred from this call; pass a Binding, a function or a closure whose type names it, or write LoadingList<…>"
        ), "\(strictDiagnostics)")
    }

    static func notesScreen(state: String) -> [String: String] {
        ["NotesScreen.swift": """
            import SwiftUI

            struct Note: Identifiable { let id: Int; var title: String }

            enum NotesAPI {
                static func notes() async throws -> [Note] { [] }
            }

            enum Loadable<T> { case idle, loading, loaded(T), failed(any Error) }

            struct LoadableSwitch<T, Content: View>: View {
                let state: Loadable<T>
                let content: (T) -> Content

                var body: some View {
                    switch state {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded(let value):
                        content(value)
                    case .failed(let error):
                        LoadErrorView(error: error)
                    }
                }
            }

            struct LoadErrorView: View {
                let error: any Error
                var body: some View { Text("Could not load") }
            }

            struct NotesScreen: View {
                @State private var notes: Loadable<[Note]> = .idle

                var body: some View {
                    List {
                        LoadableSwitch(state: \(state), content: rows)
                    }
                    .task {
                        notes = .loading
                        do {
                            notes = .loaded(try await NotesAPI.notes())
                        } catch {
                            notes = .failed(error)
                        }
                    }
                }

                func rows(_ notes: [Note]) -> some View {
                    ForEach(notes) { Text($0.title) }
                }
            }

            """]
    }

    /// A component given the screen's state as a value (memberwise
    /// initializer, generic parameter inferred from the view helper) reads
    /// it; given a name that is no state, it is diagnosed at the argument.
    @Test func aValueArgumentMustNameState() {
        let good = Self.translate(Self.notesScreen(state: "notes"))
        #expect(good.diagnostics == [])
        #expect(good.screens.map(\.name) == ["NotesScreen"])
        let bad = Self.translate(Self.notesScreen(state: "note"))
        #expect(bad.screens.isEmpty)
        #expect(bad.diagnostics == [
            "NotesScreen.swift:37:35: the argument 'state:' of component 'LoadableSwitch' names 'note', which is no state property of the screen nor a name bound here; pass a state property, a Binding ($name), a function or a closure",
        ])
    }

    /// A component with state of its own is read once per screen (its state
    /// and events become the screen's): a second call is diagnosed, without
    /// follow-on errors. (Without the `@State`, each call is read: its
    /// values and closures are that call's.)
    @Test func aComponentUsedTwiceIsDiagnosed() {
        var files = Self.notesScreen(state: "notes")
        files["NotesScreen.swift"] = files["NotesScreen.swift"]?
            .replacingOccurrences(of: "            LoadableSwitch(state: notes, content: rows)\n",
                                  with: "            LoadableSwitch(state: notes, content: rows)\n            LoadableSwitch(state: notes, content: rows)\n")
            .replacingOccurrences(of: "    let content: (T) -> Content\n", with: "    let content: (T) -> Content\n    @State private var isExpanded = false\n")
        #expect(files["NotesScreen.swift"]?.contains("@State private var isExpanded") == true)
        let (screens, diagnostics) = Self.translate(files)
        #expect(screens.isEmpty)
        #expect(diagnostics == [
            "NotesScreen.swift:39:13: the component 'LoadableSwitch' is used twice in screen 'NotesScreen'; a component is read once per screen (its state and events are the screen's)",
        ])
        // Without state of its own, both calls are read.
        var stateless = Self.notesScreen(state: "notes")
        stateless["NotesScreen.swift"] = stateless["NotesScreen.swift"]?.replacingOccurrences(
            of: "            LoadableSwitch(state: notes, content: rows)\n",
            with: "            LoadableSwitch(state: notes, content: rows)\n            LoadableSwitch(state: notes, content: rows)\n")
        let read = Self.translate(stateless)
        #expect(read.diagnostics == [] && read.screens.map(\.name) == ["NotesScreen"])
    }

    /// A component inside a component: `RefreshableList` (a Binding, a loader
    /// closure, `.task` and `.refreshable`) passes its state as a value and
    /// its row closure on to `LoadableSection` (the switch). Inlined, the
    /// screen is Case 1 Before (case1-before.model): one `reload` guarded by
    /// `.loading`, started by `load` and `refresh`, setting `.loading` (so
    /// content is dropped while reloading), and a view showing the spinner
    /// (`ProgressView()` before content, where the model writes `blank` +
    /// `spinner`: no standard property tells them apart) or the content or the error.
    @Test func nestedComponentsReadAsCase1Before() throws {
        let source = """
            import SwiftUI

            struct Note: Identifiable { let id: Int; var title: String }

            enum NotesAPI {
                static func notes() async throws -> [Note] { [] }
            }

            enum Loadable<T> { case idle, loading, loaded(T), failed(any Error) }

            struct RefreshableList<T, Row: View>: View {
                @Binding var state: Loadable<T>
                let load: () async throws -> T
                let row: (T) -> Row

                var body: some View {
                    List {
                        LoadableSection(state: state, row: row)
                    }
                    .refreshable { await reload() }
                    .task { await reload() }
                }

                private func reload() async {
                    if case .loading = state { return }
                    state = .loading
                    do {
                        state = .loaded(try await load())
                    } catch {
                        state = .failed(error)
                    }
                }
            }

            struct LoadableSection<T, Row: View>: View {
                let state: Loadable<T>
                let row: (T) -> Row

                var body: some View {
                    switch state {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded(let value):
                        row(value)
                    case .failed(let error):
                        SectionErrorView(error: error)
                    }
                }
            }

            struct SectionErrorView: View {
                let error: any Error
                var body: some View { Text("Could not load") }
            }

            struct NotesScreen: View {
                @State private var notes: Loadable<[Note]> = .idle

                var body: some View {
                    RefreshableList(state: $notes, load: { try await NotesAPI.notes() }, row: rows)
                }

                func rows(_ notes: [Note]) -> some View {
                    ForEach(notes) { Text($0.title) }
                }
            }

            """
        // case1-before's `getUser` is `nonempty`; the notes api says so in the configuration.
        let configuration = try ScreenConfiguration.parse(#"{"nonempty": ["NotesAPI.notes"]}"#, path: "statecheck.json")
        let (screens, diagnostics) = Self.translate(["Notes.swift": source], configuration: configuration)
        #expect(diagnostics == [])
        #expect(screens.map(\.name) == ["NotesScreen"])
        let s = try #require(screens.first)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/case1-before.model").path)
        #expect(swift == reference)
        // case1-before's counts: 31 transitions, 30 before the visible state
        // holding a cancelled refresh offered `refresh`.
        #expect(swift.states == 13 && swift.transitions == 31)
    }

    /// The same component given a function of the screen and the api directly reads the same design as with a closure.
    @Test(arguments: ["load: RecipeService.fetchRecipe", "load: fetchRecipe"])
    func everyLoaderFormReadsTheSameDesign(loader: String) throws {
        let helper = "    private func fetchRecipe() async throws -> Recipe {\n        return try await RecipeService.fetchRecipe()\n    }\n\n    private func details("
        var (screens, diagnostics) = try SwiftScreensFixtureTests.translated("RecipeScreen", replacing: "load: { try await RecipeService.fetchRecipe() }", with: loader)
        if loader == "load: fetchRecipe" {
            let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RecipeScreen").path
            var files: [SwiftSourceFile] = []
            for path in SwiftScreenLoader.swiftFiles(in: dir) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                    .replacingOccurrences(of: "load: { try await RecipeService.fetchRecipe() }", with: loader)
                    .replacingOccurrences(of: "    private func details(", with: helper)
                files.append(SwiftParser.parse(text, file: path))
            }
            (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: files)).translate()
        }
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "RecipeScreen" })
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/case0-after.model").path)
        #expect(swift == reference)
    }
}
