/// How a transaction takes its locks.
public enum TransactionKind: String, Sendable {
    /// Takes the write lock at the first write.
    case deferred = "DEFERRED"
    /// Takes the write lock at once, so a read-then-write cannot deadlock
    /// against another writer: use it for every transaction that writes.
    case immediate = "IMMEDIATE"
}

extension Database {
    /// Runs `body` in a transaction: committed when it returns, rolled back
    /// when it throws, and the first error is the one rethrown. Inside an
    /// open transaction it nests as a savepoint.
    public func inTransaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        if !isAutocommit {
            return try inSavepoint(body)
        }
        try execute("BEGIN \(kind.rawValue) TRANSACTION")
        let result: T
        do {
            result = try body()
        } catch {
            if !isAutocommit { try? execute("ROLLBACK TRANSACTION") }
            throw error
        }
        do {
            try execute("COMMIT TRANSACTION")
        } catch {
            if !isAutocommit { try? execute("ROLLBACK TRANSACTION") }
            throw error
        }
        return result
    }

    /// Runs `body`, which only reads, in one read transaction: a deferred
    /// one begun here, or the transaction already open, as it is. A
    /// savepoint there would add two statements, parsed each time, and a
    /// read has nothing to roll back (`list --limit 50`: 27 sections, each
    /// reading in its own).
    public func reading<T>(_ body: () throws -> T) throws -> T {
        guard isAutocommit else { return try body() }
        return try inTransaction(.deferred, body)
    }

    private func inSavepoint<T>(_ body: () throws -> T) throws -> T {
        try execute("SAVEPOINT nested")
        do {
            let result = try body()
            try execute("RELEASE SAVEPOINT nested")
            return result
        } catch {
            try? execute("ROLLBACK TO SAVEPOINT nested")
            try? execute("RELEASE SAVEPOINT nested")
            throw error
        }
    }
}
