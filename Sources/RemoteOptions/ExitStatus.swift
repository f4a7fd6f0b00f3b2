/// The documented exit statuses (README, "Exit status"); values follow sysexits(3).
///
/// A command ended by a signal exits by it (a shell sees 128 + its number):
/// an interrupted first import removes the new book's private file and says
/// so first (130 for Control-C, 143 for SIGTERM). SIGXFSZ is ignored: past a
/// file-size limit a write fails, and is reported as 74 ("File too large").
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// Nothing matched (`lookup`, `show`), or a runtime error.
    case failure = 1
    /// Some cards were imported, some skipped (each reported on stderr); a
    /// card over 64 MB (`VCardScanner.maximumCardBytes`) is skipped, unread.
    case partlyImported = 2
    /// `sync` finished, but some cards changed on both sides wait to be settled (`sync conflicts`).
    case syncConflicts = 3
    /// The command line is wrong; usage is shown.
    case usage = 64
    /// The input is not valid (a `--strict` import with a bad card, a bad value).
    case dataError = 65
    /// An input file is missing or unreadable, or no address book is there to read.
    case noInput = 66
    /// The database cannot be used: not a database, damaged, too new, locked,
    /// the disk full or read-only (a command that only reads still reads
    /// there), a file-size limit reached ("File too large"), a book that
    /// needs upgrading where it cannot be written, or a book replaced or
    /// removed while phonebook had it open. An `--output` file that cannot be
    /// written for a full disk or a file-size limit is 74 too.
    case database = 74
    /// The server cannot be reached or trusted (refused, timed out, a TLS
    /// failure), or phonebook-dav, which talks to it, is missing.
    case unavailable = 69
    /// The server answered, but not as a CardDAV server (an HTML page, broken XML, an unexpected status).
    case protocolError = 76
    /// `sync` finished, but some cards could not be synced (each reported);
    /// running it again continues from where it stopped (EX_TEMPFAIL).
    case syncIncomplete = 75
    /// Authentication failed (wrong password, or a server refused the secret).
    case permissionDenied = 77
}
