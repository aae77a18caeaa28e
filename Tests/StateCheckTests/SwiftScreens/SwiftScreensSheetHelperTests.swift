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

    static let rowSelection = """
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
            @State private var editing: Note?
            @State private var isLoading = false

            var body: some View {
                List(notes) { note in
                    Button(note.title) { editing = note }
                }
                .sheet(item: $editing) { note in editSheet(note) }
                .task { await reload() }
            }

            private func editSheet(_ note: Note) -> some View {
                EditNoteView(note: note, onSave: {
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

    /// A row's button selects its note (`Button(note.title) { editing = note }`)
    /// and the sheet shows it through the helper (`{ note in editSheet(note) }`):
    /// the row is an element of data the model does not read, so `editing`
    /// is opaque (whether a note is being edited is an assumption), and the
    /// helper's `onSave` is still an event. Before, the row was read as a
    /// name the model does not have.
    @Test func aRowSelectedForASheetIsOpaque() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["NotesScreen.swift": Self.rowSelection])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "NotesScreen" })
        let rules = read.summary.abstractions.map(\.rule)
        #expect(rules.contains("the property editing is opaque (it is assigned a value the screen does not decide, line 28): tests of it are assumptions, writes to it are not read"), "\(rules)")
        #expect(read.model.handlers.map(\.event).contains("sheetOnSave"))
        _ = try ModelSystem.compile(model: read.model, file: read.file)
    }
}
