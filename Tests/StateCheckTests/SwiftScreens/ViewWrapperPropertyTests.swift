import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Button("Delete") { … }.backport.buttonBorderShape(.capsule)`: a property
/// of the folder's `extension View` wraps the view in a value of another type
/// (`var backport: Backport<Self> { Backport(content: self) }`), whose
/// methods return the view modified where the system has the modifier. The
/// chain was read as an expression, not a view, and refused ("a call with a
/// trailing closure is not understood here").
@Suite struct ViewWrapperPropertyTests {
    static let devices = """
        import SwiftUI

        struct Device: Identifiable, Sendable {
            let id: String
            let name: String
        }

        protocol DeviceService: Sendable {
            func devices() async throws -> [Device]
            func delete(ids: [String]) async throws
        }

        @MainActor
        final class DevicesViewModel: ObservableObject {
            @Published private(set) var devices: [Device] = []
            @Published private(set) var isLoading = false
            private let service: DeviceService

            init(service: DeviceService) {
                self.service = service
            }

            func refresh() async {
                isLoading = true
                defer { isLoading = false }
                devices = (try? await service.devices()) ?? []
            }
        }

        struct DevicesView: View {
            @StateObject var viewModel: DevicesViewModel
            @State private var isEditing = false
            @State private var isPresentingDeleteConfirmation = false

            var body: some View {
                List {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                    ForEach(viewModel.devices) { device in
                        Text(device.name)
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        if isEditing {
                            Button("Delete", role: .destructive) {
                                isPresentingDeleteConfirmation = true
                            }
                            .backport
                            .buttonBorderShape(.capsule)
                        }
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button(isEditing ? "Done" : "Edit") {
                            isEditing.toggle()
                        }
                    }
                }
                .task { await viewModel.refresh() }
            }
        }

        struct Backport<Content: View> {
            let content: Content
        }

        extension View {
            var backport: Backport<Self> {
                Backport(content: self)
            }
        }

        extension Backport {
            @ViewBuilder
            func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
                if #available(iOS 17, *) {
                    content.buttonBorderShape(shape)
                } else {
                    content
                }
            }
        }
        """

    static let wrapped = """
                            .backport
                            .buttonBorderShape(.capsule)

        """

    /// The twin leaves out the wrapper and its modifier, which only styles
    /// the button: the same states, transitions and verdicts (a refresh that
    /// comes back while the first is in flight: `singleFlight` violated).
    @Test func aViewWrapperPropertyHandsOnTheViewItWraps() throws {
        #expect(Self.devices.contains(Self.wrapped))
        let twin = Self.devices.replacingOccurrences(of: Self.wrapped, with: "")
        let read = try RealAppReadingsTests.outcome(Self.devices)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// A property of `extension View` that is itself a view (`var card:
    /// some View`) is no wrapper: the chain stays refused as before.
    @Test func aPropertyThatIsAViewIsNoWrapper() {
        let viewProperty = Self.devices.replacingOccurrences(of: "    var backport: Backport<Self> {\n        Backport(content: self)\n    }",
                                                             with: "    var backport: some View {\n        self\n    }")
        #expect(viewProperty != Self.devices)
        let (screens, diagnostics) = RealAppReadingsTests.translate(viewProperty)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("a call with a trailing closure is not understood here") }, "\(diagnostics)")
    }
}
