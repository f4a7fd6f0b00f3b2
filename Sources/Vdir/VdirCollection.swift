import CardDAVSync
import DAV
import Exchange
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import VCard

/// A vdir (vdirsyncer's filesystem storage, the folder khard reads and
/// edits: one `.vcf` file a card) as the other side of a sync. An href is
/// the file's path, a version its `VdirEntry.version`; there is no change
/// feed, so each sync lists the folder (10,000 files in a few tens of
/// milliseconds) and reads only the files whose version moved. A new card's
/// file is named, and a card without a UID given one, by the rule `export
/// --vdir` follows (`VdirFileName`). Writes are atomic and conditional
/// (VdirCollection+Writes). Entries that are not regular files are listed
/// without a version, so the card a sync knew there is not taken as
/// deleted, and are never read, written or removed: each is told once in
/// `notes`. File-system failures are told in `DAVError`'s words, the
/// engine's for the other side: a folder that cannot be listed or written
/// in ends the run (`.connection`); a file that cannot be read or replaced
/// is that card's error (`.invalidURL`, "PATH: why"); a file changed since
/// it was listed is a 412 (`.preconditionFailed`).
public final class VdirCollection: RemoteCollection {
    /// The folder, absolute, without a trailing "/".
    public let folder: String
    /// What every href starts with: `folder` and "/".
    public var bookPath: String { folder + "/" }
    /// How many listings, file reads, writes and removals this run made.
    public private(set) var counts: [(String, Int)] = [("list", 0), ("read", 0), ("write", 0), ("delete", 0)]
    /// One line for each entry left out of this run, in the order met ("PATH: a symbolic link, …").
    public private(set) var notes: [String] = []
    private var noted = Set<String>()

    /// The vdir at `folder` (an absolute path); `VdirFolderCheck` says whether it is usable.
    public init(folder: String) {
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    public func changes(in book: String, since token: String?) throws(DAVError) -> SyncDelta {
        SyncDelta(changed: try members(of: book), removed: [], token: nil)
    }

    public func members(of book: String) throws(DAVError) -> [RemoteMember] {
        count("list")
        let names: [String], notUTF8: [String]
        do {
            (names, notUTF8) = try VdirListing.names(in: folder)
        } catch {
            throw .connection(url: folder, message: error.message)
        }
        for name in notUTF8 where name.hasSuffix(".vcf") {
            note(bookPath + name, "a name that is not UTF-8: a sync never reads, replaces or removes it; rename it to sync it")
        }
        var members: [RemoteMember] = []
        members.reserveCapacity(names.count)
        for name in names where name.hasSuffix(".vcf") {
            let path = bookPath + name
            let entry: VdirEntry
            do {
                entry = try VdirEntry.at(path)
            } catch {
                // Listed without a version, so the card a sync knew there is not taken as deleted.
                note(path, "cannot be examined (\(error.message)): left out of this sync")
                members.append(RemoteMember(href: path, etag: nil))
                continue
            }
            switch entry {
            case .file(let version): members.append(RemoteMember(href: path, etag: version))
            case .other(let kind):
                note(path, VdirEntry.leftAlone(kind))
                members.append(RemoteMember(href: path, etag: nil))
            case .absent: continue
            }
        }
        VdirTemporaryName.removeAbandoned(in: folder, names: names)
        return members
    }

    public func fetch(_ hrefs: [String], from book: String) throws(DAVError) -> (cards: [FetchedCard], missing: [String]) {
        var cards: [FetchedCard] = [], missing: [String] = []
        for href in hrefs {
            switch readCard(href) {
            case .success(let card?): cards.append(card)
            case .success(nil): missing.append(href)
            case .failure(let refusal): note(href, refusal.why)
            }
        }
        return (cards, missing)
    }

    public func get(_ href: String) throws(DAVError) -> FetchedCard? {
        switch readCard(href) {
        case .success(let card): return card
        case .failure(let refusal): throw .invalidURL(url: href, reason: refusal.why)
        }
    }

    public func href(forUID uid: String, in book: String) throws -> String {
        bookPath + VdirFileName.forUID(uid)
    }

    public func uid(forCardKnownAs key: String) -> String {
        VdirFileName.uid(forKey: key)
    }

    /// The card in the file at `href` with the version of the bytes read;
    /// nil when there is no such file; why it cannot be read otherwise.
    private func readCard(_ href: String) -> Result<FetchedCard?, ReadRefusal> {
        guard let path = try? file(href) else { return .failure(ReadRefusal("not a file of \(folder)")) }
        count("read")
        // No following a link; no waiting on a FIFO's writer.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return .success(nil) }
            if failure == ELOOP { return .failure(ReadRefusal(VdirEntry.leftAlone("a symbolic link"))) }
            return .failure(ReadRefusal("cannot be read (\(VdirErrno(failure).message))"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(ReadRefusal("cannot be read (\(VdirErrno(errno).message))")) }
        switch VdirEntry.of(status) {
        case .file(let version):
            // Read no more than a card may be: a larger file, or one growing as it is read, is not read whole.
            let limit = VCardScanner.maximumCardBytes
            guard status.st_size <= limit else { return .failure(.tooLarge(Int(status.st_size))) }
            var bytes = [UInt8](repeating: 0, count: max(0, Int(status.st_size)) + 1)
            var filled = 0
            while true {
                if filled > limit { return .failure(.tooLarge(filled)) }
                if filled == bytes.count { bytes += repeatElement(0, count: max(4_096, bytes.count)) }
                let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
                if got == 0 { break }
                guard got > 0 else {
                    if errno == EINTR { continue }
                    return .failure(ReadRefusal("cannot be read (\(VdirErrno(errno).message))"))
                }
                filled += got
            }
            bytes.removeSubrange(filled...)
            return .success(FetchedCard(href: href, etag: version, card: bytes))
        case .other(let kind):
            return .failure(ReadRefusal(VdirEntry.leftAlone(kind)))
        case .absent:
            return .success(nil)
        }
    }

    /// The path of `href`: a name directly in the folder.
    func file(_ href: String) throws(DAVError) -> String {
        let name = href.hasPrefix(bookPath) ? href.dropFirst(bookPath.count) : ""
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw .invalidURL(url: href, reason: "not a file of \(folder)")
        }
        return href
    }

    /// Tells `why` about `path` once a run.
    func note(_ path: String, _ why: String) {
        let line = "\(path): \(why)"
        if noted.insert(line).inserted { notes.append(line) }
    }

    func count(_ kind: String) {
        if let index = counts.firstIndex(where: { $0.0 == kind }) { counts[index].1 += 1 }
    }
}

/// Why a file was not read, in a person's words.
struct ReadRefusal: Error {
    var why: String

    init(_ why: String) { self.why = why }

    /// A file of `bytes`, more than a card may be (`VCardScanner.maximumCardBytes`).
    static func tooLarge(_ bytes: Int) -> ReadRefusal {
        ReadRefusal("a file of \((bytes + (1 << 20) - 1) >> 20) MB, larger than the "
                    + "\(VCardScanner.maximumCardBytes >> 20) MB a card may be: left out of this sync")
    }
}
