import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An enum's text computed by code the model does not read
/// (`String(localized: .cycles)` in each case of a `switch self`, Swift's
/// implicit return): not kept, a read of it opaque.
@Suite struct EnumComputedTextTests {
    static func screen(title: String, shown: String) -> String {
        """
        import SwiftUI

        enum ExecutionType {
            case cycles, sets
        \(title)
        }

        struct EditorScreen: View {
            @State private var type: ExecutionType = .sets
            @State private var isSaving = false

            var body: some View {
                VStack {
                    Text(\(shown))
                    if isSaving { ProgressView() }
                    Button("Cycles") { type = .cycles }
                }
                .task {
                    isSaving = true
                    isSaving = false
                }
            }
        }
        """
    }

    /// The same outcome as the screen without the property, showing fixed text.
    @Test func textOfAnEnumFromLocalizedStringsIsOpaque() throws {
        let localized = """
                var localizedTitle: String {
                    switch self {
                    case .cycles: String(localized: "Cycles")
                    case .sets: String(localized: "Sets")
                    }
                }
            """
        let source = Self.screen(title: localized, shown: "type.localizedTitle")
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics == [])
        let abstractions = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(abstractions.contains("the property localizedTitle of ExecutionType is computed by code the model does not read: not kept; a read of it is opaque"))
        let precise = try RealAppReadingsTests.outcome(Self.screen(title: "", shown: "\"Sets\""))
        #expect(try RealAppReadingsTests.outcome(source) == precise)
    }
}
