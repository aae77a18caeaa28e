import StateCheck
import StateCheckTesting
import Testing

// Custom properties as an app's tests declare them: `static let`s, which
// Swift 6's strict concurrency accepts only for `Sendable` types.
extension UserScreen {
    /// A load is only in flight while the view is on screen. Reads the
    /// state's value and the view's visibility: `load, cancel` hides the
    /// view while the cancelled `.task` still loads.
    static let loadingOnlyWhileVisible = StateInvariant<SwiftScreenState<UserScreen>>("loadingOnlyWhileVisible") { state in
        !state.value.isLoading || state.isVisible
    }

    /// A visible screen has no cancelled task left over. Reads the live
    /// tasks: `load, cancel, load` shows the view again while the first
    /// load's cancelled task is still in flight (the busy guard skipped the
    /// new load).
    static let noCancelledTaskOnScreen = StateInvariant<SwiftScreenState<UserScreen>>("noCancelledTaskOnScreen") { state in
        !state.isVisible || state.liveTasks.allSatisfy { !$0.isCancelled }
    }

    /// An error never replaces a user on screen: `load, success getUser,
    /// refresh, fail getUser` does (the snippet's Case 1 After keeps no
    /// value on failure).
    static let errorNeverReplacesUser = StepProperty<EventLabel, SwiftScreenState<UserScreen>, StepNote>("errorNeverReplacesUser") { source, transition in
        switch (source.value, transition.target.value) {
        case (.success, .failure), (.reLoading, .failure): return false
        default: return true
        }
    }
}

@Suite("Custom properties of a Swift design")
struct CustomPropertyTests {
    @Test func aStaticInvariantFailsWithItsTrace() throws {
        let expectedLine = #line + 2
        let failures = FailureCapture.collect {
            assertScreen(
                UserScreen(), expect: [:], customInvariants: [UserScreen.loadingOnlyWhileVisible],
                customExpectations: ["loadingOnlyWhileVisible": .holds])
        }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(failure.line == expectedLine)
        // The trace up to the replay line (which `assertRandomWalks` owns).
        #expect(failure.message.hasPrefix("""
            loadingOnlyWhileVisible: expected to hold, but it is violated
            UserScreen violates loadingOnlyWhileVisible (\(#fileID):\(expectedLine))

            Step 1: load
              state
              − .idle
              + .initialLoading
              screen
              − (invisible)
              + blank + spinner

            Step 2: cancel   ← loadingOnlyWhileVisible fails here
              screen
              − blank + spinner
              + (invisible)

            the invariant is false in the state this trace ends in

            Replay:
            """))
    }

    @Test func anInvariantSeesTheLiveTasks() throws {
        let result = try #require(assertScreen(
            UserScreen(), expect: [:], customInvariants: [UserScreen.noCancelledTaskOnScreen],
            customExpectations: ["noCancelledTaskOnScreen": .violated]))
        #expect(result["noCancelledTaskOnScreen"]?.trace?.labels == ["load", "cancel", "load"])
    }

    @Test func aStaticStepPropertyFailsWithItsTrace() throws {
        let failures = FailureCapture.collect {
            assertScreen(
                UserScreen(), expect: [:], customSteps: [UserScreen.errorNeverReplacesUser],
                customExpectations: ["errorNeverReplacesUser": .holds])
        }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(failure.message.hasPrefix("errorNeverReplacesUser: expected to hold, but it is violated\n"))
        #expect(failure.message.contains("""
            Step 4: fail getUser   ← errorNeverReplacesUser fails here
              state
              − .reLoading([p1])
              + .failure(URLError)
              screen
              − content([p1]) + refreshSpinner
              + errorView(URLError)

            the step property is false for the last step of this trace

            Replay:
            """))
    }

    /// The properties also run on several threads at once (what `Sendable` promises).
    @Test func customPropertiesRunInParallel() throws {
        let system = SwiftScreenSystem(UserScreen())
        let one = try check(system, customInvariants: [UserScreen.loadingOnlyWhileVisible], customSteps: [UserScreen.errorNeverReplacesUser])
        var options = ExplorationOptions()
        options.threads = 2
        let two = try check(system, customInvariants: [UserScreen.loadingOnlyWhileVisible], customSteps: [UserScreen.errorNeverReplacesUser], options: options)
        #expect(one["loadingOnlyWhileVisible"]?.verdict == .violated)
        #expect(two["loadingOnlyWhileVisible"]?.verdict == .violated)
        #expect(one["errorNeverReplacesUser"]?.verdict == .violated)
        #expect(two["errorNeverReplacesUser"]?.verdict == .violated)
    }
}

/// The replay line of a failed custom property cannot name the caller's own
/// property values: it holds a placeholder for them, so the pasted line does
/// not compile until they are given, and with them it fails the same way.
@Suite("The replay line of a custom property")
struct CustomPropertyReplayTests {
    @Test func theLineAsksForTheSameCustomPropertiesAndThenReproduces() throws {
        let failures = FailureCapture.collect {
            assertScreen(
                UserScreen(), expect: [:], customInvariants: [UserScreen.loadingOnlyWhileVisible],
                customExpectations: ["loadingOnlyWhileVisible": .holds])
        }
        let printed = try #require(failures.first?.message.split(separator: "\n").last.map(String.init))
        let prefix = "Replay: assertRandomWalks(UserScreen(), properties: [\"loadingOnlyWhileVisible\"], customInvariants: <#the same customInvariants#>, replay: \""
        #expect(printed.hasPrefix(prefix) && printed.hasSuffix("\")"), "\(printed)")
        // The placeholder filled in with the same invariant: the walk fails again.
        let walk = String(printed.dropFirst(prefix.count).dropLast(2))
        #expect(walk == "load, cancel")
        let replayed = FailureCapture.collect {
            assertRandomWalks(UserScreen(), properties: ["loadingOnlyWhileVisible"],
                              customInvariants: [UserScreen.loadingOnlyWhileVisible], replay: walk)
        }
        #expect(replayed.count == 1)
        #expect(replayed.first?.message.hasPrefix("loadingOnlyWhileVisible: violated by a replayed walk") == true)
    }

    @Test func aStepPropertyGetsItsOwnPlaceholder() throws {
        let failures = FailureCapture.collect {
            assertScreen(
                UserScreen(), expect: [:], customSteps: [UserScreen.errorNeverReplacesUser],
                customExpectations: ["errorNeverReplacesUser": .holds])
        }
        let printed = try #require(failures.first?.message.split(separator: "\n").last.map(String.init))
        #expect(printed.contains(", customSteps: <#the same customSteps#>, replay: \""))
        #expect(!printed.contains("customInvariants"))
    }
}
