import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Element lifecycles read from Swift: `.onAppear` / `.onDisappear` of a
/// view outside a lazy container become `on appear(mark(…))` /
/// `on disappear(mark(…))` handlers.
@Suite struct SwiftScreensElementLifecycleTests {
    static let twin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("OrderScreen/order-screen.model").path

    /// OrderScreen.swift loads when its placeholder `Text("Loading…")`
    /// appears, in a `VStack` (not lazy): the load runs in the transition
    /// that shows the placeholder. State = (order n/v, failed f/t,
    /// isLoading L/-, visible V/I, tasks), T = the load awaiting
    /// `fetchOrder()` (a `Task { }`: `cancel` leaves it running).
    ///
    /// ```text
    /// A n f - I {}   load→B (the placeholder appears: load starts)         1
    /// B n f L V {T}  cancel→C  success→D  fail→E                          3
    /// C n f L I {T}  load→B (appears again: the guard drops the load)  success→F  fail→G   3
    /// D v f - V {}   cancel→F                                             1
    /// E n t - V {}   cancel→G  tapRetry→B (the placeholder is back: load) 2
    /// F v f - I {}   load→D                                               1
    /// G n t - I {}   load→E                                               1
    /// ```
    /// 7 states, 12 transitions, as the hand-written twin (order-screen.model).
    /// Before, `.onAppear` on a Text was not understood.
    @Test func placeholderOnAppearLoadsAsItIsShown() throws {
        let s = try SwiftScreensFixtureTests.screen("OrderScreen", "OrderScreen")
        #expect(s.model.handlers.map { "\($0.event) \($0.element.map { "\($0.element)" } ?? "-")" } == [
            "appear mark(\"Text (line 31)\")", "tapRetry -",
        ])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.twin)
        #expect(swift == reference)
        #expect(reference.states == 7)
        #expect(reference.transitions == 12)
    }

    /// `.onDisappear` outside a lazy container is read too. Inside a `List`,
    /// `.onAppear` on the placeholder is the element scrolling into view:
    /// an event of its own, any number of times while it is shown.
    @Test func onDisappearOutsideAListIsRead() throws {
        let (inList, diagnostics) = try SwiftScreensFixtureTests.translated(
            "OrderScreen", replacing: "VStack {", with: "List {")
        #expect(diagnostics == [])
        let listed = try #require(inList.first { $0.name == "OrderScreen" })
        #expect(listed.model.handlers.map(\.event).contains("textAppear"), "\(listed.model.handlers.map(\.event))")
        let (screens, outside) = try SwiftScreensFixtureTests.translated(
            "OrderScreen", replacing: ".onAppear {", with: ".onDisappear {")
        #expect(outside == [])
        let s = try #require(screens.first { $0.name == "OrderScreen" })
        #expect(s.model.handlers.first?.element?.edge == .disappear)
    }

    /// ProductPanelScreen.swift shows `LoadingPanel(load:content:)`, a component with its own
    /// `@State` and `.task`, in a branch: it is a subview, its `value`
    /// scoped to `mark("LoadingPanel")` and its `.task` started as it
    /// appears, cancelled as it leaves. The hand-written twin
    /// (product-panel-screen.model) explores the same states and transitions;
    /// the counts are the twin's. The rule itself is pinned by hand counts
    /// in ElementLifecycleSemanticsTests.
    @Test func aComponentInABranchIsASubview() throws {
        let s = try SwiftScreensFixtureTests.screen("ProductPanelScreen", "ProductPanelScreen")
        #expect(s.model.variables.map { "\($0.name) \($0.owner.map { "\($0)" } ?? "-")" } == [
            "showsReviews -", "value mark(\"LoadingPanel\")",
        ])
        #expect(s.model.handlers.map { "\($0.event) \($0.kind.rawValue) \($0.element.map { "\($0.element)" } ?? "-")" } == [
            "appear .task mark(\"LoadingPanel\")", "tapReviews sync -",
        ])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.fixtures.appendingPathComponent("ProductPanelScreen/product-panel-screen.model").path)
        #expect(swift == reference)
    }

    /// OrderScreen with its placeholder's `.onAppear { Task { await load() } }`
    /// written `.task { await load() }`: the element's own task, started as the
    /// placeholder is shown and cancelled as it leaves (and by `cancel`), which
    /// the model language writes `on appear(mark(…)) .task`. The twin is
    /// order-screen.model with that one handler changed; the rule's counts are
    /// pinned by hand in ElementLifecycleSemanticsTests.
    @Test func aTaskOnAViewInABranchIsThatViewsTask() throws {
        let onAppear = ".onAppear {\n                        Task {\n                            await load()\n                        }\n                    }"
        let task = ".task {\n                        await load()\n                    }"
        #expect(onAppear.hasPrefix(".onAppear {") && onAppear.hasSuffix("}"))
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("OrderScreen", replacing: onAppear, with: task)
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "OrderScreen" })
        #expect(s.model.handlers.map { "\($0.event) \($0.kind.rawValue) \($0.element.map { "\($0.element)" } ?? "-")" } == [
            "appear .task mark(\"Text (line 31)\")", "tapRetry sync -",
        ])
        let source = try String(contentsOfFile: Self.twin, encoding: .utf8)
        let appearTask = "on appear(mark(\"placeholder\")) Task { await load() }"
        #expect(source.contains(appearTask))
        let twin = source.replacingOccurrences(of: appearTask, with: "on appear(mark(\"placeholder\")) .task { await load() }")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: twin, file: "order-screen-task.model"))
        #expect(swift == reference)
        // The `Task { }` outlives the view's disappearing, the `.task` does not: a
        // load cut short by leaving is cancelled, which the Task design cannot reach.
        let before = try DesignOutcome.ofModel(Self.twin)
        #expect(swift.states > before.states)
    }

    /// `.task` on a view the screen always shows (the `List` inside a
    /// `NavigationStack`) appears and disappears with the screen: the same
    /// design as the `.task` written on the root view.
    @Test func aTaskOnAViewInNoBranchIsTheScreensTask() throws {
        func design(_ inner: String, _ outer: String) throws -> (String, DesignOutcome) {
            let s = try SwiftScreensPresentationTests.screen("""
            import SwiftUI

            struct Note: Identifiable, Hashable, Decodable {
                let id: Int
            }

            struct NotesScreen: View {
                @State private var notes: [Note] = []
                @State private var failed = false

                var body: some View {
                    NavigationStack {
                        List(notes) { note in
                            Text("Note")
                        }
                        \(inner)
                    }
                    \(outer)
                }

                private func load() async {
                    do {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/notes")!)
                        notes = try JSONDecoder().decode([Note].self, from: data)
                    } catch {
                        failed = true
                    }
                }
            }
            """)
            let handlers = s.model.handlers.map { "\($0.event) \($0.kind.rawValue) \($0.element.map { "\($0.element)" } ?? "-")" }.joined(separator: ", ")
            return (handlers, try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file)))
        }
        let task = ".task { await load() }"
        let (innerHandlers, inner) = try design(task, "")
        let (outerHandlers, outer) = try design("", task)
        #expect(innerHandlers == "load .task -")
        #expect(innerHandlers == outerHandlers)
        #expect(inner == outer)
    }
}
