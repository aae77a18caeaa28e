import StateCheck

extension ModelChecking {
    /// Checks every design `reports` writes: each `.model` file, and the
    /// screens of each module (the folder of its `.swift` files, as
    /// ``moduleRoot(ofSwiftFile:)`` finds it) declared in the `.swift`
    /// files given (a folder `paths` named is one module), in the order of `files`. Nil at the first design that
    /// cannot be checked, after reporting why (every design must be checked
    /// for the reports to be written).
    func runForReports(_ files: [String], named paths: [String]) -> [Checked]? {
        let roots = Self.moduleRoots(of: files, named: paths)
        func moduleRoot(ofSwiftFile file: String) -> String { roots[file] ?? Self.moduleRoot(ofSwiftFile: file) }
        var modules: [String: [String]] = [:]
        for file in files where file.hasSuffix(".swift") { modules[moduleRoot(ofSwiftFile: file), default: []].append(file) }
        var done = Set<String>()
        var checked: [Checked] = []
        for file in files {
            guard file.hasSuffix(".swift") else {
                guard let c = run(file) else { return nil }
                checked.append(c)
                continue
            }
            let root = moduleRoot(ofSwiftFile: file)
            guard done.insert(root).inserted else { continue }
            let errorsBefore = log.entries.count { $0.severity == .error }
            guard let screens = swiftScreens(root: root, files: modules[root] ?? []),
                  log.entries.count(where: { $0.severity == .error }) == errorsBefore else { return nil }
            for (system, source, line) in screens {
                guard let c = explore(system, source: source, screenLine: line) else { return nil }
                checked.append(c)
            }
        }
        return checked
    }
}
