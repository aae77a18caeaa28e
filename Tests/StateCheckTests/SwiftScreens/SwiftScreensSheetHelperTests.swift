import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A sheet whose content is a view helper of the screen, named
/// (`.sheet(isPresented: $showsEditor, content: editorSheet)`) or called
/// (`{ editorSheet() }`): the helper's body is the screen's code, so the
/// closure it hands the presented view (`onSave: { Task { await reload() } }`)
/// is an event, as when the same view is written in the sheet's closure.
@Suite struct SwiftScreensSheetHelperTests {
    static let named = """
        import SwiftUI

        struct Note: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum NotesAPI {
            static func notes() async throws -> [Note] { [] }
        }

        struct EditNoteView: View {
            let note: Note
            let onSave: () -> Void

            var body: some View {
                Button("Save", action: onSave)
            }
        }

        struct NotesScreen: View {
            @State private var notes: [Note] = []
            @State private var showsEditor = false
            @State private var isLoading = false

            var body: some View {
                List {
                    ForEach(notes) { note in Text(note.title) }
                    Button("New note") { showsEditor = true }
                }
                .sheet(isPresented: $showsEditor, content: editorSheet)
                .task { await reload() }
            }

            private func editorSheet() -> some View {
                EditNoteView(note: Note(id: 0, title: ""), onSave: {
                    Task { await reload() }
                })
            }

            private func reload() async {
                isLoading = true
                notes = (try? await NotesAPI.notes()) ?? []
                isLoading = false
            }
        }
        """

    @Test(arguments: ["named", "called"])
    func aSheetShowingAViewHelperReadsItsActions(form: String) throws {
        let source = form == "named" ? Self.named
            : Self.named.replacingOccurrences(of: ".sheet(isPresented: $showsEditor, content: editorSheet)", with: ".sheet(isPresented: $showsEditor) { editorSheet() }")
        let inline = Self.named.replacingOccurrences(of: ".sheet(isPresented: $showsEditor, content: editorSheet)", with: """
            .sheet(isPresented: $showsEditor) {
                        EditNoteView(note: Note(id: 0, title: ""), onSave: {
                            Task { await reload() }
                        })
                    }
            """)
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["NotesScreen.swift": source])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "NotesScreen" })
        #expect(read.model.handlers.map(\.event) == ["sheetOnSave", "load", "tapNewNote", "dismissSheet"])
        let (reference, _) = SwiftScreensComponentTests.translate(["NotesScreen.swift": inline])
        let written = try #require(reference.first { $0.name == "NotesScreen" })
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: read.model, file: read.file))
        let expected = try DesignOutcome.of(ModelSystem.compile(model: written.model, file: written.file))
        #expect(outcome == expected)
    }
}
