import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.disabled(viewModel.isSaving)` on the screen's own view (here the
/// `Button` that is the whole body) was read as presentation: the button
/// could be tapped while its request was in flight, and `singleFlight`
/// reported a double tap the real screen does not allow. Now every button
/// the modifier wraps is disabled while its condition holds, as a
/// `.disabled` on the button itself is read.
@Suite struct RootDisabledTests {
    /// The favorite button of ``CallAsFunctionTests``, its use case called
    /// by a method name.
    static let favorite = CallAsFunctionTests.favorite
        .replacingOccurrences(of: "func callAsFunction(movie: Movie)", with: "func execute(movie: Movie)")
        .replacingOccurrences(of: "        toggleFavoriteUseCase(movie: movie)\n", with: "        toggleFavoriteUseCase.execute(movie: movie)\n")

    /// The screen reads as the one whose button carries the `.disabled`
    /// itself, inside a `VStack`: the same states, transitions and verdicts.
    /// The button is disabled from the tap until the answer, so no second
    /// request starts while one is in flight.
    @Test func aDisabledScreenViewDisablesItsButtons() throws {
        let twin = Self.favorite.replacingOccurrences(of: """
                    Button {
                        viewModel.toggle(movie: movie)
                    } label: {
                        Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
                    }
                    .disabled(viewModel.isSaving)
            """, with: """
                    VStack {
                        Button {
                            viewModel.toggle(movie: movie)
                        } label: {
                            Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
                        }
                        .disabled(viewModel.isSaving)
                    }
            """)
        #expect(twin.contains("VStack {") && Self.favorite.contains("execute(movie: movie)"))
        #expect(RealAppReadingsTests.modelText(Self.favorite).contains("button(\"button\", disabled: isSaving)"))
        let read = try RealAppReadingsTests.outcome(Self.favorite)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 12 && read.transitions == 28, "\(read)")
        #expect(read.verdicts["singleFlight"] == .holds)
    }
}
