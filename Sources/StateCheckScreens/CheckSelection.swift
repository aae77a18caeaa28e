import StateCheckEngine

/// The engine-level names the runner uses for parts of standard properties;
/// no custom property may take them.
let internalPropertyNames = [
    factsInvariantName, transitionStepName, TaskProperties.resumeStepName, CancellationProperties.triggerStepName,
]

/// The always-true step property, first of all, that tells the context a
/// new transition's step properties begin.
let transitionStepName = "#transition"

/// The always-true invariant that records per-state facts for the graph and
/// coverage properties.
let factsInvariantName = "#facts"

/// Validates the names of a run and returns the properties to check, in
/// order: `properties` as given (duplicates dropped), or every standard
/// property in catalog order followed by the custom ones.
///
/// - Throws: ``CheckError/duplicateProperty(_:)`` when a custom name is taken,
///   ``CheckError/unknownProperty(_:valid:)`` when a selected or expected name
///   is not a property.
func selectProperties(
    _ properties: [String]?, customNames: [String], expectations: [String: Verdict]
) throws(CheckError) -> [String] {
    var custom: [String] = []
    for name in customNames {
        if StandardProperty(rawValue: name) != nil || custom.contains(name) || internalPropertyNames.contains(name) {
            throw .duplicateProperty(name)
        }
        custom.append(name)
    }
    let valid = StandardProperty.allCases.map(\.rawValue) + custom
    var selected: [String] = []
    for name in properties ?? valid where !selected.contains(name) {
        guard valid.contains(name) else { throw .unknownProperty(name, valid: valid) }
        selected.append(name)
    }
    for name in expectations.keys.sorted() where !valid.contains(name) {
        throw .unknownProperty(name, valid: valid)
    }
    return selected
}
