import CSQLite

extension Database {
    /// Whether this connection's statements fire the schema's triggers
    /// (SQLite's SQLITE_DBCONFIG_ENABLE_TRIGGER). Off, a write changes only
    /// the rows it names, on this connection alone: a bulk write that
    /// recomputes what the triggers keep turns them off instead of dropping
    /// them, so the schema stays what the migrations made.
    public var firesTriggers: Bool {
        get { csqlite_enable_triggers(handle, -1) == 1 }
        set { _ = csqlite_enable_triggers(handle, newValue ? 1 : 0) }
    }
}
