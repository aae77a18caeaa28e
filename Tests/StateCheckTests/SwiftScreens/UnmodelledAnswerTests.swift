import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An api whose declaration answers a value an api has no values of (a
/// `String`, an `Int`) was refused ("an api returns 'Value' … or
/// nothing"), where the same call of a method the folder does not declare
/// was read as answering a Value. Both are read alike now: the answer is
/// data the screen does not read (hdrezka's `GetVersionUseCase`, whose
/// `callAsFunction` answers `AnyPublisher<String, Error>`).
@Suite struct UnmodelledAnswerTests {
    static let root = """
        import Combine
        import FactoryKit
        import SwiftUI

        protocol AppInfoRepository {
            func latestVersion() -> AnyPublisher<String, Error>
            func releaseNotes() async throws -> String
        }

        struct GetVersionUseCase {
            private let repository: AppInfoRepository

            init(repository: AppInfoRepository) {
                self.repository = repository
            }

            func callAsFunction() -> AnyPublisher<String, Error> {
                repository.latestVersion()
            }
        }

        struct RootView: View {
            @Injected(\\.getVersionUseCase) private var getVersionUseCase
            @Injected(\\.appInfoRepository) private var appInfo: AppInfoRepository
            @AppStorage("releaseNotes") private var releaseNotes = ""
            @AppStorage("lastVersion") private var lastVersion = ""
            @State private var subscriptions: Set<AnyCancellable> = []
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if isLoading {
                        ProgressView()
                    }
                    Text("Home")
                }
                .onAppear {
                    isLoading = true
                    getVersionUseCase()
                        .receive(on: DispatchQueue.main)
                        .sink { _ in
                            isLoading = false
                        } receiveValue: { version in
                            lastVersion = version
                        }
                        .store(in: &subscriptions)
                }
                .task {
                    do {
                        releaseNotes = try await appInfo.releaseNotes()
                    } catch {
                        releaseNotes = ""
                    }
                }
            }
        }
        """

    /// The screen reads as the one whose repository and use case are types
    /// of another module (not declared in the folder): the same model text,
    /// states, transitions and verdicts.
    @Test func anAnswerAnApiHasNoValuesOfIsAValue() throws {
        let start = try #require(Self.root.range(of: "protocol AppInfoRepository {"))
        let end = try #require(Self.root.range(of: "struct RootView: View {"))
        let twin = Self.root.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")
        #expect(!twin.contains("struct GetVersionUseCase") && twin.contains("struct RootView: View {"))
        let text = RealAppReadingsTests.modelText(Self.root)
        #expect(text.contains("api releaseNotes() -> Value nonempty\n") && text.contains("api getVersionUseCase() -> Value nonempty\n"), "\(text)")
        #expect(text == RealAppReadingsTests.modelText(twin))
        let read = try RealAppReadingsTests.outcome(Self.root)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 55 && read.transitions == 261, "\(read)")
    }
}
