import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The documented exit statuses (README, "Exit status"); values follow sysexits(3).
enum ExitStatus: Int32 {
    case success = 0
    /// Nothing matched (`lookup`, `show`), or a runtime error.
    case failure = 1
    /// Some cards were imported, some skipped (each reported on stderr).
    case partlyImported = 2
    /// The command line is wrong; usage is shown.
    case usage = 64
    /// The input is not valid (a `--strict` import with a bad card, a bad value).
    case dataError = 65
    /// An input file is missing or unreadable, or no address book is there to read.
    case noInput = 66
    /// The database cannot be used: not a database, damaged, too new, locked,
    /// the disk full or read-only.
    case database = 74
    /// Authentication failed (wrong password).
    case permissionDenied = 77
}

/// Writes a line to standard error.
func printError(_ line: String) {
    writeText(line + "\n", to: STDERR_FILENO)
}

/// Writes `text` whole to `descriptor` with write(2), unbuffered (a prompt
/// shows before its answer is read); a closed or failing descriptor drops it.
func writeText(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
