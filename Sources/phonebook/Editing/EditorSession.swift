import CardEditing
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A round of editing in `$VISUAL`, else `$EDITOR`, else `vi`: shared by `edit`, `add` and the
/// browser's `e` and `a` (the browser leaves raw mode first).
///
/// The text goes into a file of its own (mode 0600, in a fresh 0700 folder, both removed afterwards);
/// the editor runs as `/bin/sh -c '$EDITOR "$1"' sh FILE`, so an EDITOR with arguments (`code -w`)
/// works and a file name with spaces stays one argument. What the person saves is checked; a mistake
/// reopens the editor on their text with the error in `#` lines at the top, as `crontab -e` does,
/// until it is right or left unchanged.
struct EditorSession {
    /// What a check of the saved text says.
    enum Verdict {
        /// Take the text.
        case accept
        /// The text says nothing (an emptied form): change nothing.
        case nothingToDo
        /// Reopen the editor with this error.
        case reject(FormError)
    }

    /// Where `VISUAL` and `EDITOR` are read, and the editor's environment.
    var environment = ProcessInfo.processInfo.environment

    /// The command that edits a file: `$VISUAL`, else `$EDITOR`, else `vi`.
    var editor: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// The contact form as the person saved it, or nil when nothing changed (left as it was, or
    /// emptied). `before` is what the form showed: entries it had are not held to the checks again.
    func run(form: String, editedFrom before: ContactDetails? = nil) throws(EditorFailure) -> String? {
        try run(text: form, fileName: "contact.txt") { text in
            do throws(FormError) {
                let details = if let before { try ContactForm.parse(text, editedFrom: before) } else { try ContactForm.parse(text) }
                return details.isEmpty ? .nothingToDo : .accept
            } catch {
                return .reject(error)
            }
        }
    }

    /// The raw vCard as the person saved it (`edit --raw`), or nil when nothing changed; it holds
    /// exactly one card, every line of which the parser keeps (see ``RawCardText``).
    func run(rawCard: String) throws(EditorFailure) -> String? {
        try run(text: rawCard, fileName: "contact.vcf") { text in
            let content = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            if content.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { return .nothingToDo }
            do throws(FormError) {
                _ = try RawCardText.check(text)
                return .accept
            } catch {
                return .reject(error)
            }
        }
    }

    /// The editing loop over any text: edit, check, reopen with the error, until accepted or unchanged.
    func run(text: String, fileName: String, check: (String) -> Verdict) throws(EditorFailure) -> String? {
        let folder = try privateFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/" + fileName
        var shown = text
        while true {
            try EditorSession.write(shown, to: file)
            try edit(file)
            let (saved, encodingError) = EditorSession.text(of: try EditorSession.read(file))
            if saved == shown { return nil }
            if let encodingError {
                shown = EditorSession.reopening(saved, with: encodingError)
                continue
            }
            switch check(saved) {
            case .accept: return saved
            case .nothingToDo: return nil
            case .reject(let error): shown = EditorSession.reopening(saved, with: error)
            }
        }
    }

    /// The person's text with the error on top, instead of the errors shown before; the line number
    /// counts in the reopened file.
    static func reopening(_ saved: String, with error: FormError) -> String {
        var lines = saved.split(separator: "\n", omittingEmptySubsequences: false)
        var removed = 0
        while let first = lines.first, first.hasPrefix(errorPrefix) || first == String(errorAdvice) {
            lines.removeFirst()
            removed += 1
        }
        let top = ["\(errorPrefix)line \(error.line - removed + 2): \(error.message)", errorAdvice]
        return (top + lines.map(String.init)).joined(separator: "\n")
    }

    static let errorPrefix = "# error: "
    static let errorAdvice = "# Correct it and save, or quit without saving to change nothing."

    // MARK: Files and the editor process

    /// A new folder only we can enter (mkdtemp makes it 0700), under $TMPDIR or /tmp.
    private func privateFolder() throws(EditorFailure) -> String {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/phonebook-edit-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw .system("cannot make a folder for the editor's file in \(base): \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// Writes the file at mode 0600 (created so, never widened by the umask).
    private static func write(_ text: String, to path: String) throws(EditorFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw .system("cannot write \(path): \(String(cString: strerror(errno)))") }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func read(_ path: String) throws(EditorFailure) -> [UInt8] {
        // An editor may replace the file rather than write into it; a missing file is an emptied one.
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else { throw .system("cannot read \(path)") }
        return Array(data)
    }

    /// The saved bytes as text, without the byte order mark Notepad writes; with the first line that
    /// is not UTF-8 (an editor set to Latin-1 writes é as one byte) as an error, the text then holding
    /// U+FFFD there, so nothing is stored with a character silently replaced.
    static func text(of bytes: [UInt8]) -> (String, FormError?) {
        let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if let text = String(bytes: content, encoding: .utf8) { return (text, nil) }
        let lines = content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let bad = lines.firstIndex { String(bytes: $0, encoding: .utf8) == nil } ?? 0
        return (String(decoding: content, as: UTF8.self),
                FormError(line: bad + 1, "this line is not UTF-8 text: save the file as UTF-8"))
    }

    /// Runs `write` on what the person saved. When it fails (a locked or read-only book, a UID taken),
    /// their text is kept in a private file the error names, so the work done in the editor is not lost.
    func keeping<Result>(_ text: String, fileName: String, _ write: () throws -> Result) throws -> Result {
        do {
            return try write()
        } catch {
            let failure = CommandFailure(reporting: error)
            guard let folder = try? privateFolder() else { throw failure }
            let path = folder + "/" + fileName
            guard (try? EditorSession.write(text, to: path)) != nil else { throw failure }
            throw CommandFailure(message: failure.message + "; what you saved is kept in \(path)", status: failure.status)
        }
    }

    /// Runs the editor on `file` and waits for it. SIGINT and SIGQUIT are ignored meanwhile, as git
    /// does, so a Ctrl-C meant for the editor does not end us with the file left behind; the editor
    /// gets them back at their defaults.
    private func edit(_ file: String) throws(EditorFailure) {
        let editor = self.editor
        let arguments = ["/bin/sh", "-c", editor + " \"$1\"", "sh", file]
        let environment = self.environment.map { "\($0.key)=\($0.value)" }
        let oldInterrupt = signal(SIGINT, SIG_IGN)
        let oldQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, oldInterrupt)
            signal(SIGQUIT, oldQuit)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in posix_spawn(&child, "/bin/sh", nil, &attributes, argv, envp) }
        }
        guard spawned == 0 else {
            throw .system("cannot start the editor (\(editor)): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw .system("cannot wait for the editor (\(editor))") }
        }
        // WIFEXITED / WEXITSTATUS, which Swift cannot import: the low 7 bits are the signal, 0 on exit.
        let signalled = status & 0x7F
        let code = (status >> 8) & 0xFF
        if signalled != 0 { throw .exited(editor: editor, status: 128 + signalled) }
        if code != 0 { throw .exited(editor: editor, status: code) }
    }
}

/// Calls `body` with a NULL-terminated array of C strings that live for the call.
private func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
    let pointers = strings.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return body(pointers + [nil])
}
