import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Exchange
import VCard

/// `export --vdir DIR`: a folder of one card a file, `UID.vcf`, as
/// vdirsyncer and khard keep them, brought up to date in place. A contact's
/// file is the one that already holds its card (found by the card's key,
/// whatever the file is named), else `VdirFileName.forUID`. A file whose
/// bytes are already the card's is not written (its mtime stays, so
/// vdirsyncer sees nothing changed); a changed one is replaced atomically.
/// Files of contacts not exported stay unless `prune`; a file that is not
/// a `.vcf`, or holds several cards, is never touched, nor is anything a
/// new contact's name is taken by (a link, a FIFO, a folder, another card).
struct VdirFolder {
    let path: String

    /// What one export did.
    struct Outcome {
        var written = 0, unchanged = 0, removed = 0
    }

    /// Brings the folder up to date with the cards of `ids`, in that order.
    func update(from book: AddressBook, contacts ids: [ContactID], prune: Bool) throws -> Outcome {
        try makeFolder()
        let files = try existingCards()
        var outcome = Outcome()
        var kept = Set<String>(), takenFolded = files.namesFolded
        try book.forEachKeyedCard(of: ids) { uid, card in
            let bytes = CardExport.exported(card)
            let name = try files.byKey[uid] ?? fileName(uid: uid, avoiding: takenFolded)
            guard !kept.contains(name) else {
                throw CommandFailure(message: "\(path)/\(name): two contacts would share this file (UID \(uid))",
                                     status: .failure)
            }
            kept.insert(name)
            takenFolded.insert(name.lowercased())
            if files.cardFiles.contains(name), contents(of: name) == bytes {
                outcome.unchanged += 1
                return
            }
            try AtomicFile.write(to: path + "/" + name) { file in bytes.withUnsafeBytes { file.append($0) } }
            outcome.written += 1
        }
        if prune {
            for name in files.cardFiles.sorted() where !kept.contains(name) {
                guard unlink(path + "/" + name) == 0 else {
                    throw CommandFailure(message: "\(path)/\(name): cannot remove: \(String(cString: strerror(errno)))",
                                         status: .failure)
                }
                outcome.removed += 1
            }
        }
        return outcome
    }

    /// The name for a contact new to the folder, one nothing in it has:
    /// hashed where its UID's own name is in the folder already or differs
    /// only in case from one there or given (for file systems that ignore
    /// case), so what holds that name is left as it is.
    private func fileName(uid: String, avoiding takenFolded: Set<String>) throws -> String {
        let name = VdirFileName.forUID(uid)
        guard takenFolded.contains(name.lowercased()) else { return name }
        let hashed = VdirFileName.hashed(uid)
        guard !takenFolded.contains(hashed.lowercased()) else {
            throw CommandFailure(message: "\(path)/\(name) and \(hashed) hold something other than the card of UID "
                                     + "\(uid); both are left as they are, and the export stopped there", status: .failure)
        }
        return hashed
    }

    /// A file's bytes; nil when it cannot be read (then it is written anew).
    private func contents(of name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path + "/" + name).map { [UInt8]($0) }
    }

    private func makeFolder() throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & 0o170000 == 0o040000 else {  // S_IFMT, S_IFDIR
                throw CommandFailure(message: "\(path): not a folder", status: .failure)
            }
            return
        }
        guard mkdir(path, 0o700) == 0 else {
            throw CommandFailure(message: "\(path): cannot create the folder: \(String(cString: strerror(errno)))",
                                 status: .failure)
        }
    }

    /// The folder's `.vcf` files that hold one card each: by the card's key,
    /// and their bytes. A file larger than a card may be is none, and is not read.
    private func existingCards() throws -> ExistingCards {
        var cards = ExistingCards()
        let names = try folderNames()
        VdirTemporaryName.removeAbandoned(in: path, names: names)
        cards.namesFolded = Set(names.map { $0.lowercased() })
        for name in names.sorted() where name.hasSuffix(".vcf") {
            var status = stat()
            guard lstat(path + "/" + name, &status) == 0, status.st_mode & 0o170000 == 0o100000,  // S_IFREG
                  status.st_size <= VCardScanner.maximumCardBytes, let bytes = contents(of: name),
                  let key = bytes.withUnsafeBytes(VdirCardKey.key(of:)) else { continue }
            cards.cardFiles.insert(name)
            if cards.byKey[key] == nil { cards.byKey[key] = name }
        }
        return cards
    }

    /// The names in the folder but "." and "..", by readdir; refused with
    /// the system's reason when it cannot be listed.
    private func folderNames() throws -> [String] {
        func refusal() -> CommandFailure {
            CommandFailure(message: "\(path): cannot read the folder: \(String(cString: strerror(errno)))", status: .failure)
        }
        guard let folder = opendir(path) else { throw refusal() }
        defer { closedir(folder) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
            errno = 0
        }
        guard errno == 0 else { throw refusal() }
        return names
    }

    /// What the folder held before the export.
    private struct ExistingCards {
        /// The first file (by name) holding each key.
        var byKey: [String: String] = [:]
        /// Every file holding one card: what `--prune` may remove.
        var cardFiles = Set<String>()
        /// Every name in the folder, in lower case: none is a new contact's.
        var namesFolded = Set<String>()
    }
}
