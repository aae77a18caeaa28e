import Foundation

extension ParsedArguments {
    /// A size option in bytes, validated: a number with an optional unit
    /// `K`, `M`, `G` or `T` (powers of 1,024; case and a trailing `B` do not
    /// matter): `512M`, `2G`, `1.5g`, `1048576`.
    package func bytes(_ name: String) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        var text = raw.uppercased().replacingOccurrences(of: "_", with: "")
        if text.hasSuffix("B") { text.removeLast() }
        var unit = 1.0
        if let last = text.last, let power = ["K": 1, "M": 2, "G": 3, "T": 4][String(last)] {
            unit = pow(1024, Double(power))
            text.removeLast()
        }
        guard let n = Double(text), n.isFinite, n > 0, n * unit >= 1, n * unit < Double(Int.max / 2) else {
            throw UsageError("'\(raw)' is not a valid value for '\(name)'; expected a size such as 512M or 2G")
        }
        return Int(n * unit)
    }
}
