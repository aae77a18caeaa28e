import Testing
@testable import StateCheck

@Suite struct ParserDebugTests {
    @Test func dump() {
        let srcs = [
        #"""
        import SwiftUI
        model X
        private enum DataState<V, E: Error> {
            case idle, loading, success(V), failure(E)
        }
        struct Foo { var x: Int }
        var dataState: DataState = .idle
        var user: User? = nil
        func f() {
            let x = await g()
            dataState = .succes(1)
            switch dataState {
            case .idle: break
            case .loading: return
            }
        }
        func g() async -> Int { 3 }
        on load .onAppear { }
        on x sync { await g() }
        expect holds contentKeptWhileReload
        bound maxTask = 3
        """#,
        #"""
        model Y
        api getUser() -> Value
        var v: Int = 0
        var data: Value? = nil
        enum S { case a, b(Value) }
        extension S {
            func m() { self = .a }
            mutating func n() { self = .a }
        }
        var s: S = .a
        func f() async {
            data = await getUser()
            data = try await getUser()
            let t: S = .a
            t.n()
            s.n()
            if v { }
            let u = data.isEmpty
            break
            guard let w = data else { v = 1 }
            s = .b
            s = .b(1, 2)
        }
        view { content(data) ; spinner }
        """#,
        #"""
        model Z
        func f() {
            let c = { x in x }
            let (a, b) = (1, 2)
            async let y = f()
            for await x in s { }
            let q = Task { }
            Task.sleep(1)
            let r = try! f()
            x as Int
        }
        view { blank }
        actor A { }
        class C { }
        protocol P { }
        init() { }
        static var q = 1
        """#,
        ]
        for src in srcs {
            let (_, d) = analyzeModel(source: src, file: "x.model")
            for x in d { print(x.rendered(source: src)) }
            print("-----")
        }
    }
}
