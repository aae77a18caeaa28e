import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An action chosen by a condition between two methods of the screen
/// (`action: phase == .ready ? startBattle : requestBattle`), handed to a
/// button of the folder and to a SwiftUI `Button`.
@Suite struct ChosenActionTests {
    static let battle = """
        import SwiftUI

        protocol BattleAPI {
            func start() async throws
            func request() async throws
        }

        enum Phase {
            case idle
            case ready
            case waiting
        }

        struct CapsuleButton: View {
            let title: String
            let action: () -> Void

            var body: some View {
                Button(title) { action() }
            }
        }

        struct BattleSetupView: View {
            let api: any BattleAPI
            @State private var phase: Phase = .idle

            var body: some View {
                VStack {
                    if phase == .waiting { ProgressView() }
                    CapsuleButton(title: "Start", action: phase == .ready ? startBattle : requestBattle)
                    Button(action: phase == .idle ? requestBattle : startBattle) { Text("Go") }
                }
            }

            func startBattle() {
                phase = .waiting
                Task {
                    do { try await api.start() } catch { }
                    phase = .idle
                }
            }

            func requestBattle() {
                phase = .waiting
                Task {
                    do { try await api.request() } catch { }
                    phase = .ready
                }
            }
        }
        """

    /// The same screen with each action written as the closure that tests
    /// the condition when it runs.
    static let closures = battle
        .replacingOccurrences(of: "action: phase == .ready ? startBattle : requestBattle)",
                              with: "action: { if phase == .ready { startBattle() } else { requestBattle() } })")
        .replacingOccurrences(of: "Button(action: phase == .idle ? requestBattle : startBattle) { Text(\"Go\") }",
                              with: "Button(action: { if phase == .idle { requestBattle() } else { startBattle() } }) { Text(\"Go\") }")

    /// SwiftUI draws the view again whenever `phase` changes, so the action
    /// a tap runs is the one the condition chooses in the state tapped.
    @Test func anActionChosenByAConditionIsTheClosureTestingIt() throws {
        #expect(Self.closures != Self.battle)
        let (_, diagnostics) = RealAppReadingsTests.translate(Self.battle)
        #expect(diagnostics == [])
        #expect(try RealAppReadingsTests.outcome(Self.battle) == RealAppReadingsTests.outcome(Self.closures))
    }

    /// One branch written as a closure in place (`: { requestBattle() }`),
    /// which was refused as a closure property the screen does not pass: the
    /// same closure testing the condition.
    @Test func anActionChosenBetweenAMethodAndAClosureIsTheClosureTestingIt() throws {
        let literal = Self.battle.replacingOccurrences(of: "action: phase == .ready ? startBattle : requestBattle)",
                                                       with: "action: phase == .ready ? startBattle : { requestBattle() })")
        #expect(literal != Self.battle)
        let (_, diagnostics) = RealAppReadingsTests.translate(literal)
        #expect(diagnostics == [])
        #expect(try RealAppReadingsTests.outcome(literal) == RealAppReadingsTests.outcome(Self.closures))
    }
}
