import StateCheckCommands
import Testing

/// `let observer = NotificationCenter.default.addObserver(forName:object:queue:) { [weak self] _ in … }`
/// in a view model's initializer (a list that refetches when another screen
/// changes it): the closure is an event the environment sends whenever it
/// likes, the token it returns a value of another module.
@Suite struct NotificationObserverTests {
    static let friends = """
        import SwiftUI

        extension Notification.Name {
            static let friendsDidChange = Notification.Name("friendsDidChange")
        }

        protocol FriendsService {
            func friends() async throws -> [String]
        }

        @MainActor
        final class FriendsViewModel: ObservableObject {
            @Published var friends: [String] = []
            @Published var isLoading = false
            private var observers: [NSObjectProtocol] = []
            private let service: any FriendsService

            init(service: any FriendsService) {
                self.service = service
                let observer = NotificationCenter.default.addObserver(
                    forName: .friendsDidChange, object: nil, queue: .main
                ) { [weak self] _ in
                    guard let self = self else { return }
                    Task { await self.fetchFriends() }
                }
                observers.append(observer)
            }

            func fetchFriends() async {
                isLoading = true
                do {
                    friends = try await service.friends()
                } catch {
                    friends = []
                }
                isLoading = false
            }
        }

        struct FriendsView: View {
            @StateObject var viewModel: FriendsViewModel

            var body: some View {
                List(viewModel.friends, id: \\.self) { Text($0) }
                    .overlay { if viewModel.isLoading { ProgressView() } }
                    .task { await viewModel.fetchFriends() }
            }
        }
        """

    /// A notification that arrives while the first fetch is in flight starts
    /// a second one: two requests at once, in two steps.
    @Test func aNotificationObserverKeptInALocalIsAnEvent() {
        let run = RealAppReadingsTests.check(Self.friends, file: "Friends.swift")
        #expect(run.status == .expectationFailed)
        #expect(run.stdout.contains("error: [singleFlight] FriendsView: expected to hold, but it is violated (two calls of friendsServiceFriends are in flight at once)\n"
            + "   1. load                 (invisible) → content([]) + spinner\n"
            + "   2. addObserverCallback  content([]) + spinner → content([]) + spinner\n"))
        #expect(!(run.stdout + run.stderr).contains("not understood"))
    }
}
