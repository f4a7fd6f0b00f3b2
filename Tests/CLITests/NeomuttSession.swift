import Foundation
import TestSupport

/// neomutt on PATH, if any.
let neomuttPath: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    .split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("neomutt") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// neomutt in tmux on the mbox `mailbox` of `folder`, with a muttrc of `lines` (a line a test takes
/// from the documentation) and nothing of the user's; phonebook on its PATH, the book in PHONEBOOK_DB.
func startNeomutt(_ lines: [String], mailbox: URL, db: String, in folder: URL) throws -> TmuxSession {
    let muttrc = folder.appendingPathComponent("muttrc")
    try (lines + [
        "set mbox_type = mbox",
        "set folder = \"\(folder.path)\"",
        "set spoolfile = \"\(mailbox.path)\"",
        "set record = \"\"",
        "set postponed = \"\(folder.path)/postponed\"",
        "set header_cache = \"\"",
        "set charset = \"utf-8\"",
        "set sendmail = \"/bin/false\"",
        "set help = no",
        "",
    ]).joined(separator: "\n").write(to: muttrc, atomically: true, encoding: .utf8)
    let bin = Repository.binary.deletingLastPathComponent().path
    let command = "HOME='\(folder.path)' PATH='\(bin)':\"$PATH\" PHONEBOOK_DB='\(db)' TERM=screen "
        + "'\(neomuttPath!.path)' -n -F '\(muttrc.path)' -f '\(mailbox.path)'"
    return try TmuxSession(command, columns: 100, rows: 24, folder: folder)
}
