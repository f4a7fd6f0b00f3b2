import SQLite

/// A contact's complete state at one moment: its row in `contacts` (every
/// column, whatever later migrations add, the star among them) and its rows
/// in every table keyed by it, values and ids exactly as stored.
///
/// Capture, restore and erase are the only code that knows which tables
/// make up a contact's state: a table added to it is one more line in
/// `tables`, and the journal keeps and restores it from then on.
struct ContactSnapshot: Equatable {
    /// A table of a contact's state and the column naming the contact.
    struct StateTable: Sendable {
        let name: String
        let contactColumn: String
    }

    /// The contact's own row first (it is restored first and erased last).
    static let tables: [StateTable] = [
        StateTable(name: "contacts", contactColumn: "id"),
        StateTable(name: "phone_numbers", contactColumn: "contact_id"),
        StateTable(name: "emails", contactColumn: "contact_id"),
        StateTable(name: "contact_categories", contactColumn: "contact_id"),
        StateTable(name: "group_members", contactColumn: "group_id"),
        // What imports remember of it: the bases of its other sources, and the
        // keys it had before its first UID (its own source's base is a column).
        StateTable(name: "import_bases", contactColumn: "contact_id"),
        StateTable(name: "former_keys", contactColumn: "contact_id"),
    ]

    /// One table's rows of the contact, with the columns they were read with.
    struct TableRows: Equatable {
        var table: String
        var columns: [String]
        /// Row by row, a value per column.
        var rows: [[StoredValue]]
    }

    let contactID: Int64
    var tables: [TableRows]

    /// Contact `id` as it is now; nil when there is no such contact.
    static func capture(_ id: Int64, from database: Database) throws -> ContactSnapshot? {
        var captured: [TableRows] = []
        for table in tables {
            var rows = TableRows(table: table.name, columns: [], rows: [])
            try database.cachedStatement(
                "SELECT * FROM \(table.name) WHERE \(table.contactColumn) = ?"
            ).forEachRow([id]) { row in
                if rows.columns.isEmpty { rows.columns = (0..<row.columnCount).map(row.columnName) }
                rows.rows.append((0..<row.columnCount).map { StoredValue(row, $0) })
            }
            if table.name == tables[0].name && rows.rows.isEmpty { return nil }
            captured.append(rows)
        }
        return ContactSnapshot(contactID: id, tables: captured)
    }

    /// Puts the contact back as captured, in place of whatever it is now.
    /// Columns a later migration dropped are left out; columns it added
    /// take their defaults. What a search finds the contact by (its search
    /// text and letters) is taken again from the rows restored when the
    /// entry predates the migration that changed it (`needsSearchKeys`).
    func restore(in database: Database, columns: inout CurrentColumns) throws {
        try Self.erase(contactID...contactID, in: database)
        for table in tables where !table.rows.isEmpty {
            let current = try columns.of(table.table, in: database)
            let kept = table.columns.indices.filter { current.contains(table.columns[$0]) }
            let names = kept.map { "\"\(table.columns[$0])\"" }.joined(separator: ", ")
            let marks = Array(repeating: "?", count: kept.count).joined(separator: ", ")
            let insert = try database.cachedStatement("INSERT INTO \(table.table) (\(names)) VALUES (\(marks))")
            for row in table.rows {
                insert.reset()
                for (parameter, column) in kept.enumerated() {
                    try row[column].bind(to: insert, at: Int32(parameter + 1))
                }
                while try insert.step() {}
            }
            insert.reset()
        }
        if needsSearchKeys { try Self.retakeSearchKeys(contact: contactID, in: database) }
        if predatesGroupCards { try Self.markCardsForRereading(in: database) }
    }

    /// The entry was captured before migration 0032: whether its card is a
    /// group's, and its categories, were never read from it.
    private var predatesGroupCards: Bool {
        tables.first { $0.table == Self.tables[0].name }.map { !$0.columns.contains("is_group") } ?? false
    }

    /// Makes the book's rows read again from their cards at its next open
    /// (Exchange's CardRereading, whose revision 6 reads group cards and
    /// categories): its revision goes back to 5 at most.
    private static func markCardsForRereading(in database: Database) throws {
        guard try database.cardReadingRevision() > 5 else { return }
        try database.setCardReadingRevision(5)
    }

    /// Removes every row of the contacts `ids` from every table of their state.
    static func erase(_ ids: ClosedRange<Int64>, in database: Database) throws {
        for table in tables.reversed() {
            try database.cachedStatement(
                "DELETE FROM \(table.name) WHERE \(table.contactColumn) BETWEEN ? AND ?"
            ).run([ids.lowerBound, ids.upperBound])
        }
    }

    /// The contact's UID, as captured.
    var uid: String? {
        guard let own = tables.first(where: { $0.table == Self.tables[0].name }),
              let column = own.columns.firstIndex(of: "uid"), let row = own.rows.first,
              case let .text(bytes) = row[column] else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The contact's book, as captured; nil for a snapshot taken before
    /// migration 0033 (the contact was then in the first book, the column's default).
    var bookID: Int64? {
        guard let own = tables.first(where: { $0.table == Self.tables[0].name }),
              let column = own.columns.firstIndex(of: "book_id"), let row = own.rows.first,
              case let .integer(id) = row[column] else { return nil }
        return id
    }

    /// The columns each table has now, asked once per table.
    struct CurrentColumns {
        private var known: [String: Set<String>] = [:]

        mutating func of(_ table: String, in database: Database) throws -> Set<String> {
            if let columns = known[table] { return columns }
            let columns = Set(try database.prepare("SELECT name FROM pragma_table_info(?)").map([table]) { $0.text(0) })
            known[table] = columns
            return columns
        }
    }
}

/// One stored value, as SQLite holds it: text keeps its exact bytes, valid
/// UTF-8 or not (a card may be Latin-1 and must come back unchanged).
enum StoredValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text([UInt8])
    case blob([UInt8])

    init(_ row: Row, _ index: Int32) {
        switch row.storageClass(index) {
        case .null: self = .null
        case .integer: self = .integer(row.int64(index))
        case .real: self = .real(row.double(index))
        case .text: self = .text(row.blob(index))
        case .blob: self = .blob(row.blob(index))
        }
    }

    func bind(to statement: Statement, at index: Int32) throws {
        switch self {
        case .null: try statement.bind(.null, at: index)
        case .integer(let value): try statement.bind(value, at: index)
        case .real(let value): try statement.bind(.real(value), at: index)
        case .text(let bytes): try bytes.withUnsafeBytes { try statement.bindText(utf8: $0, at: index) }
        case .blob(let bytes): try statement.bind(.blob(bytes), at: index)
        }
    }
}
