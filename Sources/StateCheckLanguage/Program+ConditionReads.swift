// Which model variables a `when` condition reads: its outcome is a function
// of those variables alone, so it can be remembered by their values.

extension Program {
    /// The globals block `root` can read, through the functions, methods
    /// and computed properties it calls, in increasing order; nil when it
    /// runs an instruction whose result depends on more than its operands,
    /// the globals it loads and the program (a task, the clock, the screen,
    /// the event, a continuation) or that changes the state.
    ///
    /// A member is dispatched on its receiver's type at run time, so a
    /// `getMember` or `callMethod` counts the reads of every enum's member
    /// of that name.
    func globalsRead(from root: Int) -> [Int]? {
        var globals = Set<Int>()
        var seen: Set<Int> = [root]
        var work = [root]
        func reach(_ block: Int) {
            if seen.insert(block).inserted { work.append(block) }
        }
        func reachMembers(named name: Int) {
            for table in members {
                switch table[name] {
                case .property(let block)?, .method(let block, _)?: reach(block)
                case nil: break
                }
            }
        }
        while let block = work.popLast() {
            for op in blocks[block].ops {
                switch op {
                case .loadGlobal(let g): globals.insert(g)
                case .call(let callee, _): reach(callee)
                case .getMember(let name), .callMethod(let name, _, _): reachMembers(named: name)
                case .stmt, .loopStmt, .push, .pop, .dup, .loadLocal, .storeLocal, .jump, .jumpIfFalse, .jumpIfTrue,
                     .jumpIfNilKeep, .jumpIfNotNilKeep, .jumpIfNilPop, .unary, .binary, .makeEnum, .isCase, .payload,
                     .isNil, .forceUnwrap, .ret, .throwError, .pushHandler, .popHandler, .isError, .isEnumValue,
                     .branch, .intOutOfRange, .unsupported, .taskListAppend, .taskListElement:
                    break
                case .storeGlobal, .callAPI, .makeContinuation, .awaitContinuation, .resume, .spawn, .sleep,
                     .spawnHandle, .hop, .dismiss, .taskIsCancelled, .element, .screenProp, .loadStateVar,
                     .eventName, .eventAPI:
                    return nil
                }
            }
        }
        return globals.sorted()
    }
}
