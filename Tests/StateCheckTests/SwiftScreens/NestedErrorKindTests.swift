import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A state enum whose failure case holds an enum that wraps the error
/// (`case error(ErrorKind)`, `enum ErrorKind { case notConnected;
/// case common(message: String) }` set from `error.localizedDescription`),
/// shown by an error view given that value, as apps with an offline state do.
@Suite struct NestedErrorKindTests {
    static let friends = """
        import SwiftUI

        enum ErrorKind: Equatable {
            case notConnected
            case common(message: String)
        }

        enum CurrentState<T> {
            case initial
            case loading
            case ready(T)
            case error(ErrorKind)
        }

        struct Friend: Decodable, Identifiable {
            var id: Int
            var name: String
        }

        protocol FriendsAPI {
            func friends() async throws -> [Friend]
        }

        struct CommonErrorView: View {
            let errorKind: ErrorKind

            var body: some View {
                switch errorKind {
                case .notConnected: Text("No connection")
                case let .common(message): Text(message)
                }
            }
        }

        struct FriendsListScreen: View {
            let api: any FriendsAPI
            let isNetworkConnected: Bool
            @State private var currentState: CurrentState<[Friend]> = .initial

            var body: some View {
                ZStack {
                    switch currentState {
                    case let .ready(friends):
                        List(friends) { Text($0.name) }
                    case let .error(errorKind):
                        CommonErrorView(errorKind: errorKind)
                    case .initial, .loading:
                        ProgressView()
                    }
                }
                .task { await load() }
            }

            func load() async {
                guard isNetworkConnected else {
                    currentState = .error(.notConnected)
                    return
                }
                currentState = .loading
                do {
                    currentState = .ready(try await api.friends())
                } catch {
                    currentState = .error(.common(message: error.localizedDescription))
                }
            }
        }
        """

    /// The error view shows the error the bound value holds (none when it
    /// is `.notConnected`).
    @Test func anErrorViewGivenAWrappedErrorShowsTheErrorItHolds() {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.friends)
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("    case .error(let errorKind):\n        errorView(errorKind.heldError)\n"), "\(model)")
    }

    /// The real screen's `.task` is cancelled as the view leaves; when the
    /// view comes back, a second task starts while the first request is
    /// still out. That request then throws a `CancellationError`, which the
    /// first task's catch stores as the error's text: the visible screen
    /// shows it.
    @Test func aCancelledLoadsErrorIsShownWhenTheViewReturns() {
        let run = RealAppReadingsTests.check(Self.friends, file: "FriendsListScreen.swift")
        #expect(run.status == .expectationFailed)
        let trace = [
            "error: [silentCancellation] FriendsListScreen: expected to hold, but it is violated (the screen shows errorView(CancellationError): a CancellationError is shown to the user)",
            "   1. assume_isNetworkConnected  (invisible) → (invisible)",
            "      assumed: isNetworkConnected is true — FriendsListScreen.swift:55",
            "   2. load                       (invisible) → spinner",
            "   3. cancel                     spinner → (invisible)",
            "   4. load                       (invisible) → spinner",
            "   5. fail friends@1             spinner → errorView(CancellationError)",
        ].map { $0 + "\n" }.joined()
        #expect(run.stdout.contains(trace), "\(run.stdout)")
    }
}
