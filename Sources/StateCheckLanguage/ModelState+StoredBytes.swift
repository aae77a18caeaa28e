// How much memory a stored state of an interpreted model holds, for the
// exploration's memory limit.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens

/// The heap bytes of a non-empty array of `count` elements of `stride`
/// bytes: the elements and the buffer's 32-byte header (reference count,
/// type, count, capacity).
@inline(__always)
private func arrayBytes(count: Int, stride: Int) -> Int {
    count == 0 ? 0 : 32 + count * stride
}

extension ModelState {
    /// About how many bytes the state holds: its inline fields, the
    /// variables' and tasks' array buffers and whatever their values own
    /// (page lists, enum payloads, frames). Buffers shared with other states
    /// are counted for each, so this is an upper bound.
    var storedBytes: Int {
        var bytes = MemoryLayout<ModelState>.stride
        bytes += Self.bytes(of: vars)
        bytes += arrayBytes(count: tasks.count, stride: MemoryLayout<RTask>.stride)
        for task in tasks {
            bytes += arrayBytes(count: task.frames.count, stride: MemoryLayout<RFrame>.stride)
            if case .api(_, let args, _) = task.wait { bytes += Self.bytes(of: args) }
            for frame in task.frames {
                bytes += Self.bytes(of: frame.locals) + Self.bytes(of: frame.stack)
                bytes += arrayBytes(count: frame.handlers.count, stride: MemoryLayout<RHandler>.stride)
            }
        }
        bytes += arrayBytes(count: pageNames.names.count, stride: MemoryLayout<Int>.stride)
        return bytes
    }

    /// The heap bytes of an array of values and of what its values own.
    private static func bytes(of values: [RValue]) -> Int {
        var bytes = arrayBytes(count: values.count, stride: MemoryLayout<RValue>.stride)
        for v in values {
            switch v {
            case .void, .nilValue, .bool, .int, .string, .error, .continuation, .task: break
            case .value(let pages): bytes += arrayBytes(count: pages.count, stride: MemoryLayout<Int>.stride)
            case .taskList(let ids): bytes += arrayBytes(count: ids.count, stride: MemoryLayout<Int>.stride)
            case .enumValue(_, _, let payload): bytes += Self.bytes(of: payload)
            }
        }
        return bytes
    }
}

extension ModelSystem {
    /// The state's inline fields and the heap storage it owns (see
    /// ``ModelState``), for ``ExplorationLimits/maxMemory``.
    public func storedBytes(of state: ModelState) -> Int { state.storedBytes }
}
