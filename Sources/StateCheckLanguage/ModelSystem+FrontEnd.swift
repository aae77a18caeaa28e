import StateCheckEngine
import StateCheckScreens

/// The front end `ModelSystem.compile` uses: parse, then check
/// (`loadModel`, from the parser and checker).
enum ModelFrontEnd {
    static func parseAndCheck(source: String, file: String) throws(ModelError) -> ModelDecl {
        try loadModel(source: source, file: file)
    }
}
