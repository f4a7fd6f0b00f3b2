import Exchange
import Foundation
import Testing
import TestSupport

/// `export --vdir`: a folder of one card a file, read back as khard reads it
/// (every `.vcf` file one card, named by its UID), updated in place.
@Suite("export --vdir keeps a vdir")
struct VdirExportTests {
    /// The sample file (twelve cards, five without a UID, one vCard 2.1, one in lowercase) imported into a fresh book.
    private func withImportedSample(_ body: (_ db: String, _ folder: URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            let imported = try phonebook("import", "--db", db, sample)
            try #require(imported.status == 0, "\(imported.stderr)")
            try body(db, folder)
        }
    }

    /// Each `.vcf` file's one card, as khard reads a vdir: by file name.
    private func khardRead(_ vdir: URL) throws -> [String: String] {
        var cards: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: vdir.path) where name.hasSuffix(".vcf") {
            cards[name] = try String(contentsOf: vdir.appendingPathComponent(name), encoding: .utf8)
        }
        return cards
    }

    /// `list --format plain` without its row ids, which hold database ids.
    private func listing(_ db: String) throws -> [String] {
        try phonebook("list", "--db", db, "--format", "plain").stdout.split(separator: "\n").map { line in
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count > 2 { fields.remove(at: 2) }
            return fields.joined(separator: "\t")
        }
    }

    private func modificationDate(_ file: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    }

    /// Sets a file's mtime long in the past, so a rewrite shows whatever the clock's resolution.
    private func age(_ file: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)],
                                              ofItemAtPath: file.path)
    }

    @Test func everyContactIsOneFileNamedByItsUIDWhichImportsAsTheSameBook() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("contacts")
            let export = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout.isEmpty)
            #expect(export.stderr == "12 written, 0 unchanged; 4 cards without a UID given the one their files are named by (phonebook undo reverts it)\n")
            let cards = try khardRead(vdir)
            #expect(cards.count == 12)
            for (name, card) in cards {
                #expect(card.uppercased().components(separatedBy: "BEGIN:VCARD").count == 2, "\(name) holds one card")
                #expect(card.uppercased().hasSuffix("END:VCARD\r\n"), "\(name)")
                let uid = card.components(separatedBy: "\r\n").first { $0.uppercased().hasPrefix("UID:") }
                    .map { String($0.dropFirst(4)) }
                // khard skips a card without a UID: every file has one.
                #expect(uid != nil, "\(name) has no UID")
                if let uid {
                    #expect(name == uid + ".vcf" || name.hasPrefix("phonebook-"), "\(name) for UID \(uid)")
                }
                let mode = try #require(try FileManager.default.attributesOfItem(
                    atPath: vdir.appendingPathComponent(name).path)[.posixPermissions] as? Int)
                #expect(mode == 0o600, "\(name)")
            }
            #expect(cards["8F3A6C2E-1D4B-4C8A-9E21-ADA000000001.vcf"]?.contains("FN:Ada Lovelace\r\n") == true)

            // The folder imports into a fresh book as the same contacts, and back into the first as unchanged.
            let fresh = folder.appendingPathComponent("fresh.sqlite3").path
            let again = try phonebook("import", "--db", fresh, vdir.path)
            #expect(again.status == 0 && again.stderr.hasPrefix("12 added"), "\(again.stderr)")
            let same = try phonebook("import", "--db", db, vdir.path)
            #expect(same.stderr.hasPrefix("0 added, 0 updated, 12 unchanged"), "\(same.stderr)")
            #expect(try listing(db) == listing(fresh) && !listing(db).isEmpty)
        }
    }

    @Test func aSecondExportRewritesOnlyTheChangedCard() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("contacts")
            #expect(try phonebook("export", "--db", db, "--vdir", vdir.path).status == 0)
            let names = try khardRead(vdir).keys.sorted()
            for name in names { try age(vdir.appendingPathComponent(name)) }
            let aged = try names.map { try modificationDate(vdir.appendingPathComponent($0)) }

            let unchanged = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(unchanged.status == 0 && unchanged.stderr == "0 written, 12 unchanged\n", "\(unchanged.stderr)")
            #expect(try names.map { try modificationDate(vdir.appendingPathComponent($0)) } == aged)

            let edit = try phonebook("edit", "--db", db, "Ada Lovelace", "--add-phone", "work=+44 20 7946 0999")
            #expect(edit.status == 0, "\(edit.stderr)")
            let changed = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(changed.stderr == "1 written, 11 unchanged\n", "\(changed.stderr)")
            let ada = "8F3A6C2E-1D4B-4C8A-9E21-ADA000000001.vcf"
            for (name, date) in zip(names, aged) {
                let now = try modificationDate(vdir.appendingPathComponent(name))
                #expect((now != date) == (name == ada), "\(name)")
            }
            #expect(try khardRead(vdir)[ada]?.contains("+44 20 7946 0999") == true)
            #expect(try khardRead(vdir).count == 12)
        }
    }

    @Test func removedContactsFilesGoOnlyWithPruneAndOtherFilesStay() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("contacts")
            #expect(try phonebook("export", "--db", db, "--vdir", vdir.path).status == 0)
            // Files that are not one contact's card: never touched, with --prune too.
            let notes = vdir.appendingPathComponent("notes.txt"), joined = vdir.appendingPathComponent("two.vcf")
            try Data("not a card\n".utf8).write(to: notes)
            let two = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:One\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Two\r\nEND:VCARD\r\n"
            try Data(two.utf8).write(to: joined)

            let removed = try phonebook("remove", "--db", db, "--yes", "Ada Lovelace")
            #expect(removed.status == 0, "\(removed.stderr)")
            let ada = vdir.appendingPathComponent("8F3A6C2E-1D4B-4C8A-9E21-ADA000000001.vcf")
            let kept = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(kept.status == 0 && kept.stderr == "0 written, 11 unchanged\n", "\(kept.stderr)")
            #expect(FileManager.default.fileExists(atPath: ada.path))

            let pruned = try phonebook("export", "--db", db, "--vdir", vdir.path, "--prune")
            #expect(pruned.status == 0 && pruned.stderr == "0 written, 11 unchanged, 1 removed\n", "\(pruned.stderr)")
            #expect(!FileManager.default.fileExists(atPath: ada.path))
            #expect(try String(contentsOf: notes, encoding: .utf8) == "not a card\n")
            #expect(try String(contentsOf: joined, encoding: .utf8) == two)
            #expect(try khardRead(vdir).count == 12)  // eleven contacts and two.vcf
        }
    }

    /// A card vdirsyncer saved under a name of its own (a random UUID) is updated in that file, not copied.
    @Test func aContactsCardIsFoundInAFileOfAnotherName() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("contacts")
            #expect(try phonebook("export", "--db", db, "--vdir", vdir.path).status == 0)
            let ada = vdir.appendingPathComponent("8F3A6C2E-1D4B-4C8A-9E21-ADA000000001.vcf")
            let renamed = vdir.appendingPathComponent("0b6c1d9e-3f1e-4a57-9c1e-5d2b8f0e7a11.vcf")
            try FileManager.default.moveItem(at: ada, to: renamed)
            #expect(try phonebook("edit", "--db", db, "Ada Lovelace", "--set-title", "Countess").status == 0)
            let export = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(export.stderr == "1 written, 11 unchanged\n", "\(export.stderr)")
            #expect(!FileManager.default.fileExists(atPath: ada.path))
            #expect(try String(contentsOf: renamed, encoding: .utf8).contains("TITLE:Countess"))
        }
    }

    @Test func aSubsetWithPruneMirrorsOnlyTheSubset() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("starred")
            #expect(try phonebook("star", "--db", db, "Ada Lovelace").status == 0)
            #expect(try phonebook("export", "--db", db, "--vdir", vdir.path).status == 0)
            let starred = try phonebook("export", "--db", db, "--vdir", vdir.path, "--starred", "--prune")
            #expect(starred.status == 0 && starred.stderr == "0 written, 1 unchanged, 11 removed\n", "\(starred.stderr)")
            #expect(try khardRead(vdir).keys.sorted() == ["8F3A6C2E-1D4B-4C8A-9E21-ADA000000001.vcf"])
        }
    }

    /// A name a new contact's file would take that something else holds (a
    /// link, a FIFO, a folder, another card, a file of several cards) is left
    /// as it is: the contact's card goes to its hashed name instead.
    @Test func aNameTakenByAnythingButTheContactsCardIsLeftAsItIs() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let uids = ["grace", "ada", "alan", "kat", "bob"]
            let cards = uids.map { "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\($0)\r\nFN:\($0.capitalized)\r\nEND:VCARD\r\n" }
            let file = folder.appendingPathComponent("people.vcf")
            try cards.joined().write(to: file, atomically: true, encoding: .utf8)
            try #require(try phonebook("import", "--db", db, file.path).status == 0)

            let vdir = folder.appendingPathComponent("contacts")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            let outside = folder.appendingPathComponent("outside.txt")
            try "precious\n".write(to: outside, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: vdir.appendingPathComponent("grace.vcf").path,
                                                       withDestinationPath: outside.path)
            try #require(mkfifo(vdir.appendingPathComponent("ada.vcf").path, 0o600) == 0)
            try FileManager.default.createDirectory(at: vdir.appendingPathComponent("alan.vcf"), withIntermediateDirectories: false)
            let zed = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:zed\r\nFN:Zed\r\nEND:VCARD\r\n"
            try zed.write(to: vdir.appendingPathComponent("kat.vcf"), atomically: true, encoding: .utf8)
            let two = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:One\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Two\r\nEND:VCARD\r\n"
            try two.write(to: vdir.appendingPathComponent("bob.vcf"), atomically: true, encoding: .utf8)

            let export = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(export.status == 0 && export.stderr == "5 written, 0 unchanged\n", "\(export.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: vdir.appendingPathComponent("grace.vcf").path)
                        == outside.path)
            #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
            var status = stat()
            #expect(lstat(vdir.appendingPathComponent("ada.vcf").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(lstat(vdir.appendingPathComponent("alan.vcf").path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
            #expect(try String(contentsOf: vdir.appendingPathComponent("kat.vcf"), encoding: .utf8) == zed)
            #expect(try String(contentsOf: vdir.appendingPathComponent("bob.vcf"), encoding: .utf8) == two)
            for (uid, card) in zip(uids, cards) {
                let hashed = vdir.appendingPathComponent(VdirFileName.hashed(uid))
                #expect(try String(contentsOf: hashed, encoding: .utf8) == card, "\(uid)")
            }
            let again = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(again.status == 0 && again.stderr == "0 written, 5 unchanged\n", "\(again.stderr)")
        }
    }

    /// A file larger than a card may be (a sparse one of 4 GB) is no card
    /// file: it is left as it is without being read (which took minutes of
    /// CPU and gigabytes of memory).
    @Test func aFileLargerThanACardMayBeIsLeftAsItIsUnread() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("contacts")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            let huge = vdir.appendingPathComponent("huge.vcf")
            try Data("BEGIN:VCARD\r\n".utf8).write(to: huge)
            try #require(truncate(huge.path, 4 << 30) == 0)
            let export = try runProgram(URL(fileURLWithPath: "/bin/sh"), [
                "-c", "ulimit -t 20 && exec \"$0\" \"$@\"", Repository.binary.path, "export", "--db", db, "--vdir", vdir.path,
            ])
            #expect(!export.wasSignaled && export.status == 0, "\(export.status): \(export.stderr)")
            #expect(export.stderr.hasPrefix("12 written, 0 unchanged"), "\(export.stderr)")
            var status = stat()
            #expect(stat(huge.path, &status) == 0 && status.st_size == 4 << 30)
        }
    }

    /// A card's temporary file left in the folder by an export or a sync
    /// that was killed (its process gone) is removed by the next export;
    /// one whose process runs, and any other hidden file, stays.
    @Test func anAbandonedTemporaryFileIsRemovedByTheNextExport() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("contacts")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            let names = [".phonebook-2147483646-a1b2c3", ".phonebook-\(getpid())-d4e5f6", ".phonebook-notes"]
            for name in names { try Data("BEGIN:VCARD\r\n".utf8).write(to: vdir.appendingPathComponent(name)) }
            let export = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(export.status == 0, "\(export.stderr)")
            let hidden = try FileManager.default.contentsOfDirectory(atPath: vdir.path).filter { $0.hasPrefix(".") }
            #expect(hidden.sorted() == Array(names.dropFirst()).sorted())
        }
    }

    /// A folder that cannot be listed is refused with the system's reason,
    /// as a folder that cannot be made is. As root a folder of mode 000 is
    /// listed all the same, so root runs the export without the capabilities
    /// that let it (setpriv, from util-linux).
    @Test func aFolderThatCannotBeListedIsRefusedWithTheReason() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: vdir.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: vdir.path) }
            let arguments = [Repository.binary.path, "export", "--db", db, "--vdir", vdir.path]
            let capabilities = "-dac_override,-dac_read_search"
            let export = geteuid() != 0 ? try phonebook(arguments: Array(arguments.dropFirst()))
                : try runProgram(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                 ["--bounding-set=" + capabilities, "--inh-caps=" + capabilities] + arguments)
            #expect(export.status == 1)
            #expect(export.stderr == "phonebook: \(vdir.path): cannot read the folder: Permission denied\n")
        }
    }

    @Test func vdirRefusesOptionsThatDoNotApply() throws {
        try withImportedSample { db, folder in
            let vdir = folder.appendingPathComponent("v").path
            for extra in [["--output", "x.vcf"], ["--format", "csv"]] {
                let run = try phonebook(arguments: ["export", "--db", db, "--vdir", vdir] + extra)
                #expect(run.status == 64, "\(extra): \(run.stderr)")
            }
            #expect(try phonebook("export", "--db", db, "--prune").status == 64)
            #expect(!FileManager.default.fileExists(atPath: vdir))
        }
    }
}

/// khard skips a vdir card without a UID: each gets the one its file is
/// named by, as one added line, and keeps being found by what it was.
@Suite("export --vdir gives every card a UID")
struct VdirUIDTests {
    @Test func aCardWithoutAUIDGetsItsFilesNameAsOneAddedLine() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf")
            #expect(try phonebook("import", "--db", db, examples.path).status == 0)
            let before = try phonebook("export", "--db", db, "Grace Hopper").stdout
            #expect(!before.contains("UID"), "the example's Grace Hopper has no UID: \(before)")
            let vdir = folder.appendingPathComponent("vdir")
            let exported = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(exported.status == 0)
            #expect(exported.stderr.hasPrefix("12 written, 0 unchanged; 4 cards without a UID given the one their files are named by"),
                    "\(exported.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: vdir.path).sorted()
            #expect(files.count == 12)
            for name in files {
                let text = try String(contentsOf: vdir.appendingPathComponent(name), encoding: .utf8)
                let uid = text.split(separator: "\r\n").first { $0.uppercased().hasPrefix("UID:") }
                #expect(uid != nil, "\(name) has no UID")
                if name.hasPrefix("phonebook-") && !text.contains("urn:uuid") {
                    #expect(uid.map { "\($0.dropFirst(4)).vcf" } == name, "\(name): \(String(describing: uid))")
                }
            }
            // Grace's card is her card with one line more.
            let grace = try #require(files.first { name in
                (try? String(contentsOf: vdir.appendingPathComponent(name), encoding: .utf8))?.contains("FN:Grace Hopper") == true
            })
            let after = try String(contentsOf: vdir.appendingPathComponent(grace), encoding: .utf8)
            let added = after.split(separator: "\r\n").filter { !before.split(separator: "\r\n").contains($0) }
            #expect(added == ["UID:" + grace.dropLast(4)], "\(added)")
            #expect(after.utf8.count == before.utf8.count + added[0].utf8.count + 2)
            // Again: nothing to give, nothing to write; the file it came from still finds every contact.
            let again = try phonebook("export", "--db", db, "--vdir", vdir.path)
            #expect(again.stderr == "0 written, 12 unchanged\n", "\(again.stderr)")
            let reimported = try phonebook("import", "--db", db, examples.path)
            #expect(reimported.stderr.hasPrefix("0 added, 0 updated, 12 unchanged"), "\(reimported.stderr)")
            // The folder read back is the same twelve contacts.
            let fromFolder = try phonebook("import", "--db", db, vdir.path)
            #expect(fromFolder.stderr.hasPrefix("0 added, 0 updated, 12 unchanged"), "\(fromFolder.stderr)")
        }
    }
}
