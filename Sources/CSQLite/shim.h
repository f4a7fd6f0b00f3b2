#include <sqlite3.h>

/// Turns off SQLite's memory statistics. They take a process-wide mutex on
/// every allocation and free (a twentieth of an import's writer thread), and
/// nothing here reads them. sqlite3_config is variadic, which Swift cannot
/// call; it only works before the library initializes (SQLITE_MISUSE after).
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/// A flag another thread sets to stop a connection's statements: SQLite
/// calls the progress handler every 1,000 virtual-machine instructions, and
/// a non-zero answer interrupts the statement. Unlike sqlite3_interrupt,
/// which is lost when it comes between two statements, the flag stops every
/// statement until cleared. Atomic loads and stores, which Swift cannot spell.
static inline int csqlite_flag_is_set(void *flag) {
    return __atomic_load_n((int *)flag, __ATOMIC_RELAXED);
}

static inline void csqlite_flag_store(int *flag, int value) {
    __atomic_store_n(flag, value, __ATOMIC_RELAXED);
}

static inline void csqlite_stop_while_set(sqlite3 *db, int *flag) {
    sqlite3_progress_handler(db, 1000, csqlite_flag_is_set, flag);
}

/// Points SQLite's temporary files (the runs of a sort larger than the page
/// cache) into `directory`, process-wide. The string it replaces is left
/// allocated: SQLite reads the pointer whenever it opens a temporary file,
/// possibly on a connection of another thread.
static inline void csqlite_set_temporary_directory(const char *directory) {
    sqlite3_temp_directory = sqlite3_mprintf("%s", directory);
}
