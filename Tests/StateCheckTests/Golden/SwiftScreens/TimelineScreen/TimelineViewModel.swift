import Observation

struct Post: Identifiable, Hashable, Decodable {
    let id: Int
    let author: String
    let body: String
}

@Observable
@MainActor
final class TimelineViewModel {
    private(set) var state: PagedState<[Post], any Error> = .idle

    func refresh() async {
        guard !state.isBusy else { return }
        state.beginReload()
        do {
            state = .success(try await TimelineAPI.fetchPosts(after: 0, limit: 30))
        } catch {
            state = state.pages.map { .reLoadingFailure($0, error) } ?? .loadingFailure(error)
        }
    }

    func loadNextPage() async {
        guard !state.isBusy else { return }
        guard let posts = state.pages, let last = posts.last else { return }
        state.beginNextPage()
        do {
            let older = try await TimelineAPI.fetchPosts(after: last.id, limit: 30)
            state = .success(posts + older)
        } catch {
            state = .pagingFailure(posts, error)
        }
    }
}
