extension ContactSnapshot {
    /// The same contact as a new one: id `id` in book `book`, every other
    /// value as captured (its card, rows, star, source and bases), stamped
    /// `now`; its former keys left out where `book` gives them to another
    /// contact (`keysTaken`). What `copy` puts in the other book.
    func copied(as id: Int64, into book: Int64, now: Int64, keysTaken: Set<[UInt8]>) -> ContactSnapshot {
        var copy = ContactSnapshot(contactID: id, tables: [])
        for var table in tables {
            let contactColumn = Self.tables.first { $0.name == table.table }?.contactColumn
            var replaced: [String: StoredValue] = [:]
            if let contactColumn { replaced[contactColumn] = .integer(id) }
            if table.table == Self.tables[0].name {
                replaced["book_id"] = .integer(book)
                replaced["created_at"] = .integer(now)
                replaced["updated_at"] = .integer(now)
            } else if table.table == "former_keys" {
                replaced["book_id"] = .integer(book)
                if let key = table.columns.firstIndex(of: "key") {
                    table.rows.removeAll { row in
                        if case .text(let bytes) = row[key] { keysTaken.contains(bytes) } else { false }
                    }
                }
            }
            for (column, value) in replaced {
                guard let index = table.columns.firstIndex(of: column) else { continue }
                for row in table.rows.indices { table.rows[row][index] = value }
            }
            copy.tables.append(table)
        }
        return copy
    }
}
