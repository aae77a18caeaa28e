import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view of the folder handed the screen's view model where the screen's
/// components are not read (a `.navigationDestination`, a `.sheet`):
/// `RoomView(store: store)`, whose `@ObservedObject var store` reaches the
/// screen's state. It was refused ("is read as content of the data it is
/// given only when it presents that data"). It is read as a view whose code
/// is not read is, given the view model: while it is shown it may call any
/// method of the view model that code mentions, and set the properties its
/// code writes (here none: the `lastError` it never assigns is no binding).
@Suite struct HandedViewModelChildTests {
    static let lobby = """
        import SwiftUI

        enum RoomState {
            case idle
            case joining
            case joined
            case failed
        }

        protocol RoomServicing {
            func join(roomID: Int) async throws
        }

        @MainActor
        final class RoomStore: ObservableObject {
            @Published private(set) var state: RoomState = .idle
            @Published var lastError: Error?
            private let service: RoomServicing

            init(service: RoomServicing) {
                self.service = service
            }

            func join() async {
                state = .joining
                do {
                    try await service.join(roomID: 1)
                    state = .joined
                } catch {
                    lastError = error
                    state = .failed
                }
            }

            func leave() {
                state = .idle
            }
        }

        struct LobbyView: View {
            @ObservedObject var store: RoomStore
            @State private var showsRoom = false

            var body: some View {
                VStack {
                    if store.state == .joining {
                        ProgressView()
                    }
                    Button("Enter") { showsRoom = true }
                }
                .navigationDestination(isPresented: $showsRoom) {
                    RoomView(store: store)
                }
                .task { await store.join() }
            }
        }

        struct RoomView: View {
            @ObservedObject var store: RoomStore

            var body: some View {
                VStack {
                    Text(store.state == .joined ? "In the room" : "Waiting")
                    Button("Leave") { store.leave() }
                    Button("Retry") { Task { await store.join() } }
                }
            }
        }
        """

    /// The twin shows in place what RoomView does through the store: its
    /// two buttons. The same states, transitions and verdicts.
    @Test func aFolderViewGivenTheViewModelCallsWhatItsCodeMentions() throws {
        let twin = Self.lobby.replacingOccurrences(
            of: "            RoomView(store: store)\n",
            with: "            VStack {\n                Button(\"Leave\") { store.leave() }\n                Button(\"Retry\") { Task { await store.join() } }\n            }\n")
        #expect(twin != Self.lobby)
        let read = try RealAppReadingsTests.outcome(Self.lobby)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
        let (screens, _) = RealAppReadingsTests.translate(Self.lobby)
        #expect(screens.first?.model.name == "LobbyView")
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "'RoomView' is given the view model store: while it is shown, it may call any of the 2 methods it can reach (its action) and set any of the 0 properties its code writes (as if given bindings to them)") == true)
    }
}
