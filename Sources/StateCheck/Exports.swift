// The product users import: `import StateCheck` brings every layer a test
// target or a tool needs (engine, screens, the model language, reports) and
// the Swift API declared in this target.
@_exported import StateCheckEngine
@_exported import StateCheckLanguage
@_exported import StateCheckReports
@_exported import StateCheckScreens
