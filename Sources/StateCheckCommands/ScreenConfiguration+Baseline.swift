import StateCheck
import StateCheckSwift

extension ScreenConfiguration {
    /// The configuration with each screen of `verdicts` recording exactly
    /// its violated standard properties (a screen with none is dropped);
    /// other screens, the environment, the bounds and the nonempty apis are kept.
    func baselined(_ verdicts: [String: [String]]) -> ScreenConfiguration {
        var out = self
        for (screen, violated) in verdicts {
            if violated.isEmpty {
                out.expectations[screen] = nil
            } else {
                out.expectations[screen] = Dictionary(uniqueKeysWithValues: violated.map { ($0, ExpectedVerdict.violated) })
            }
        }
        return out
    }

    /// The `statecheck.json` text: keys sorted, two-space indent, a final
    /// newline; `environment`, `bounds` and `nonempty` only when set.
    var jsonText: String {
        func quoted(_ s: String) -> String { Escape.json(s) }
        func object(_ entries: [(String, String)], indent: String) -> String {
            guard !entries.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n" + entries.sorted { $0.0 < $1.0 }.map { inner + quoted($0.0) + ": " + $0.1 }.joined(separator: ",\n") + "\n" + indent + "}"
        }
        var top: [(String, String)] = []
        let screens = expectations.map { screen, verdicts in
            (screen, object(verdicts.map { ($0.key, quoted($0.value.rawValue)) }, indent: "    "))
        }
        top.append(("expect", object(screens, indent: "  ")))
        if !environment.isEmpty {
            top.append(("environment", "[\n" + environment.map { "    " + quoted($0) }.joined(separator: ",\n") + "\n  ]"))
        }
        if !bounds.isEmpty {
            top.append(("bounds", object(bounds.map { ($0.key, String($0.value)) }, indent: "  ")))
        }
        if !nonempty.isEmpty {
            top.append(("nonempty", "[\n" + nonempty.map { "    " + quoted($0) }.joined(separator: ",\n") + "\n  ]"))
        }
        return object(top, indent: "") + "\n"
    }
}
