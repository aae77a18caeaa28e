import StateCheckEngine
import StateCheckScreens

/// The front end `ModelSystem.compile` uses: parse, then check
/// (`loadCheckedModel`, from the parser and checker).
enum ModelFrontEnd {
    static func parseAndCheck(source: String, file: String) throws(ModelError) -> CheckedModel {
        try loadCheckedModel(source: source, file: file)
    }
}
