import StateCheckLanguage
import Foundation
import Testing
@testable import StateCheckSwift

/// Enum payloads given only values the screen does not decide, and locals
/// of another module that may throw.
@Suite struct UndecidedPayloadTests {
    static let abstracted = SwiftScreensAbstractionSoundnessTests.folder.appendingPathComponent("UndecidedPayload/Abstracted")

    static func source() throws -> String {
        try String(contentsOf: abstracted.appendingPathComponent("ParksScreen.swift"), encoding: .utf8)
    }

    /// `sheet = .details(nil)` beside `sheet = .details(park)`: the payload
    /// holds a value the screen decides, so it is kept, and the row given
    /// to it is still refused where it is given.
    @Test func aPayloadAlsoGivenADecidedValueIsKept() throws {
        let source = try Self.source()
            .replacingOccurrences(of: "case details(Park)", with: "case details(Park?)")
            .replacingOccurrences(of: "Button(\"About\") { sheet = .about }", with: "Button(\"About\") { sheet = .about }\n            Button(\"New\") { sheet = .details(nil) }")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["ParksScreen.swift": source])
        #expect(screens.isEmpty)
        #expect(diagnostics.contains("ParksScreen.swift:60:42: 'park' is a row of the list, an element of data the model does not read (its id aside); it may be tested or passed to an api call"), "\(diagnostics)")
    }

    /// `--strict` keeps the payload and refuses the row given to it.
    @Test func strictRefusesTheUndecidedPayload() {
        let run = runCLI(["check", Self.abstracted.path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("ParksScreen.swift:60:42: error: 'park' is a row of the list, an element of data the model does not read"), "\(run.stderr)")
    }

    /// `let entries = try store.entries()` in a `do` of async code, `store`
    /// of a type the folder does not declare: the call may throw into the
    /// `catch`, so it is the api the task awaits (returns or throws), not an
    /// opaque local that never throws (which left the `catch` unreachable).
    @Test func aThrowingLocalOfAnotherModuleMayThrow() {
        let source = """
            import SwiftUI

            @MainActor
            final class EntriesModel: ObservableObject {
                enum State { case empty, loading, ready }

                @Published private(set) var state = State.empty
                private let store = EntryStore()

                func load() async {
                    state = .loading
                    do {
                        let entries = try store.entries()
                        state = .ready
                    } catch {
                        state = .empty
                    }
                }
            }

            struct EntriesView: View {
                @StateObject private var model = EntriesModel()

                var body: some View {
                    Group {
                        switch model.state {
                        case .empty: Text("Nothing yet")
                        case .loading: ProgressView()
                        case .ready: Text("Ready")
                        }
                    }
                    .task { await model.load() }
                }
            }
            """
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["EntriesView.swift": source])
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
                do {
                    let entries = try await entries()
                    state = .ready
                } catch {
                    state = .empty
                }
            """), "\(model)")
    }
}
