import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.task(id: geo.size) { await generateSnapshot(width: geo.size.width) }`
/// inside `GeometryReader { geo in … }`: the geometry is a value the model
/// does not have, so the task's id is a value the screen does not decide
/// (the task restarts whenever it changes, at any time) and the argument
/// read from it is opaque. Before, the screen was refused ("cannot find
/// 'geo' in scope").
@Suite struct GeometryValueTests {
    /// A map snapshot rendered for the width the view is given.
    static let snapshot = """
        import SwiftUI

        struct MapModel: Codable, Equatable {
            let latitude: Double
            let longitude: Double
        }

        final class SnapshotService {
            func snapshot(width: Double) async throws -> [MapModel] { [] }
        }

        struct MapSnapshotView: View {
            let mapModel: MapModel
            @State private var snapshots: [MapModel] = []
            @State private var isLoading = false
            private let service = SnapshotService()

            var body: some View {
                GeometryReader { geo in
                    VStack {
                        if isLoading {
                            ProgressView()
                        }
                        ForEach(snapshots, id: \\.latitude) { snapshot in
                            Text("\\(snapshot.latitude)")
                        }
                    }
                    .task(id: geo.size) {
                        await generateSnapshot(width: geo.size.width)
                    }
                }
            }

            private func generateSnapshot(width: Double) async {
                isLoading = true
                snapshots = (try? await service.snapshot(width: width)) ?? []
                isLoading = false
            }
        }
        """

    /// Its twin watches an input of the screen instead, which the screen does
    /// not decide either: the same states, transitions and verdicts.
    @Test func aTaskWatchingTheGeometryRestartsAtAnyTime() throws {
        let twin = Self.snapshot
            .replacingOccurrences(of: ".task(id: geo.size) {", with: ".task(id: mapModel) {")
            .replacingOccurrences(of: "await generateSnapshot(width: geo.size.width)", with: "await generateSnapshot(width: mapModel.latitude)")
        #expect(twin != Self.snapshot)
        #expect(try RealAppReadingsTests.outcome(Self.snapshot) == (try RealAppReadingsTests.outcome(twin)))
        let rules = RealAppReadingsTests.translate(Self.snapshot).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains(".task(id: geo.size) watches a value the screen does not decide: the task starts as the view appears and restarts whenever the step 'assume_geo_size_changes' flips its id"), "\(rules)")
    }
}
