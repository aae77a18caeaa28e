import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Loadable<[String: Double]>`: a generic loading enum of the folder bound
/// to a type the model has no values of (a dictionary, an array of enums,
/// a type of another module). What its case holds is data the screen does
/// not read, so the parameter is erased to Value, as a data struct is.
/// Before, the screen was refused ("the generic parameter 'T' of
/// 'Loadable' is bound to a type that is not understood").
@Suite struct GenericDataBindingTests {
    static let rates = """
        import SwiftUI

        enum Loadable<T> {
            case idle
            case loading
            case loaded(T)
            case failed(Error)
        }

        protocol RatesAPI {
            func rates() async throws -> [String: Double]
        }

        struct RatesScreen: View {
            let api: any RatesAPI
            @State private var rates: Loadable<[String: Double]> = .idle

            var body: some View {
                Group {
                    switch rates {
                    case .idle, .loading:
                        ProgressView()
                    case .loaded(let rates):
                        RatesList(rates: rates)
                    case .failed(let error):
                        ErrorView(error: error) {
                            Task { await load() }
                        }
                    }
                }
                .task { await load() }
            }

            private func load() async {
                rates = .loading
                do {
                    rates = .loaded(try await api.rates())
                } catch {
                    rates = .failed(error)
                }
            }
        }
        """

    /// The same states, transitions and verdicts as the enum bound to a
    /// data struct of the folder holding the dictionary.
    @Test func aGenericParameterBoundToDataTheModelDoesNotReadIsValue() throws {
        let precise = Self.rates
            .replacingOccurrences(of: "[String: Double]", with: "RateTable")
            .replacingOccurrences(of: "protocol RatesAPI {", with: "struct RateTable: Decodable {\n    let rates: [String: Double]\n}\n\nprotocol RatesAPI {")
        #expect(precise.contains("struct RateTable"))
        let rules = RealAppReadingsTests.translate(Self.rates).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("generic parameter T of Loadable is bound to [String: Double], of which the model has no values: erased to Value, data the screen does not read"), "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.rates) == RealAppReadingsTests.outcome(precise))
    }
}
