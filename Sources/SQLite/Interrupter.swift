import CSQLite

/// Stops a connection's statements from another thread while it is set:
/// each statement then ends with SQLITE_INTERRUPT (and its transaction rolls
/// back) within 1,000 instructions of SQLite's, or at once when it starts.
/// It keeps stopping them until cleared, so a stop that comes while the
/// connection's owner is between two statements is not lost, as a call of
/// sqlite3_interrupt would be.
public final class Interrupter: @unchecked Sendable {
    // @unchecked: the flag is only read and written atomically (CSQLite's shim).
    let flag: UnsafeMutablePointer<Int32>

    init() {
        flag = .allocate(capacity: 1)
        flag.initialize(to: 0)
    }

    deinit {
        flag.deallocate()
    }

    /// Stops the connection's statements from now until `clear`; from any thread.
    public func set() {
        csqlite_flag_store(flag, 1)
    }

    /// Lets the connection's statements run again; from any thread.
    public func clear() {
        csqlite_flag_store(flag, 0)
    }
}

extension Database {
    /// An interrupter for this connection's statements: SQLite asks it as
    /// they run (a progress handler), and the connection keeps it. One per
    /// connection; asking again gives the same one.
    public var interrupter: Interrupter {
        if let interrupter = installedInterrupter { return interrupter }
        let interrupter = Interrupter()
        csqlite_stop_while_set(handle, interrupter.flag)
        installedInterrupter = interrupter
        return interrupter
    }
}
