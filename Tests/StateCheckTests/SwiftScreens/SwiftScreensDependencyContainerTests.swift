import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view model that reaches its client through a dependency container
/// (`dependencies.applianceClient.appliances()`), as apps that inject one
/// object holding every client write it. The screen's `body` is a bare
/// `switch`, with no root view around it, which is read as the view too.
@Suite struct SwiftScreensDependencyContainerTests {
    /// The one screen of ``source(holder:call:extra:)``.
    static func screen(holder: String, call: String) throws -> TranslatedScreen {
        try SwiftScreensPresentationTests.screen(source(holder: holder, call: call))
    }

    /// A screen whose view model holds `holder` and loads with `call`; the
    /// container has the further members `extra`.
    static func source(holder: String, call: String, extra: String = "") -> String {
        """
        import SwiftUI

        struct Appliance: Identifiable, Hashable {
            let id: Int
        }

        protocol ApplianceClient {
            func appliances() async throws -> [Appliance]
        }

        protocol AnalyticsClient {
            func track(_ event: String) async
        }

        final class Dependencies {
            let applianceClient: ApplianceClient
            let analytics: AnalyticsClient
            \(extra)

            init(applianceClient: ApplianceClient, analytics: AnalyticsClient) {
                self.applianceClient = applianceClient
                self.analytics = analytics
            }
        }

        @MainActor
        final class AppliancesModel: ObservableObject {
            enum Phase {
                case loading
                case loaded([Appliance])
                case failed
            }

            @Published private(set) var phase: Phase = .loading
            \(holder)

            init(dependencies: Dependencies) {
                self.dependencies = dependencies
            }

            func load() async {
                phase = .loading
                do {
                    phase = .loaded(try await \(call))
                } catch {
                    phase = .failed
                }
            }
        }

        struct AppliancesScreen: View {
            @StateObject var model: AppliancesModel

            var body: some View {
                switch model.phase {
                case .loading:
                    ProgressView()
                        .task { await model.load() }
                case .loaded(let appliances):
                    List(appliances) { appliance in
                        Text("Appliance")
                    }
                case .failed:
                    Button("Retry") {
                        Task { await model.load() }
                    }
                }
            }
        }
        """
    }

    /// Through the container or held directly, the client is the same
    /// environment: the designs are equal, and the api keeps the method's name.
    @Test func aClientInADependencyContainerIsTheEnvironment() throws {
        let contained = try Self.screen(holder: "private let dependencies: Dependencies", call: "dependencies.applianceClient.appliances()")
        let direct = try Self.screen(
            holder: "private let dependencies: ApplianceClient", call: "dependencies.appliances()")
        #expect(contained.model.apis.map(\.name) == ["appliances"])
        #expect(direct.model.apis.map(\.name) == ["appliances"])
        let a = try DesignOutcome.of(ModelSystem.compile(model: contained.model, file: contained.file))
        let b = try DesignOutcome.of(ModelSystem.compile(model: direct.model, file: direct.file))
        #expect(a == b)
    }

    /// A container that also keeps state of its own (a `var`) is no mere
    /// holder of clients: it is a value the screen does not decide (opaque,
    /// its async call an api); strictly an error.
    @Test func aContainerWithStateIsNotTheEnvironment() throws {
        let source = Self.source(holder: "private let dependencies: Dependencies", call: "dependencies.applianceClient.appliances()", extra: "var lastRefresh = 0")
        let (read, _) = SwiftScreensPresentationTests.translated(source)
        let screen = try #require(read.first)
        #expect(screen.model.apis.map(\.name) == ["appliances"])
        #expect(screen.summary.abstractions.map(\.rule).contains {
            $0.hasPrefix("the property dependencies is opaque (it holds an instance of the class 'Dependencies' given to init")
        }, "\(screen.summary.abstractions.map(\.rule))")
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "35:5: the property 'dependencies' holds an instance of the class 'Dependencies' given to init, which is neither a client (a protocol, a type named …Client, …Service, …Repository or …API) "
                + "nor a container that only holds clients in 'let's; list 'Dependencies' under \"environment\" in statecheck.json if its methods are the screen's environment",
        ])
        // Listed as the diagnostic says, its client is read as before.
        let file = SwiftParser.parse(source, file: "/tmp/Container/Screen.swift")
        var configuration = ScreenConfiguration()
        configuration.environment.append("Dependencies")
        let listed = ScreenTranslator(module: SwiftModule(files: [file]), configuration: configuration).translate()
        #expect(listed.diagnostics == [])
        #expect(listed.screens.first?.model.apis.map(\.name) == ["appliances"])
    }
}
