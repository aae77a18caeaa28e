import StateCheckLanguage

extension TraceStepReport {
    /// The lines that ran, each once, naming the file at the first line and
    /// wherever it changes: `FeedScreen.swift:31, Models.swift:20, 21,
    /// FeedScreen.swift:32`. `designFile` is the file of lines without one;
    /// files are cited beside it (``SourceLocation/citedPath(_:besideDesign:)``).
    public func citedLines(designFile: String) -> String {
        var seen = Set<String>()
        var parts: [String] = []
        var previous: String?
        for (i, line) in lines.enumerated() {
            let file = (i < files.count ? files[i] : nil) ?? designFile
            guard seen.insert("\(file):\(line)").inserted else { continue }
            parts.append(file == previous ? "\(line)" : "\(SourceLocation.citedPath(file, besideDesign: designFile)):\(line)")
            previous = file
        }
        return parts.joined(separator: ", ")
    }

    /// The file of the first line that ran when it is not the design's own
    /// (nil for a `.model`, or a step whose first line is the design's).
    public var firstLineFile: String? { files.first ?? nil }
}
