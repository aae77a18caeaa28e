// Lowering a `nonisolated func f() async`: its body runs off the main actor,
// so the caller, suspended at `await f()`, resumes on the main actor only in
// a step of its own (the `hop` transition, as a `Task.detached` body's start):
// any other event may land between the call and its return.

extension Lowerer {
    /// Emits the wait for the main actor before a return of a `nonisolated`
    /// async function (nothing in any other block).
    mutating func hopBeforeReturn(_ loc: SourceLocation) {
        guard b.hopsBeforeReturn else { return }
        b.emit(.hop, loc)
        b.emit(.pop, loc)
    }

    /// The body of a throwing `nonisolated` function, so that an error it
    /// throws also reaches the caller in a `hop` step: `do { body } catch {
    /// <hop>; throw error }`. A function that cannot throw keeps its body.
    static func hoppingBack(_ body: [Stmt], thrown: Bool, at location: SourceLocation) -> [Stmt] {
        guard thrown else { return body }
        let hop = Stmt(kind: .expression(Expr(kind: .mainActorHop, location: location)), location: location)
        let rethrow = Stmt(kind: .throwStatement(Expr(kind: .identifier("error"), location: location)), location: location)
        return [Stmt(kind: .doCatch(body: body, catchBody: [hop, rethrow]), location: location)]
    }
}
