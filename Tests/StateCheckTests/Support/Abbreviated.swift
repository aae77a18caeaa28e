import Foundation
import Testing

/// A long test argument (a model source, a thousand nested braces) that
/// Swift Testing's log shows by a short, one-line label instead of in full.
struct Abbreviated: Sendable, CustomTestStringConvertible {
    /// The argument itself.
    var text: String
    /// What the log shows.
    var label: String

    /// Labels `text` by its first characters (line breaks shown as `⏎`) and its length.
    init(_ text: String) {
        self.text = text
        let head = text.prefix(24).replacingOccurrences(of: "\n", with: "⏎")
        label = text.count > 24 ? "\(head)… (\(text.count) characters)" : head
    }

    /// Labels `text` by `label`.
    init(_ label: String, _ text: String) {
        self.text = text
        self.label = label
    }

    var testDescription: String { label }
}
