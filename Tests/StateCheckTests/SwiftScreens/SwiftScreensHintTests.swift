import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Every hint a refusal gives works when followed: each test checks a
/// screen that gets the hint, does what it says (a `statecheck.json` key,
/// an edit of the view), and checks again: the refusal is gone.
@Suite struct SwiftScreensHintTests {
    /// A folder of its own holding `files` (name: text).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-hint-\(UUID().uuidString)")
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// `check` of `dir`, its paths written `App`.
    static func check(_ dir: URL) -> (status: ExitCode, stdout: String, stderr: String) {
        let run = runCLI(["check", dir.path])
        let tidy = { (text: String) in text.replacingOccurrences(of: dir.path, with: "App") }
        return (run.status, tidy(run.stdout), tidy(run.stderr))
    }

    /// A screen loading notes from a store class of its own: the store is
    /// neither named as a client (…Client, …Service, …API) nor a holder of clients.
    static func notesScreen(store property: String) -> String {
        """
        import SwiftUI

        final class NotesStore {
            func notes() async throws -> [String] { [] }
        }

        struct NotesScreen: View {
            \(property)
            @State private var notes: [String] = []

            var body: some View {
                List(notes, id: \\.self) { Text($0) }
                    .task { await load() }
            }

            private func load() async {
                do { notes = try await store.notes() } catch { notes = [] }
            }
        }

        """
    }

    @Test func listingTheStoreUnderEnvironmentReadsAStrictScreensProperty() throws {
        let dir = try Self.folder([
            "NotesScreen.swift": Self.notesScreen(store: "let store: NotesStore"),
            "statecheck.json": #"{"strict": true}"#,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = Self.check(dir)
        #expect(refused.status == .usageOrModelError)
        #expect(refused.stderr.hasPrefix("""
            App/NotesScreen.swift:8:5: error: the property 'store' of screen 'NotesScreen' is not understood (a screen's state is its @State properties); list 'NotesStore' under "environment" in statecheck.json if its methods are the screen's environment
                let store: NotesStore
                ^

            """), "\(refused.stderr)")

        // As the hint says.
        try #"{"strict": true, "environment": ["NotesStore"]}"#.write(to: dir.appendingPathComponent("statecheck.json"), atomically: true, encoding: .utf8)
        let read = Self.check(dir)
        #expect(!read.stderr.contains("error: the property"), "\(read.stderr)")
        #expect(read.stdout.hasPrefix("NotesScreen "), "\(read.stdout)")
        #expect(read.stdout.contains("[singleFlight] NotesScreen: expected to hold, but it is violated (two calls of notesStoreNotes are in flight at once)"))
    }

    @Test func listingTheStoreUnderEnvironmentReadsAStateHoldingIt() throws {
        // By default the call into the store is read as an api of the unread code around it; strictly it is refused.
        let dir = try Self.folder([
            "NotesScreen.swift": Self.notesScreen(store: "@State private var store: NotesStore"),
            "statecheck.json": #"{"strict": true}"#,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = Self.check(dir)
        #expect(refused.status == .usageOrModelError)
        #expect(refused.stderr.hasPrefix("""
            App/NotesScreen.swift:8:5: error: the @State property 'store' holds an instance of the class 'NotesStore' given to init, which is neither a client (a protocol, a type named …Client, …Service, …Repository or …API) nor a container that only holds clients in 'let's; list 'NotesStore' under "environment" in statecheck.json if its methods are the screen's environment
                @State private var store: NotesStore
                ^

            """), "\(refused.stderr)")

        try #"{"strict": true, "environment": ["NotesStore"]}"#.write(to: dir.appendingPathComponent("statecheck.json"), atomically: true, encoding: .utf8)
        let read = Self.check(dir)
        #expect(!read.stderr.contains("holds an instance"), "\(read.stderr)")
        #expect(read.stdout.hasPrefix("NotesScreen "), "\(read.stdout)")
        #expect(read.stdout.contains("[singleFlight] NotesScreen: expected to hold, but it is violated (two calls of notesStoreNotes are in flight at once)"))

        // Without configuration the store is opaque, its async call an api of its own: the same violation.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("statecheck.json"))
        let unread = Self.check(dir)
        #expect(!unread.stderr.contains("error:"), "\(unread.stderr)")
        #expect(unread.stdout.contains("[singleFlight] NotesScreen: expected to hold, but it is violated (two calls of storeNotes are in flight at once)"), "\(unread.stdout)")
    }

    /// A view with two `.onAppear`: the hint says one closure is read.
    static func feedScreen(appear: String) -> String {
        """
        import SwiftUI

        struct FeedScreen: View {
            @State private var items: [String] = []
            @State private var seen = 0

            var body: some View {
                List(items, id: \\.self) { Text($0) }
                    .task { await load() }
                    .overlay {
                        if items.isEmpty {
                            Text("Nothing yet")
                                \(appear)
                        }
                    }
            }

            private func load() async {
                items = []
            }
        }

        """
    }

    @Test func aSecondOnAppearIsPutInTheFirstAsTheHintSays() throws {
        let dir = try Self.folder(["FeedScreen.swift": Self.feedScreen(appear: ".onAppear { seen += 1 }.onAppear { seen += 2 }")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = Self.check(dir)
        #expect(refused.status == .usageOrModelError)
        #expect(refused.stderr.hasPrefix("""
            App/FeedScreen.swift:13:49: error: the modifier '.onAppear' on a view is not understood in this form; a view takes one .onAppear { … }: put the actions in one closure, or remove it from the screen's view
            \(String(repeating: " ", count: 24)).onAppear { seen += 1 }.onAppear { seen += 2 }
            \(String(repeating: " ", count: 48))^

            """), "\(refused.stderr)")

        try Self.feedScreen(appear: ".onAppear { seen += 1; seen += 2 }")
            .write(to: dir.appendingPathComponent("FeedScreen.swift"), atomically: true, encoding: .utf8)
        let read = Self.check(dir)
        #expect(!read.stderr.contains("error: the modifier"), "\(read.stderr)")
        #expect(read.stdout.hasPrefix("FeedScreen "), "\(read.stdout)")
    }

    /// `"strict": true` refuses a view outside the mapping and says so:
    /// without it, the view is read by the defaults.
    @Test func aViewStrictRefusesIsReadWithoutStrict() throws {
        let screen = """
            import SwiftUI

            struct BadgeScreen: View {
                @State private var count = 0

                var body: some View {
                    VStack {
                        Badge(count: count)
                    }
                    .task { count = 1 }
                }
            }

            """
        let dir = try Self.folder(["BadgeScreen.swift": screen, "statecheck.json": #"{"strict": true}"#])
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = Self.check(dir)
        #expect(refused.status == .usageOrModelError)
        #expect(refused.stderr.hasPrefix("""
            App/BadgeScreen.swift:8:13: error: the view 'Badge' is not understood; the views read are containers (List, VStack, …), EmptyView, ProgressView, Text, ForEach, Button, error views (…ErrorView, ErrorStateView) and the screen's view helpers ("strict": true refuses the others)
                        Badge(count: count)
                        ^

            """), "\(refused.stderr)")

        try #"{"strict": false}"#.write(to: dir.appendingPathComponent("statecheck.json"), atomically: true, encoding: .utf8)
        let read = Self.check(dir)
        #expect(!read.stderr.contains("not understood"), "\(read.stderr)")
        #expect(read.stdout.hasPrefix("BadgeScreen "), "\(read.stdout)")
    }

    /// A screen of `App/Screens` whose `User` is declared in `App/Models`:
    /// checking `App/Screens` reads that folder as the module, and the
    /// refusal says so; checking `App` reads the type.
    @Test func aTypeNotUnderstoodNamesTheFolderReadAsTheModule() throws {
        let dir = try Self.folder([
            "Models/User.swift": "struct User: Hashable {\n    var name: String\n}\n",
            "Screens/ProfileScreen.swift": """
                import SwiftUI

                struct ProfileScreen: View {
                    @State private var data: User?
                    @State private var isLoading = false

                    var body: some View {
                        VStack {
                            if let data { Text(data.name) }
                        }
                        .task { isLoading = true }
                    }
                }

                """,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let screens = dir.appendingPathComponent("Screens")
        let run = runCLI(["check", "--strict", screens.path])
        #expect(run.status == .usageOrModelError)
        let stderr = run.stderr.replacingOccurrences(of: dir.path, with: "App")
        #expect(stderr == """
            App/Screens/ProfileScreen.swift:4:5: error: the property 'data' has type 'User?': the type is not understood (Bool, Int, String, any Error, Task<Void, Never>, enums and data structs of the folder, optionals and arrays of them); types are looked up in the module read, the folder 'App/Screens' and its subfolders (1 .swift file): check the folder that declares the type, or give it a type the module declares; the screen is not checked
                @State private var data: User?
                ^
            1 Swift file could not be checked; the most frequent reasons:
              1× the property '…' has type '…': the type is not understood (Bool, Int, String, any Error, Task<Void, Never>, enums and data structs of the folder, optionals and arrays of them); types are looked up in the module read, the folder '…' and its subfolders (1 .swift file): check the folder that declares the type, or give it a type the module declares; the screen is not checked

            """, "\(stderr)")

        // As the message says: the folder that declares User.
        let whole = runCLI(["check", "--strict", dir.path])
        #expect(!whole.stderr.contains("not understood"), "\(whole.stderr)")
        #expect(whole.stdout.hasPrefix("ProfileScreen "), "\(whole.stdout)")
    }
}
