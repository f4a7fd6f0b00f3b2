import SQLite

/// The number of each source a writer names (`sources.id`), recorded in the
/// book the first time it is seen and kept for the writer's life.
struct SourceNumbers {
    private var ids: [String: Int64] = [:]
    /// An import's cards come a file at a time: the same path, card after card.
    private var last: (path: String, id: Int64)?

    /// The number of the source named `path`; nil for none.
    mutating func id(of path: String?, in database: Database) throws -> Int64? {
        guard let path else { return nil }
        if let last, last.path == path { return last.id }
        if let id = ids[path] {
            last = (path, id)
            return id
        }
        try database.cachedStatement("INSERT INTO sources (path) VALUES (?) ON CONFLICT (path) DO NOTHING").run([path])
        guard case let .integer(id) = try database.scalar("SELECT id FROM sources WHERE path = ?", path) else {
            preconditionFailure("a source just recorded is missing")
        }
        ids[path] = id
        last = (path, id)
        return id
    }
}
