import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A design system's loading overlay: a `ViewModifier` whose body stacks
/// the content and a spinner (`ZStack { content.opacity(…).disabled(…);
/// if isLoading { LoadingIndicator() } }`), applied through an `extension
/// View` method, as apps with a package of shared views write it.
@Suite struct OverlayModifierTests {
    static let sync = """
        import SwiftUI

        protocol SyncAPI {
            func sync() async throws
        }

        struct LoadingOverlayModifier: ViewModifier {
            let isLoading: Bool

            func body(content: Content) -> some View {
                ZStack {
                    content
                        .opacity(isLoading ? 0.5 : 1)
                        .disabled(isLoading)
                    if isLoading {
                        LoadingIndicator()
                    }
                }
                .animation(.default, value: isLoading)
            }
        }

        private struct LoadingIndicator: View {
            var body: some View {
                Circle()
                    .frame(width: 50, height: 50)
            }
        }

        extension View {
            func loadingOverlay(if isLoading: Bool) -> some View {
                modifier(LoadingOverlayModifier(isLoading: isLoading))
            }
        }

        struct SyncScreen: View {
            let api: any SyncAPI
            @State private var syncTask: Task<Void, Never>?
            @State private var failed = false

            private var isLoading: Bool { syncTask != nil }

            var body: some View {
                VStack {
                    if failed { Text("Sync failed") }
                    Button("Sync") { startSync() }
                }
                .loadingOverlay(if: isLoading)
            }

            private func startSync() {
                syncTask = Task {
                    do {
                        try await api.sync()
                        failed = false
                    } catch {
                        failed = true
                    }
                    syncTask = nil
                }
            }
        }
        """

    /// The modifier's body is the content with the other views of its
    /// stack over it: the same states, transitions and verdicts as the
    /// screen that writes `.disabled(isLoading).overlay { if isLoading {
    /// LoadingIndicator() } }` itself, the spinner shown and the button
    /// disabled while the sync runs.
    @Test func aStackAroundContentIsContentWithAnOverlay() throws {
        let precise = Self.sync.replacingOccurrences(of: ".loadingOverlay(if: isLoading)",
                                                     with: ".disabled(isLoading)\n        .overlay {\n            if isLoading {\n                LoadingIndicator()\n            }\n        }")
        #expect(precise != Self.sync)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.sync)
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("    if isLoading() {\n        spinner\n    }\n"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.sync) == RealAppReadingsTests.outcome(precise))
    }
}
