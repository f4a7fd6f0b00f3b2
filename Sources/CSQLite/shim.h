#include <sqlite3.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

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

/// `contains(text, part)`: 1 when the bytes of `part` occur in those of
/// `text`, else 0; NULL when either is. For UTF-8 text that is `instr(text,
/// part) > 0`, which counts characters to say where: its loop took half of
/// a two-letter search's scan of 100k contacts' search text (callgrind,
/// the browser's "to": instrFunc 61 M of 122 M instructions). memchr finds
/// each candidate for the first byte, memcmp checks the rest.
static inline void csqlite_contains(sqlite3_context *context, int count, sqlite3_value **values) {
    (void)count;
    if (sqlite3_value_type(values[0]) == SQLITE_NULL || sqlite3_value_type(values[1]) == SQLITE_NULL) {
        sqlite3_result_null(context);
        return;
    }
    const unsigned char *text = sqlite3_value_text(values[0]);
    int textLength = sqlite3_value_bytes(values[0]);
    const unsigned char *part = sqlite3_value_text(values[1]);
    int partLength = sqlite3_value_bytes(values[1]);
    if (partLength == 0) { sqlite3_result_int(context, 1); return; }
    if (text == NULL || part == NULL || partLength > textLength) { sqlite3_result_int(context, 0); return; }
    const unsigned char *at = text, *last = text + (textLength - partLength);
    while (at <= last) {
        at = memchr(at, part[0], (size_t)(last - at) + 1);
        if (at == NULL) break;
        if (memcmp(at, part, (size_t)partLength) == 0) { sqlite3_result_int(context, 1); return; }
        at++;
    }
    sqlite3_result_int(context, 0);
}

/// Registers `contains` on the connection: deterministic, and innocuous
/// (it reads only its arguments). Statements use it, never the schema:
/// another program opening the book (the sqlite3 shell) has no such function.
static inline int csqlite_register_contains(sqlite3 *db) {
    return sqlite3_create_function_v2(db, "contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                      0, csqlite_contains, 0, 0, 0);
}

/// Starts the kernel writing the file's changed pages to disk and returns
/// without waiting for them (Linux's sync_file_range with
/// SYNC_FILE_RANGE_WRITE, which Swift's Glibc module leaves out): a later
/// fsync waits only for what is still unwritten. 0 on success, -1 (errno)
/// otherwise; elsewhere than Linux it does nothing.
static inline int csqlite_start_writeback(int descriptor) {
#if defined(__linux__) && defined(SYS_sync_file_range)
    return (int)syscall(SYS_sync_file_range, descriptor, (long)0, (long)0, 2u /* SYNC_FILE_RANGE_WRITE */);
#else
    (void)descriptor;
    return 0;
#endif
}

/// Turns the connection's triggers on (1) or off (0) and returns whether
/// they are on after it. sqlite3_db_config is variadic, which Swift cannot
/// call. Statements prepared under the other setting are prepared again.
static inline int csqlite_enable_triggers(sqlite3 *db, int on) {
    int now = -1;
    int code = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, on, &now);
    return code == SQLITE_OK ? now : -1;
}
