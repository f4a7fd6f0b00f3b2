import SQLite
@testable import Store

/// How the search indexes differ from ones built now from the rows (each
/// token occurrence one has that a fresh build lacks, or lacks that one
/// has): empty when the triggers kept them in step. A contentless index
/// cannot be compared with its rows any other way than by building a fresh
/// one, a temporary table of the test's, beside it.
public func searchIndexDifferences(_ database: Database) throws -> [String] {
    try [SearchIndex.names, SearchIndex.details].flatMap { try differences(of: $0, database) }
}

private func differences(of table: SearchIndex.Table, _ database: Database) throws -> [String] {
    try database.execute("""
        CREATE VIRTUAL TABLE temp.index_fresh USING fts5 (
            \(table.column), content = '', tokenize = 'trigram case_sensitive 1', detail = full, columnsize = 0)
        """)
    try database.execute("CREATE VIRTUAL TABLE temp.index_terms USING fts5vocab (main, \(table.name), instance)")
    try database.execute("CREATE VIRTUAL TABLE temp.index_fresh_terms USING fts5vocab (temp, index_fresh, instance)")
    defer {
        for name in ["index_terms", "index_fresh_terms", "index_fresh"] {
            try? database.execute("DROP TABLE temp.\(name)")
        }
    }
    try database.execute(SearchIndex.documents(of: table, into: "temp.index_fresh"))
    // Counted, so a document written twice shows too.
    let occurrence = "'\(table.name) ' || quote(term) || ' ' || doc || ' ' || offset || ' x' || count(*)"
    return try database.prepare("""
        WITH live(d) AS (SELECT \(occurrence) FROM temp.index_terms GROUP BY term, doc, offset),
             fresh(d) AS (SELECT \(occurrence) FROM temp.index_fresh_terms GROUP BY term, doc, offset)
        SELECT 'extra ' || d FROM (SELECT d FROM live EXCEPT SELECT d FROM fresh)
        UNION ALL SELECT 'missing ' || d FROM (SELECT d FROM fresh EXCEPT SELECT d FROM live)
        """).map { $0.text(0) }
}

/// How the email listing differs from one filled now from the tables (each
/// row it has that a fresh fill lacks, or lacks that one has): empty when
/// the triggers kept it in step.
public func emailListingDifferences(_ database: Database) throws -> [String] {
    try database.prepare("""
        WITH live AS (SELECT * FROM email_listing), fresh(document, position, sort_key_family, sort_key_given,
                                                         display_name, given_name, family_name, label, address)
            AS (\(EmailListing.rows))
        SELECT 'extra ' || document || ' ' || position || ' ' || address FROM (SELECT * FROM live EXCEPT SELECT * FROM fresh)
        UNION ALL
        SELECT 'missing ' || document || ' ' || position || ' ' || address
        FROM (SELECT * FROM fresh EXCEPT SELECT * FROM live)
        """).map { $0.text(0) }
}
