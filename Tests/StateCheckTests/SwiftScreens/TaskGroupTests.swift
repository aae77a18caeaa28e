import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `await withTaskGroup(of: Void.self) { group in group.addTask { … } }`: a
/// task group is a bag of children local to the code around, and its end
/// waits for every child. Before, the group was read as a helper that runs
/// its closure once or not at all: its children were unstructured tasks the
/// code did not wait for (the spinner went away while they ran), and a loop
/// adding children was dropped with its calls.
@Suite struct TaskGroupTests {
    static let sync = """
        import SwiftUI

        protocol SyncClient {
            func uploadDrafts() async throws
            func downloadInbox() async throws
        }

        @MainActor
        final class SyncViewModel: ObservableObject {
            @Published private(set) var isSyncing = false
            @Published private(set) var uploadFailed = false
            private let client: SyncClient

            init(client: SyncClient) {
                self.client = client
            }

            func sync() async {
                isSyncing = true
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { await self.upload() }
                    group.addTask { try? await self.client.downloadInbox() }
                }
                isSyncing = false
            }

            private func upload() async {
                do {
                    try await client.uploadDrafts()
                } catch {
                    uploadFailed = true
                }
            }
        }

        struct SyncScreen: View {
            @StateObject var viewModel: SyncViewModel

            var body: some View {
                VStack {
                    if viewModel.isSyncing {
                        ProgressView()
                    }
                    if viewModel.uploadFailed {
                        Text("Some drafts were not uploaded")
                    }
                    Button("Sync") {
                        Task { await viewModel.sync() }
                    }
                    .disabled(viewModel.isSyncing)
                }
            }
        }
        """

    /// The group reads as the same screen written with two kept handles
    /// awaited one after the other (`let uploading = Task { … }`, `await
    /// uploading.value`): the same states, transitions and verdicts.
    @Test func aTaskGroupWaitsForEveryChild() throws {
        let handles = Self.sync.replacingOccurrences(of: """
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { await self.upload() }
                        group.addTask { try? await self.client.downloadInbox() }
                    }
            """, with: """
                    let uploading = Task { await self.upload() }
                    let downloading = Task { try? await self.client.downloadInbox() }
                    await uploading.value
                    await downloading.value
            """)
        #expect(handles != Self.sync)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.sync)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(ModelPrinter.print(screen.model).text.contains("""
                var group: [Task<Void, Never>] = []
                group.append(Task {
                    await upload()
                })
                group.append(Task {
                    try? await downloadInbox()
                })
                for t in group {
                    await t.value
                }
                isSyncing = false
            """), "\(ModelPrinter.print(screen.model).text)")
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "withTaskGroup { group in … }: each group.addTask { … } starts a child kept in the group, and the group's end waits for every child; a child is not cancelled with the group's task (its calls answer as a running task's)"))
        let read = try RealAppReadingsTests.outcome(Self.sync)
        #expect(read == (try RealAppReadingsTests.outcome(handles)))
        #expect(read.states == 16 && read.transitions == 50, "\(read)")
    }

    static let attachments = """
        import SwiftUI

        struct Attachment: Identifiable, Decodable {
            let id: String
            let name: String
            let isDownloaded: Bool
        }

        protocol AttachmentClient {
            func attachments() async throws -> [Attachment]
            func download(id: String) async throws
        }

        @MainActor
        final class AttachmentsViewModel: ObservableObject {
            @Published private(set) var attachments: [Attachment] = []
            @Published private(set) var isLoading = false
            @Published private(set) var isDownloading = false
            @Published private(set) var failedDownloads = 0
            private let client: AttachmentClient

            init(client: AttachmentClient) {
                self.client = client
            }

            func load() async {
                isLoading = true
                attachments = (try? await client.attachments()) ?? []
                isLoading = false
            }

            func downloadMissing() async {
                isDownloading = true
                await withTaskGroup(of: Void.self) { group in
                    for attachment in attachments.filter({ !$0.isDownloaded }) {
                        group.addTask {
                            await self.download(attachment)
                        }
                    }
                }
                isDownloading = false
            }

            private func download(_ attachment: Attachment) async {
                do {
                    try await client.download(id: attachment.id)
                } catch {
                    failedDownloads += 1
                }
            }
        }

        struct AttachmentsScreen: View {
            @StateObject var viewModel: AttachmentsViewModel

            var body: some View {
                List(viewModel.attachments) { attachment in
                    Text(attachment.name)
                }
                .overlay {
                    if viewModel.isLoading || viewModel.isDownloading {
                        ProgressView()
                    }
                }
                .task {
                    await viewModel.load()
                    await viewModel.downloadMissing()
                }
            }
        }
        """

    /// A loop adding a child per element of the screen's data (a filter of
    /// it) is the data loop: each turn the environment's choice, then a child.
    @Test func aLoopAddingChildrenIsReadAsTheDataLoop() {
        let text = RealAppReadingsTests.modelText(Self.attachments)
        #expect(text.contains("""
                var group: [Task<Void, Never>] = []
                while !(await nextAttachment()).isEmpty {
                    group.append(Task {
                        await download()
                    })
                }
                for t in group {
                    await t.value
                }
            """), "\(text)")
    }

    /// A statement the translation does not read, whose closure awaits
    /// (`queue.enqueue { await self.download(attachment) }` in a loop of
    /// synchronous code), is refused: dropped, its calls were lost.
    @Test func aLoopWhoseClosureAwaitsIsNotDropped() {
        let queued = Self.attachments
            .replacingOccurrences(of: """
                func downloadMissing() async {
                    isDownloading = true
                    await withTaskGroup(of: Void.self) { group in
                        for attachment in attachments.filter({ !$0.isDownloaded }) {
                            group.addTask {
                                await self.download(attachment)
                            }
                        }
                    }
                    isDownloading = false
                }
            """, with: """
                func downloadMissing() {
                    for attachment in attachments {
                        queue.enqueue {
                            await self.download(attachment)
                        }
                    }
                }
            """)
            .replacingOccurrences(of: "    private let client: AttachmentClient\n", with: "    private let client: AttachmentClient\n    private let queue = DownloadQueue()\n")
            .replacingOccurrences(of: "            await viewModel.downloadMissing()", with: "            viewModel.downloadMissing()")
        #expect(queued.contains("queue.enqueue {") && queued.contains("            viewModel.downloadMissing()"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(queued)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("'for attachment in' over api data is not modelled yet (a Value's pages are opaque: how many elements it has is not known); the screen is not checked") }, "\(diagnostics)")
    }
}
