import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A reachability check written with SystemConfiguration's C functions,
/// which write a local through `&flags`: the method changes nothing of the
/// screen, so what it returns is opaque and a test of it both ways.
@Suite struct LocalInoutTests {
    static let splash = """
        import SwiftUI
        import SystemConfiguration

        protocol AuthService {
            func currentUser() async throws -> [String]
        }

        @MainActor
        final class SplashViewModel: ObservableObject {
            @Published var showsOfflineAlert = false
            @Published var isLoading = false
            private let service: any AuthService

            init(service: any AuthService) { self.service = service }

            private var isNetworkReachable: Bool {
                checkReachability()
            }

            private func checkReachability() -> Bool {
                if let reachability = SCNetworkReachabilityCreateWithName(nil, "www.apple.com") {
                    var flags = SCNetworkReachabilityFlags()
                    SCNetworkReachabilityGetFlags(reachability, &flags)
                    return flags.contains(.reachable)
                }
                return false
            }

            func start() async {
                if isNetworkReachable {
                    isLoading = true
                    _ = try? await service.currentUser()
                    isLoading = false
                } else {
                    showsOfflineAlert = true
                }
            }
        }

        struct SplashView: View {
            @StateObject var viewModel: SplashViewModel

            var body: some View {
                ZStack {
                    if viewModel.isLoading { ProgressView() }
                }
                .task { await viewModel.start() }
                .alert("Offline", isPresented: $viewModel.showsOfflineAlert) { Button("OK") { } }
            }
        }
        """

    /// `if isNetworkReachable` is the assumption `checkReachability()`: the
    /// offline alert and the request are both explored (the request of two
    /// appearances may be in flight at once, as `.task` restarts it).
    @Test func aMethodWritingOnlyALocalThroughInoutChangesNothing() throws {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.splash)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "the method checkReachability computes what the model does not read and changes nothing: what it returns is opaque (tests of it are assumptions)") == true)
        let text = RealAppReadingsTests.modelText(Self.splash)
        #expect(text.contains("func isNetworkReachable() -> Bool {\n    return assume_checkReachability\n}"))
        let outcome = try RealAppReadingsTests.outcome(Self.splash)
        #expect(outcome.verdicts["singleFlight"] == .violated)
    }
}
