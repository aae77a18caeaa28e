import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// `if let _ = value` and `if let (a, b) = value` in conditions.
@Suite struct WildcardBindingTests {
    static let source = """
        import SwiftUI

        struct LinkView: View {
            let link: String
            @State private var saved = false
            @State private var failed = false

            var body: some View {
                VStack {
                    if saved { Text("Saved") }
                    if failed { Text("Not a link") }
                    Button("Save") {
                        guard let _ = URL(string: link) else {
                            failed = true
                            return
                        }
                        saved = true
                    }
                }
            }
        }
        """

    /// `guard let _ = URL(string: link)` is `URL(string: link) != nil`, a
    /// test of a value the screen does not decide: an assumption.
    @Test func aWildcardBindingTestsWhetherThereIsAValue() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["LinkView.swift": Self.source])
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
            on tapSave sync when tapSaveIsShown() {
                guard assume_URL_string_link_notNil else {
                    failed = true
                    return
                }
                saved = true
            }
            """), "\(model)")
    }

    /// `if let (scheme, host) = parts(of: link)` of a function the folder
    /// does not show: whether it has one is assumed, the values opaque.
    @Test func aTupleBindingOfAnOpaqueValueIsAnAssumption() {
        let source = Self.source.replacingOccurrences(of: "guard let _ = URL(string: link) else {", with: "guard let (scheme, host) = LinkParser.parts(of: link) else {")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["LinkView.swift": source])
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("guard assume_LinkParser_parts_of_link_notNil else {"), "\(model)")
    }
}
