import SwiftUI

/// Shows a `Loadable` the caller owns: a spinner while it loads, the
/// caller's content once loaded, an error with a retry link on failure.
struct AsyncContentView<T, Content: View>: View {
    @Binding private var state: Loadable<T>
    private let load: () async throws -> T
    private let content: (T) -> Content

    init(
        state: Binding<Loadable<T>>,
        load: @escaping () async throws -> T,
        @ViewBuilder content: @escaping (T) -> Content
    ) {
        self._state = state
        self.load = load
        self.content = content
    }

    var body: some View {
        Group {
            switch state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let value):
                content(value)
            case .failed(let error):
                RetryErrorView(error: error) {
                    Task { await reload() }
                }
            }
        }
        .task {
            await reload()
        }
    }

    private func reload() async {
        if state.isLoading { return }
        state = .loading
        do {
            state = .loaded(try await load())
        } catch {
            state = .failed(error)
        }
    }
}

struct RetryErrorView: View {
    let error: any Error
    let retry: () -> Void

    var body: some View {
        VStack(spacing: 8) {
            Text(error.localizedDescription)
            Button("Try again", action: retry)
        }
    }
}
