import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Every exploration thread but the first expands with a copy of the model
/// lowered again (`ModelSystem.forThread`), so that threads share no memo
/// lock and no reference counts: the copy must be an object of its own and
/// give, state for state, exactly what the original gives.
@Suite("ModelSystem.forThread: a thread's own copy of the model")
struct ThreadCopyTests {
    static let models = shippedModelFiles

    /// The transitions and issues of expanding `state`, in order.
    static func expansion(of state: ModelState, in system: ModelSystem) -> (transitions: [Transition<EventLabel, ModelState, StepNote>], issues: [ModelSystem.Issue]) {
        var transitions: [Transition<EventLabel, ModelState, StepNote>] = []
        let issues = system.expand(state) { transitions.append($0) }
        return (transitions, issues)
    }

    @Test func threadZeroKeepsTheSystemAndTheOthersLowerAgain() throws {
        let system = try shippedModel("case4-paging.model")
        #expect(system.forThread(0, of: 2).definition === system.definition)
        let copy = system.forThread(1, of: 2)
        #expect(copy.definition !== system.definition)
        #expect(copy.definition.compiled !== system.definition.compiled)
    }

    /// A copy stops at the deadline its original stops at.
    @Test func theCopyKeepsTheDeadline() throws {
        var system = try shippedModel("case4-paging.model")
        let deadline = ExplorationDeadline(seconds: 60)
        system.deadline = deadline
        #expect(system.forThread(1, of: 2).deadline === deadline)
    }

    /// For every state of every shipped model, the copy emits the same
    /// labels, notes and targets (in every stored field, hash included) in
    /// the same order, and the same issues.
    @Test(arguments: models)
    func theCopyExpandsEveryStateAlike(file: String) throws {
        let system = try shippedModel(file)
        let copy = system.forThread(1, of: 2)
        let exploration = Explorer.explore(system)
        #expect(exploration.isComplete)
        #expect(copy.initialStates.elementsEqual(system.initialStates, by: sameInEveryField))
        for (i, state) in exploration.states.enumerated() {
            let mine = Self.expansion(of: state, in: system), theirs = Self.expansion(of: state, in: copy)
            #expect(mine.issues == theirs.issues, "\(file): state \(i) has other issues on the copy")
            let same = mine.transitions.elementsEqual(theirs.transitions) {
                $0.label == $1.label && $0.note == $1.note && sameInEveryField($0.target, $1.target)
            }
            #expect(same, "\(file): state \(i) has other successors on the copy")
            if !same { break }
        }
    }

    /// Two threads, with every batch shared (so the copy expands about half
    /// of the states), find what one thread finds on every shipped model.
    @Test(arguments: models)
    func twoThreadsWithCopiesFindWhatOneFinds(file: String) throws {
        let system = try shippedModel(file)
        var options = ExplorationOptions(threads: 2)
        options.parallelSmallBatch = 0
        let one = Explorer.explore(system)
        let two = Explorer.explore(system, options: options)
        #expect(two.states.elementsEqual(one.states, by: sameInEveryField))
        #expect(two.graph == one.graph)
        #expect(two.parents == one.parents)
        #expect(two.deadlocks == one.deadlocks)
        #expect(two.transitionCount == one.transitionCount)
    }
}
