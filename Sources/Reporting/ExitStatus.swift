/// The exit statuses of phonebook and phonebook-dav; values follow sysexits(3).
///
/// This is the one table of them: `summary` feeds the top-level `--help`,
/// and `details` the man page's EXIT STATUS and the docs' table (both
/// written from `phonebook exit-statuses`; a test checks the docs against it).
///
/// A command ended by a signal exits by it (a shell sees 128 + its number):
/// an interrupted first import removes the new book's private file and says
/// so first (130 for Control-C, 143 for SIGTERM). SIGXFSZ is ignored: past a
/// file-size limit a write fails, and is reported as 74 ("File too large").
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    case failure = 1
    case partlyImported = 2
    case syncConflicts = 3
    case usage = 64
    case dataError = 65
    case noInput = 66
    case unavailable = 69
    case database = 74
    case syncIncomplete = 75
    case protocolError = 76
    case permissionDenied = 77

    /// A few words, for a list beside the number.
    public var summary: String { documentation.summary }

    /// Every case that ends with this status, as the docs' table gives it
    /// (Markdown: `code` spans, no line breaks).
    public var details: String { documentation.details }

    private var documentation: (summary: String, details: String) {
        switch self {
        case .success:
            ("success", "success")
        case .failure:
            ("nothing matched, or a runtime error",
             "nothing matched (`lookup`, `list --search`, `email`; no birthday to list by `birthdays`; no duplicates found by `duplicates`; an `edit --remove-…` of something the contact does not have; a CONTACT that matches no one, or several without a terminal to choose on, or a choice cancelled; an `export` subset that matches no one, a `--vdir` folder that cannot be made or written, or that would hold two contacts of different books with one UID (`export`; `connect --vdir` of one that cannot be listed and written in), or an `export --vdir --prune` with nothing to export; `disconnect` of a service not connected; `account create` of a taken name; `account delete` of no such account or declined at its question; a `--password-command` that fails; `books create` or `books rename` to a taken name, `books remove` of the default book or of a book a service syncs with, a `move` or `copy` to a book holding a contact with the same UID; `connect --collection … --to BOOK` when BOOK syncs with another address book of the service, `disconnect --book` of the last book a service syncs), a removal declined at its question (or an `add --from-mail`), nothing left to `undo` (or `undo N` refused: see \"History and undo\"), or a runtime error")
        case .partlyImported:
            ("partly imported: some cards skipped or in conflict",
             "partly imported: some cards were skipped (a card over 64 MB among them, unread), or a file held no vCard, each reported on stderr as `FILE:LINE: message`, or cards were imported without a malformed line, each reported as `FILE:LINE: warning: message`, or contacts changed both here and in the file kept their edits, each reported as `FILE:LINE: conflict: …`; also an `add --from-file` whose card was added without a malformed line or its missing END, reported so")
        case .syncConflicts:
            ("sync finished; conflicts wait to be settled",
             "`sync` finished, but cards changed on both sides wait to be settled (`sync conflicts`, `sync resolve`); a conflict decides the status whatever else the run met (cards not synced, cards refused), each of which is still reported on stderr")
        case .usage:
            ("usage error",
             "usage error (unknown command, `help` of an unknown command, unknown option or setting, bad value (a `birthdays --today` that is no date), bad user or service name, `--prune -` without `--source`, a `--book` or `PHONEBOOK_BOOK` that names no book, a bad book name, a `connect --to` not after its `--collection`); usage is shown, and for a mistyped command or option the nearest name (`did you mean 'list'?`). Also a password or token to read with neither a terminal nor `--password-stdin`/`--token-stdin`, a `connect` to a server with several address books, no `--collection` and no terminal to ask on, a `remove`, a `books remove` of a book holding contacts or an `add --from-mail` with neither a terminal to ask on nor `--yes`, an `add --from-mail` whose standard input is the terminal, an `add --from-file` of a folder, an `add` or `edit` without options with neither a terminal nor `VISUAL`/`EDITOR`, an `add` without a name, and a full-screen command whose standard input or output is not a terminal")
        case .dataError:
            ("invalid input data",
             "invalid input data (for example a `--strict` import with a bad card, a bad value given to `add` or `edit` (a birthday that is not a date, a number without digits, an email without `@`), a message `add --from-mail` finds no sender in (no `From:`, a `From:` that is not UTF-8 or holds no address, no end of its header within 1 MB), a file `add --from-file` finds no one new card in (none, several, another contact's UID), a setting value the key does not take, a password under 8 characters, passwords that do not match, an empty token, a stored token that no longer decrypts); and a `sync` whose server refused to store cards in this run (400, 413, 415, 422, or 500 at a third sync in a row; each on stderr as `phonebook: refused: …`, listed by `sync refused` and `sync status`, kept here and not sent again until edited), with no conflict and nothing else left unsynced")
        case .noInput:
            ("an input file, or the address book, is missing",
             "an input file is missing or unreadable, a folder to import holds no `.vcf` file, a vdir folder to `connect --vdir` or `sync` is missing or not a folder, or a command that only reads finds no address book at the path (nothing is created)")
        case .unavailable:
            ("a server cannot be reached, or phonebook-dav is missing",
             "`connect`/`sync`: the server cannot be reached (refused, no such host, silent past the 30 s timeout) or trusted (a TLS failure, a pinned key that differs), or a vdir's folder cannot be listed or written in during a `sync`; or `phonebook-dav`, which talks to servers, is missing beside `phonebook` (it is built once `libcurl4-openssl-dev` and `libexpat1-dev` are installed; the message gives the `sudo apt-get install` line); `bin/phonebook` and `bin/test` run as anyone but root when Debian packages they need are missing (they print the one `sudo apt-get install …` line)")
        case .database:
            ("the database cannot be used",
             "the database cannot be used: not a database, damaged, newer schema, cannot be created or opened (a `--db` that is a symbolic link to nothing among them), needs upgrading where it cannot be written, replaced or removed while open; or a write failed and left it as it was: disk full, read-only file or file system, input/output error (a file-size limit: \"File too large\"), locked by another program for over 30 s; or an `--output` file could not be written for a full disk or a file-size limit")
        case .syncIncomplete:
            ("sync finished; some cards could not be synced",
             "`sync` finished, but some cards could not be synced (each reported on stderr: a server that failed a request for one card, a card that cannot be read), and no conflict was found; its token is not moved on, and running it again continues")
        case .protocolError:
            ("the server is not a CardDAV server",
             "`connect`/`sync`: the server answered, but not as a CardDAV server (an HTML page, broken XML, no address-book home, an unexpected status)")
        case .permissionDenied:
            ("authentication failed",
             "authentication failed: wrong user name or password (`login`, `account passwd`, `account delete`), or too many failed attempts (try again after the wait given); a secret the CardDAV server refused, or a login it asks for in a scheme phonebook does not speak or at another origin it redirected to (401, `connect`/`sync`); a token given to `connect` with nobody logged in; a token that needs a locked vault, or whose session has ended (logout, `account passwd`, the session timeout); a session folder that is not yours alone")
        }
    }
}
