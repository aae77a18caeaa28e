import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `current = season`, a row written to a property holding a struct of data
/// whose fields the screen reads (`current.isWatched`): the property holds
/// a value the screen does not decide, so it is read opaque, as a property
/// of data, a count or text is. Before, such a struct was taken for loading
/// state and the assignment refused ("'season' is a value the model does
/// not read").
@Suite struct DataStructPropertyTests {
    static let seasons = """
        import SwiftUI

        struct Episode: Hashable, Decodable {
            let number: Int
        }

        struct Season: Identifiable, Hashable, Decodable {
            let id: Int
            let title: String
            let episodes: [Episode]
            let isWatched: Bool
        }

        protocol SeasonsAPI {
            func seasons(showID: Int) async throws -> [Season]
            func currentSeason(showID: Int) async throws -> Season
        }

        struct SeasonPickerScreen: View {
            let api: any SeasonsAPI
            let showID: Int
            @State private var seasons: [Season]?
            @State private var current: Season?

            var body: some View {
                List {
                    if let current {
                        Text(current.title)
                        if current.isWatched {
                            Text("Watched")
                        }
                    }
                    ForEach((seasons ?? []).filter { $0 != current }) { season in
                        Button(season.title) {
                            current = season
                        }
                    }
                }
                .task {
                    seasons = try? await api.seasons(showID: showID)
                    current = try? await api.currentSeason(showID: showID)
                }
            }
        }
        """

    /// The same states, transitions and verdicts as the property given by
    /// the parent (an input, opaque from the start), its writes dropped.
    @Test func aDataStructPropertyGivenARowIsOpaque() throws {
        let precise = Self.seasons
            .replacingOccurrences(of: "    @State private var current: Season?", with: "    let current: Season?")
            .replacingOccurrences(of: "            current = season\n", with: "            _ = season\n")
            .replacingOccurrences(of: "    current = try? await api.currentSeason", with: "    _ = try? await api.currentSeason")
        #expect(!precise.contains("current = "))
        let rules = RealAppReadingsTests.translate(Self.seasons).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the property current is opaque (it is assigned a value the screen does not decide, line 35): tests of it are assumptions, writes to it are not read"), "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.seasons) == RealAppReadingsTests.outcome(precise))
    }
}
