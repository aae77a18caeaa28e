import StateCheck
import StateCheckCommands
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident memory and CPU time, for benchmark reports.
///
/// On Linux it is `VmHWM` from `/proc/self/status`, which ``reset()`` can
/// lower to the current resident size (by writing `5` to
/// `/proc/self/clear_refs`), so several runs in one process are measured
/// separately (after `malloc_trim` returns freed memory; some stays, so
/// `bench --compare-threads` runs each exploration in a process of its own).
/// Elsewhere it is `getrusage`'s `ru_maxrss`, which cannot be reset.
public enum PeakMemory {
    /// The peak resident set size in bytes so far, or `nil` when unknown.
    public static func bytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst("VmHWM:".count).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        // macOS reports bytes.
        return Int(usage.ru_maxrss)
        #endif
    }

    /// User plus system CPU seconds this process has used so far (all
    /// threads), or `nil` when unknown.
    public static func cpuSeconds() -> Double? {
        var usage = rusage()
        #if os(Linux)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }

    /// Calls glibc's `malloc_trim(0)`, looked up at run time (Glibc's
    /// module map does not export `malloc.h`).
    private static func trimMalloc() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// Resets the peak to the current resident size where the system allows
    /// it. Returns whether it did.
    @discardableResult
    public static func reset() -> Bool {
        #if os(Linux)
        // Hand freed memory back first (an earlier run's worker threads leave
        // it in their malloc arenas), or the reset stops at that level.
        trimMalloc()
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
        #else
        return false
        #endif
    }
}
