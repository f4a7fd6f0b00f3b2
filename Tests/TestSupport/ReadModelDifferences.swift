import SQLite
@testable import Store

/// How the search indexes differ from ones built now from the rows (each
/// token occurrence one has that a fresh build lacks, or lacks that one
/// has; in an index that keeps no places, each trigram of a document):
/// empty when the triggers kept them in step. A contentless index
/// cannot be compared with its rows any other way than by building a fresh
/// one, a temporary table of the test's, beside it.
public func searchIndexDifferences(_ database: Database) throws -> [String] {
    try [SearchIndex.names, SearchIndex.details].flatMap { try differences(of: $0, database) }
}

private func differences(of table: SearchIndex.Table, _ database: Database) throws -> [String] {
    try database.execute("""
        CREATE VIRTUAL TABLE temp.index_fresh USING fts5 (
            \(table.column), content = '', tokenize = 'trigram case_sensitive 1',
            detail = \(table.keepsPlaces ? "full" : "none"), columnsize = 0)
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
    let occurrence = "'\(table.name) ' || quote(term) || ' ' || doc || ' ' || ifnull(offset, '-') || ' x' || count(*)"
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

/// How every table the triggers keep differs from what they would hold
/// had they fired for every write since the book was new: the listing (its
/// view, `listing_rows`), the email listing, both search indexes, the
/// letter counts and the section counts (counts of zero, which a delete
/// leaves, are no row). Empty when they are in step.
public func readModelDifferences(_ database: Database) throws -> [String] {
    let listing = try database.prepare("""
        SELECT 'listing extra ' || id || ' ' || position FROM (SELECT * FROM listing EXCEPT SELECT * FROM listing_rows)
        UNION ALL
        SELECT 'listing missing ' || id || ' ' || position FROM (SELECT * FROM listing_rows EXCEPT SELECT * FROM listing)
        """).map { $0.text(0) }
    return try listing + emailListingDifferences(database) + searchIndexDifferences(database)
        + countDifferences(database)
}

/// The letter counts and section counts against counts of the contacts,
/// each taken in SQL as their triggers take a section ("~" is "#"), by
/// book; a group card is in no section (migration 0032).
private func countDifferences(_ database: Database) throws -> [String] {
    let keyed = """
        keyed(sort_order, book_id, section, letters) AS (
            SELECT 'family-first', book_id, CASE WHEN substr(sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(sort_key_family, 1, 1) END, letters
            FROM contacts WHERE is_group = 0
            UNION ALL
            SELECT 'given-first', book_id, CASE WHEN substr(sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(sort_key_given, 1, 1) END, letters
            FROM contacts WHERE is_group = 0)
        """
    let tables = [
        ("letter_counts", "sort_order, book_id, section, letter, contacts", """
            SELECT k.sort_order, k.book_id, k.section, b.letter, count(*) FROM keyed k JOIN letter_bits b ON (k.letters >> b.letter) & 1
            GROUP BY 1, 2, 3, 4
            """),
        ("section_counts", "sort_order, book_id, section, contacts",
         "SELECT sort_order, book_id, section, count(*) FROM keyed GROUP BY 1, 2, 3"),
    ]
    return try tables.flatMap { table, columns, truth in
        let row = columns.split(separator: ", ").joined(separator: " || ' ' || ")
        return try database.prepare("""
            WITH \(keyed), truth(\(columns)) AS (\(truth)), stored AS (SELECT \(columns) FROM \(table) WHERE contacts > 0)
            SELECT '\(table) extra ' || \(row) FROM (SELECT * FROM stored EXCEPT SELECT * FROM truth)
            UNION ALL
            SELECT '\(table) missing ' || \(row) FROM (SELECT * FROM truth EXCEPT SELECT * FROM stored)
            """).map { $0.text(0) }
    }
}
