extension SourceLocation {
    /// How a report names `path` beside the design file `designFile`: the
    /// path below `designFile`'s folder when `path` is in it or under it
    /// (`Models.swift` beside `Feed/Feed.swift`), else `path` as given.
    package static func citedPath(_ path: String, besideDesign designFile: String) -> String {
        guard let slash = designFile.lastIndex(of: "/") else { return path }
        let folder = designFile[...slash]
        return path.hasPrefix(folder) && path.count > folder.count ? String(path.dropFirst(folder.count)) : path
    }
}

extension SourceLocation {
    /// `line 12` in the design's own file `designFile`, `DataState.swift:30`
    /// in another (``citedPath(_:besideDesign:)``): how messages and branch
    /// names cite a line.
    package func cited(besideDesign designFile: String) -> String {
        guard let file, file != designFile else { return "line \(line)" }
        return "\(Self.citedPath(file, besideDesign: designFile)):\(line)"
    }
}
