import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `if failed { ErrorView() }` of a screen whose load stops its error with
/// `guard let album = try? await … else { failed = true; return }`: the error
/// view binds no error, and was refused ("in a branch that holds no error").
/// It is read as showing the error the code last stopped as the branch was
/// last set, so that a cancellation that leads to the error view is seen.
@Suite struct LastCaughtErrorTests {
    static let album = """
        import SwiftUI

        struct Album: Identifiable, Sendable {
            let id: String
            let title: String
        }

        protocol AlbumProvider: Sendable {
            func album(identifier: String) async throws -> Album
        }

        struct AlbumView: View {
            let provider: AlbumProvider
            let albumId: String

            @State private var album: Album?
            @State private var failed = false

            var body: some View {
                VStack {
                    if failed {
                        ErrorView()
                    } else if let album {
                        Text(album.title)
                    } else {
                        ProgressView()
                    }
                }
                .task { await loadAlbum() }
                .refreshable { await loadAlbum() }
            }

            private func loadAlbum() async {
                guard let album = try? await provider.album(identifier: albumId) else {
                    failed = true
                    return
                }
                failed = false
                self.album = album
            }
        }

        struct ErrorView: View {
            var body: some View {
                VStack {
                    Image(systemName: "xmark")
                    Text("Something went wrong")
                }
            }
        }
        """

    /// The twin keeps the error itself (`failure: Error?`, `do { … } catch {
    /// failure = error }`, `ErrorView(error: failure)`). The verdicts are the
    /// same; the reading has more states (890 for the twin), since it holds
    /// the last stopped error and the shown one beside the flag. The screen
    /// leaves while its first load is in flight and comes back: the cancelled
    /// load fails with a CancellationError, and the error view shows it.
    @Test func anErrorViewWithoutAnErrorShowsTheLastErrorCaught() throws {
        let read = try RealAppReadingsTests.outcome(Self.album)
        #expect(read.verdicts == (try RealAppReadingsTests.outcome(Self.keptError(Self.album))).verdicts)
        #expect(read.verdicts["silentCancellation"] == .violated)
        let run = RealAppReadingsTests.check(Self.album, file: "AlbumView.swift")
        #expect(run.stdout.contains("""
            error: [silentCancellation] AlbumView: expected to hold, but it is violated (the screen shows errorView(CancellationError): a CancellationError is shown to the user)
               1. load                       (invisible) → spinner
               2. cancel                     spinner → (invisible)
               3. load                       (invisible) → spinner
               4. fail albumProviderAlbum@1  spinner → errorView(CancellationError)
            """), "\(run.stdout)")
    }

    /// A screen that sets no failure for a cancelled load (`if
    /// !Task.isCancelled { failed = true }`) shows no CancellationError,
    /// even when a cancelled load fails after another load failed:
    /// `silentCancellation` holds, as on its twin that keeps the error.
    @Test func aScreenThatIgnoresCancellationShowsNoneOfIt() throws {
        let ignoring = Self.album.replacingOccurrences(of: "            failed = true\n", with: "            if !Task.isCancelled { failed = true }\n")
        #expect(ignoring != Self.album)
        let twin = Self.keptError(Self.album).replacingOccurrences(of: "            failure = error\n", with: "            if !Task.isCancelled { failure = error }\n")
        let read = try RealAppReadingsTests.outcome(ignoring)
        #expect(read.verdicts == (try RealAppReadingsTests.outcome(twin)).verdicts)
        #expect(read.verdicts["silentCancellation"] == .holds)
    }

    /// A `try?` in a loop's condition stops an error that cannot be
    /// followed: the error view stays refused, saying where.
    @Test func aTryInALoopsConditionKeepsTheRefusal() {
        let looping = Self.album.replacingOccurrences(of: "        failed = false\n", with: "        while (try? await provider.album(identifier: albumId)) == nil {\n            failed = false\n        }\n        failed = false\n")
        #expect(looping != Self.album)
        let (screens, diagnostics) = RealAppReadingsTests.translate(looping)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.contains("the error view 'ErrorView' is in a branch that holds no error, and the error it shows cannot be followed: the code stops an error where it is not read (a try? or a catch at 38:") }, "\(diagnostics)")
    }

    static let mutatingState = """
        import SwiftUI

        struct Album: Identifiable, Sendable {
            let id: String
            let title: String
        }

        protocol AlbumProvider: Sendable {
            func album(identifier: String) async throws -> Album
        }

        enum LoadState {
            case loading
            case loaded
            case failed

            mutating func fail() {
                self = .failed
            }
        }

        struct AlbumView: View {
            let provider: AlbumProvider
            let albumId: String

            @State private var state = LoadState.loading
            @State private var album: Album?

            var body: some View {
                VStack {
                    switch state {
                    case .loading:
                        ProgressView()
                    case .loaded:
                        if let album {
                            Text(album.title)
                        }
                    case .failed:
                        ErrorView()
                    }
                }
                .task { await loadAlbum() }
            }

            private func loadAlbum() async {
                guard let album = try? await provider.album(identifier: albumId) else {
                    state.fail()
                    return
                }
                self.album = album
                state = .loaded
            }
        }

        struct ErrorView: View {
            var body: some View {
                Text("Something went wrong")
            }
        }
        """

    /// The failure set by a mutating method of the state (`state.fail()`)
    /// is a write of the state too: the error view shows the cancellation
    /// from the state where the cancelled load fails (it showed none there,
    /// and the shortest trace took eight steps).
    @Test func aMutatingMethodOfTheStateSetsWhatTheErrorViewShows() {
        let run = RealAppReadingsTests.check(Self.mutatingState, file: "AlbumView.swift")
        #expect(run.stdout.contains("""
            error: [silentCancellation] AlbumView: expected to hold, but it is violated (the screen shows errorView(CancellationError): a CancellationError is shown to the user)
               1. load                       (invisible) → spinner
               2. cancel                     spinner → (invisible)
               3. load                       (invisible) → spinner
               4. fail albumProviderAlbum@1  spinner → errorView(CancellationError)
            """), "\(run.stdout)")
    }

    /// The screen written with its error kept: `failure: Error?` set in a
    /// `catch`, shown by `ErrorView(error: failure)`.
    static func keptError(_ source: String) -> String {
        var s = source
        for (written, kept) in [
            ("    @State private var failed = false", "    @State private var failure: Error?"),
            ("            if failed {\n                ErrorView()", "            if let failure {\n                ErrorView(error: failure)"),
            ("""
                    guard let album = try? await provider.album(identifier: albumId) else {
                        failed = true
                        return
                    }
                    failed = false
                    self.album = album
            """, """
                    do {
                        let album = try await provider.album(identifier: albumId)
                        failure = nil
                        self.album = album
                    } catch {
                        failure = error
                    }
            """),
            ("struct ErrorView: View {\n    var body", "struct ErrorView: View {\n    let error: Error\n\n    var body"),
        ] {
            #expect(s.contains(written), "\(written)")
            s = s.replacingOccurrences(of: written, with: kept)
        }
        return s
    }
}
