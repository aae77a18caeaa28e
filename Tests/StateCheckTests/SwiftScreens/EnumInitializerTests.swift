import StateCheckCommands
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An enum built by its own initializer (`Tabs(from: .map)`, a tab bar
/// converting another enum; `Gender(code)` decoding a server's number) is
/// the case the initializer chooses.
@Suite struct EnumInitializerTests {
    /// A tab bar whose button selects `selection` (an expression of `Tabs`),
    /// and whose loading spinner shows only on the map tab.
    static func tabBar(initializer: String, selection: String) -> String {
        """
        import SwiftUI

        enum TabType { case home, map }

        enum Tabs {
            case home, map
        \(initializer)
        }

        struct TabBar: View {
            @State private var selected: Tabs = .home
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if isLoading, selected == .map { ProgressView() }
                    Button("Map") { \(selection) }
                }
                .task {
                    isLoading = true
                    isLoading = false
                }
            }
        }
        """
    }

    static let converting = """
            init(from type: TabType) {
                switch type {
                case .home: self = .home
                case .map: self = .map
                }
            }
        """

    /// `Tabs(from: .map)` is the factory `tabsInit`, whose `self = .map` is
    /// `return .map`: the same states, transitions and verdicts as the
    /// screen that writes `.map` itself.
    @Test func anInitializerChoosingACaseIsItsFactory() throws {
        let source = Self.tabBar(initializer: Self.converting, selection: "selected = Tabs(from: .map)")
        let text = RealAppReadingsTests.modelText(source)
        #expect(text.contains("func tabsInit(from type: TabType) -> Tabs {\n    switch type {\n    case .home:\n        return .home\n    case .map:\n        return .map\n    }\n}"))
        #expect(text.contains("selected = tabsInit(from: .map)"))
        let precise = try RealAppReadingsTests.outcome(Self.tabBar(initializer: "", selection: "selected = .map"))
        #expect(try RealAppReadingsTests.outcome(source) == precise)
    }

    /// A failable initializer's `return nil` stays: the factory answers `Tabs?`.
    @Test func aFailableInitializerAnswersAnOptional() throws {
        let failable = """
                init?(from type: TabType) {
                    switch type {
                    case .home: return nil
                    case .map: self = .map
                    }
                }
            """
        let source = Self.tabBar(initializer: failable, selection: "if let tab = Tabs(from: .map) { selected = tab }")
        let text = RealAppReadingsTests.modelText(source)
        #expect(text.contains("func tabsInit(from type: TabType) -> Tabs? {"))
        #expect(text.contains("        return nil\n"))
        let precise = try RealAppReadingsTests.outcome(Self.tabBar(initializer: "", selection: "selected = .map"))
        #expect(try RealAppReadingsTests.outcome(source) == precise)
    }

    /// An initializer that goes on after choosing is not read as a factory:
    /// the screen is refused, never read with the wrong case.
    @Test func anInitializerThatGoesOnIsRefused() {
        let goesOn = """
                init(from type: TabType) {
                    self = .home
                    if type == .map { self = .map }
                }
            """
        let run = RealAppReadingsTests.check(Self.tabBar(initializer: goesOn, selection: "selected = Tabs(from: .map)"), file: "TabBar.swift")
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("TabBar.swift:20:40: error: enums have no initializers in models; write a case such as '.home'"))
    }
}
