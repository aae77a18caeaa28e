import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An array of task handles (a cancel bag) has no model type yet: the screen
/// is reported with what to keep instead, not read as some other array.
@Suite struct SwiftScreensTaskArrayTests {
    @Test func anArrayOfTaskHandlesIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "CancelBag", replacing: "@State private var loadTask: Task<Void, Never>?", with: "@State private var tasks: [Task<Void, Never>] = []")
        #expect(diagnostics.contains {
            $0.message.hasPrefix("the property 'tasks' has type '[Task<Void, Never>]': an array of task handles is not modelled yet (its count grows with every task it keeps); keep one handle per task the screen starts")
        }, "\(diagnostics.map(\.description))")
        #expect(!screens.contains { $0.name == "CancellingOrdersScreen" })
    }
}
