extension Program {
    /// Clears the file of every instruction's location in `compiledFile`,
    /// so that only lines of other files (a Swift screen's enum or view
    /// model declared elsewhere in its module) carry a file name into traces.
    func dropFileNames(of compiledFile: String) {
        for b in blocks.indices where blocks[b].locs.contains(where: { $0.file != nil }) {
            for i in blocks[b].locs.indices where blocks[b].locs[i].file == compiledFile {
                blocks[b].locs[i].file = nil
            }
        }
    }
}
