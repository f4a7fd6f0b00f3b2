import CSQLite

// SQLITE_TRANSIENT and SQLITE_STATIC are C macros casting -1 and 0 to a
// destructor pointer; Swift cannot import them, so they are defined once here.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
let SQLITE_STATIC = unsafeBitCast(0, to: sqlite3_destructor_type.self)

/// The version of the linked libsqlite3, for `info` and debug pages.
public let sqliteLibraryVersion: String = String(cString: sqlite3_libversion())
