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

    /// `.onDisappear` outside a lazy container is read too; inside a `List`
    /// it is still diagnosed (a row leaving is the user scrolling away).
    @Test func onDisappearInAListIsDiagnosed() throws {
        let (_, diagnostics) = try SwiftScreensFixtureTests.translated(
            "OrderScreen", replacing: "VStack {", with: "List {")
        #expect(diagnostics.map(\.message) == [
            "'.onAppear' on 'Text' in a List is not understood (read on the footer ProgressView of a List, and outside lazy containers)",
        ])
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
}
