import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view whose code is not read given several bindings to data of the
/// screen (`ShelfPicker(first: $first, …, fifth: $fifth)`): each bound
/// property is opaque. One pass notes every one of them, so that the next
/// pass reads them all opaque, however many there are.
@Suite struct SwiftScreensHandedBindingsTests {
    static let screen = """
        import SwiftUI

        struct Book: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        struct LibraryView: View {
            @State private var books: [Book] = []
            @State private var isLoading = false
            @State private var first: Book?
            @State private var second: Book?
            @State private var third: Book?
            @State private var fourth: Book?
            @State private var fifth: Book?

            var body: some View {
                VStack {
                    ShelfPicker(books: books, first: $first, second: $second, third: $third, fourth: $fourth, fifth: $fifth)
                    if fifth != nil { Text("Five picked") }
                    List(books) { book in Text(book.title) }
                }
                .overlay {
                    if isLoading { ProgressView() }
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                books = (try? await LibraryAPI.books()) ?? []
                isLoading = false
            }
        }
        """

    @Test func everyBindingHandedToAViewIsOpaque() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["LibraryView.swift": Self.screen])
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        for name in ["first", "second", "third", "fourth", "fifth"] {
            #expect(rules.contains("$\(name) is handed to code the translation does not read, which may write any value through it: \(name) is opaque"), "\(rules)")
        }
        #expect(screens.first?.model.handlers.contains { $0.event == "assume_fifth_notNil" } == true)
    }

    /// The same picker presented in a sheet (`.sheet(isPresented: $picking)
    /// { ShelfPicker(books: books, first: $first) }`): the presented view
    /// may write any book there while it is shown, so `first` is opaque.
    @Test func aBindingHandedToAPresentedViewIsOpaque() {
        let source = Self.screen
            .replacingOccurrences(of: "            @State private var isLoading = false\n", with: "            @State private var isLoading = false\n            @State private var picking = false\n")
            .replacingOccurrences(of: "                    ShelfPicker(books: books, first: $first, second: $second, third: $third, fourth: $fourth, fifth: $fifth)\n",
                                  with: "                    Button(\"Pick\") { picking = true }\n")
            .replacingOccurrences(of: "                .task { await load() }", with: "                .sheet(isPresented: $picking) {\n                    ShelfPicker(books: books, first: $fifth)\n                }\n                .task { await load() }")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["LibraryView.swift": source])
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("$fifth is handed to code the translation does not read, which may write any value through it: fifth is opaque"), "\(rules)")
        var strict = ScreenConfiguration()
        strict.strict = true
        #expect(SwiftScreensComponentTests.translate(["LibraryView.swift": source], configuration: strict).screens.isEmpty)
    }
}
