import SQLite

/// The trigram indexes of what a search matches, one document a contact
/// in each: `names` (migration 0014's `search_index`), each contact's
/// search text, which holds its emails too (migration 0018), and `details`
/// (0028's `search_details_index`), the rest of its card (`ContactKeys`),
/// for a contact that has any. A search of the whole card asks both, one of
/// the names (`SearchTerm.Scope`) the first alone. The stored texts are
/// folded as a search term is, and an ASCII address's lowercase, which the
/// text holds, contains a folded term exactly where the address is LIKE it.
///
/// The names' index keeps where each trigram is in a document (detail =
/// full): a search of three characters or more is a phrase query, which
/// finds exactly the texts holding the phrase with no row read (a mail
/// query reads none of the wide rows of its matches). The details' keeps
/// only which documents hold a trigram (detail = none, migration 0035; a
/// third of the size): a search
/// asks for the documents holding each of its trigrams, and one longer than
/// a trigram then tests each one's details (`keepsPlaces`).
///
/// A read model (`ReadModel`): kept in step by their triggers (migrations
/// 0029 and 0028) in the transaction of every write, and filled again by a
/// bulk import; a contentless FTS5 table forgets a document by being told
/// its exact text under its rowid.
package enum SearchIndex: ReadModel {
    /// One trigram index: its table, its one column, the text of a
    /// contact's document (SQL on `contacts`), and the column of `contacts`
    /// its rowids are: the names' the contact's `document`
    /// (`contactOfDocument`), the details' its id, for the contacts that
    /// have any. An id's doclists are a third smaller (small rowid deltas):
    /// on 100k contacts of `gen_vcf.py`, 10.5 MB against 14.0 MB, filled
    /// in 0.30 s of CPU against 0.43 s (sqlite3); only a mail query, which
    /// never asks the details, reads the documents.
    package struct Table: Sendable {
        package let name: String
        let column: String
        package let text: String
        let rowid: String
        /// Whether it keeps where in a document each trigram is (detail =
        /// full), so a phrase query finds its documents exactly; otherwise a
        /// document holding every trigram of a search is found, and its
        /// text (`text`, a column of `contacts`) says whether it holds the search.
        package let keepsPlaces: Bool

        /// Whether its rowids are the contacts' documents.
        package var isKeyedByDocument: Bool { rowid == "document" }
        /// The contact of a rowid, in SQL.
        package var contactOfRowid: String { isKeyedByDocument ? contactOfDocument : "rowid" }
    }

    /// The names' documents end in one more U+0001 (the text's own
    /// separator between its parts), so that two characters at the very
    /// end of the text begin a trigram too, which a search of two
    /// characters finds (`pairQuery`; migration 0020); no such search asks
    /// the details (`SearchTerm.looksAtDetails`).
    package static let names = Table(name: "search_index", column: "text", text: "search_text || char(1)",
                                     rowid: "document", keepsPlaces: true)
    package static let details = Table(name: "search_details_index", column: "details", text: "search_details",
                                       rowid: "id", keepsPlaces: false)

    /// Every document of `table` (of the `added` contacts alone, when
    /// given), from the rows themselves, into `target` (the table itself
    /// unless given): what the triggers would have written had they always
    /// been there; empty details have none, nor has a group card (migration
    /// 0032). In rowid order, which FTS5 appends fastest.
    static func documents(of table: Table, into target: String? = nil, only added: AddedContacts? = nil) -> String {
        let conditions = ["is_group = 0"] + (table.isKeyedByDocument ? [] : ["\(table.text) != ''"])
            + (added == nil ? [] : [AddedContacts.contain()])
        return "INSERT INTO \(target ?? table.name) (rowid, \(table.column)) "
            + "SELECT \(table.rowid), \(table.text) FROM contacts WHERE " + conditions.joined(separator: " AND ") + " ORDER BY 1"
    }

    /// The contact a document belongs to, in SQL: the low 39 bits of its
    /// rowid. A document's rowid is its contact's `document` column
    /// (migration 0021, generated from the row): the first three characters
    /// of its family name's folded form (its family sort key after the
    /// section letter), a byte each (a character past U+00FF by its low
    /// byte, one beyond the key's end as 0), above its id. A search's
    /// matches come out of the index in this order, and the email listing
    /// keeps its rows under it too (`EmailListing`), so the addresses of a
    /// part of a family name's matches lie together, a few pages where
    /// they would be scattered by contact id. A generated column, so a
    /// write from any program keeps it, and its expression is parsed once
    /// in the table's definition, not in each trigger at every start.
    package static let contactOfDocument = contact(ofDocument: "rowid")

    /// The contact of the document `column` holds (a rowid of the index, or
    /// a `document` column), in SQL: its low 39 bits.
    package static func contact(ofDocument column: String) -> String {
        "(\(column) & \(contactBits))"
    }

    /// The bits of a document's rowid that hold its contact's id: 2^39 - 1.
    static let contactBits: Int64 = (1 << 39) - 1

    /// Every document of both indexes again, each emptied first.
    static func fill(in database: Database) throws {
        for table in [names, details] {
            try database.execute("INSERT INTO \(table.name) (\(table.name)) VALUES ('delete-all')")
            try database.execute(documents(of: table))
        }
    }

    /// The `added` contacts' documents in both indexes.
    static func add(_ added: AddedContacts, in database: Database) throws {
        for table in [names, details] { try database.prepare(documents(of: table, only: added)).run(added.bounds) }
    }
}
