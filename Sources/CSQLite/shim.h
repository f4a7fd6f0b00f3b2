#include <sqlite3.h>

/// Turns off SQLite's memory statistics. They take a process-wide mutex on
/// every allocation and free (a twentieth of an import's writer thread), and
/// nothing here reads them. sqlite3_config is variadic, which Swift cannot
/// call; it only works before the library initializes (SQLITE_MISUSE after).
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
