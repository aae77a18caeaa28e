import Foundation
import StateCheck

/// `statecheck bench --screens N --in-flight K --pages P [--format text|json]
/// [--threads T] [--compare-spin] [--repeat R]`: parses arguments, runs the
/// library's benchmark, prints. Returns the exit code.
func benchCommand(_ args: [String]) -> Int32 {
    var screens = 3, inFlight = 3, pages = 3, threads = 1, repeats = 1
    var json = false, compareSpin = false
    var i = 0
    func value() -> Int? {
        i += 1
        return i < args.count ? Int(args[i]) : nil
    }
    while i < args.count {
        switch args[i] {
        case "--screens": guard let v = value() else { return usage() }; screens = v
        case "--in-flight": guard let v = value() else { return usage() }; inFlight = v
        case "--pages": guard let v = value() else { return usage() }; pages = v
        case "--threads": guard let v = value(), v >= 1 else { return usage() }; threads = v
        case "--repeat": guard let v = value(), v >= 1 else { return usage() }; repeats = v
        case "--compare-spin": compareSpin = true
        case "--format":
            i += 1
            guard i < args.count, args[i] == "text" || args[i] == "json" else { return usage() }
            json = args[i] == "json"
        default: return usage()
        }
        i += 1
    }
    guard let system = PagingSystem(screens: screens, inFlight: inFlight, pages: pages) else {
        FileHandle.standardError.write(Data("statecheck bench: need 1 <= screens <= 4, 1 <= in-flight <= 7, 1 <= pages <= 7\n".utf8))
        return 2
    }
    if compareSpin {
        switch SpinComparison.run(system, threads: threads, rounds: repeats) {
        case .success(let comparison):
            print(json ? comparison.json : comparison.text)
            return comparison.countsAgree ? 0 : 1
        case .failure(let error):
            FileHandle.standardError.write(Data("statecheck bench: \(error)\n".utf8))
            return 2
        }
    }
    var ok = true
    for _ in 0..<repeats {
        let result = PagingBenchmark.run(system, threads: threads)
        print(json ? result.json : result.text)
        ok = ok && result.countsMatch && result.invariantHolds
    }
    return ok ? 0 : 1
}

private func usage() -> Int32 {
    FileHandle.standardError.write(Data("usage: statecheck bench --screens N --in-flight K --pages P [--format text|json] [--threads T] [--repeat R] [--compare-spin]\n".utf8))
    return 2
}
