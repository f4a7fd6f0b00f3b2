import Foundation
import Testing
import TestSupport

/// `connect --vdir` and `sync` with the folder khard edits, khard 0.22
/// itself on the other side: its `new`, `edit` (a scripted editor on its
/// YAML form) and `remove` come in; phonebook's `add`, `edit` and `remove`
/// go out, read back by `khard list` and `khard show`; an edit on both
/// sides is a conflict, settled by `sync resolve`.
@Suite("a vdir synced both ways with khard", .serialized)
struct VdirSyncTests {
    @Test func khardsNewEditAndRemoveComeInBySync() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            // A second card on both sides, so removing the first does not empty a side (the mass-delete guard).
            try #require(try world.run("add", "--name", "Dorothy Vaughan").status == 0)
            let new = try world.khard("new", edit: """
                sed -i 's/^First name : $/First name : Katherine/; s/^Last name  : $/Last name  : Johnson/; \
                s/^    cell : $/    cell : +1 555 0199/' "$1"
                """)
            try #require(new.status == 0 && new.stdout.contains("Creation successful"), "\(new.stdout) \(new.stderr)")
            var sync = try world.sync()
            #expect(sync.result.status == 0 && sync.count("applied_here") == 1 && sync.count("uploaded") == 1,
                    "\(sync.result.stdout) \(sync.result.stderr)")
            #expect(try world.run("lookup", "+1 555 0199").stdout.contains("Katherine Johnson"))

            let edit = try world.khard("edit", "Katherine", edit: """
                sed -i 's/^Note: *$/Note: Computed Friendship 7/; s/^Organisation: *$/Organisation: NASA/' "$1"
                """)
            try #require(edit.status == 0 && !edit.stdout.contains("Nothing changed"), "\(edit.stdout) \(edit.stderr)")
            sync = try world.sync()
            #expect(sync.result.status == 0 && sync.count("applied_here") == 1, "\(sync.result.stdout) \(sync.result.stderr)")
            let shown = try world.run("show", "Katherine").stdout
            #expect(shown.contains("Computed Friendship 7") && shown.contains("NASA"), "\(shown)")

            let remove = try world.khard("remove", "--force", "Katherine")
            try #require(remove.status == 0, "\(remove.stdout) \(remove.stderr)")
            sync = try world.sync()
            #expect(sync.result.status == 0 && sync.count("deleted_here") == 1, "\(sync.result.stdout) \(sync.result.stderr)")
            #expect(try world.run("show", "Katherine").status == 1)
            #expect(try world.folderCards().count == 1)
            try world.expectConverged("after khard's remove")
        }
    }

    @Test func phonebooksAddEditAndRemoveAreReadByKhard() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            // A second card on both sides, so removing the first does not empty a side (the mass-delete guard).
            try #require(try world.run("add", "--name", "Dorothy Vaughan").status == 0)
            let add = try world.run("add", "--name", "Ada Lovelace", "--phone", "mobile=+44 20 7946 0018",
                                    "--email", "work=ada@example.org")
            try #require(add.status == 0, "\(add.stderr)")
            var sync = try world.sync()
            #expect(sync.result.status == 0 && sync.count("uploaded") == 2, "\(sync.result.stdout) \(sync.result.stderr)")
            #expect(try world.khard("list").stdout.contains("Ada Lovelace"))
            var shown = try world.khard("show", "Ada").stdout
            #expect(shown.contains("+44 20 7946 0018") && shown.contains("ada@example.org"), "\(shown)")

            let file = try world.file(holding: "Ada Lovelace")
            let before = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\r\n")
            try #require(try world.run("edit", "Ada", "--set-note", "First programmer").status == 0)
            sync = try world.sync()
            #expect(sync.result.status == 0 && sync.count("uploaded") == 1, "\(sync.result.stdout) \(sync.result.stderr)")
            shown = try world.khard("show", "Ada").stdout
            #expect(shown.contains("First programmer"), "\(shown)")
            // Every line the edit did not touch is in the file as it was.
            let after = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\r\n")
            #expect(Set(before).subtracting(after).allSatisfy { $0.hasPrefix("REV:") }, "\(before) \(after)")
            #expect(Set(after).subtracting(before).allSatisfy { $0.hasPrefix("REV:") || $0 == "NOTE:First programmer" })

            try #require(try world.run("remove", "Ada", "--yes").status == 0)
            sync = try world.sync()
            #expect(sync.result.status == 0 && sync.count("deleted_there") == 1, "\(sync.result.stdout) \(sync.result.stderr)")
            let listed = try world.khard("list").stdout
            #expect(!listed.contains("Ada") && listed.contains("Dorothy Vaughan"), "\(listed)")
            #expect(try world.files().count == 1)
        }
    }

    @Test func anEditOnBothSidesIsAConflictSettledByResolve() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            try #require(try world.run("add", "--name", "Grace Hopper", "--phone", "mobile=+1 555 0100").status == 0)
            try #require(try world.sync().result.status == 0)
            let khardEdit = try world.khard("edit", "Grace", edit: "sed -i 's/^Organisation: *$/Organisation: US Navy/' \"$1\"")
            try #require(khardEdit.status == 0, "\(khardEdit.stdout) \(khardEdit.stderr)")
            try #require(try world.run("edit", "Grace", "--set-note", "COBOL").status == 0)

            let sync = try world.sync()
            #expect(sync.result.status == 3 && sync.count("conflicts") == 1, "\(sync.result.stdout) \(sync.result.stderr)")
            let file = try world.file(holding: "Grace Hopper")
            var text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("ORG:US Navy") && !text.contains("COBOL"), "khard's text is left as it is: \(text)")
            #expect(!(try world.run("show", "Grace").stdout.contains("US Navy")), "nor is it applied here")
            let conflicts = try world.run("sync", "conflicts")
            #expect(conflicts.stdout.contains("khard: Grace Hopper") && conflicts.stdout.contains("changed here, changed in the folder"),
                    "\(conflicts.stdout)")
            #expect(try world.sync().result.status == 3, "open until settled")

            let resolve = try world.run("sync", "resolve", "Grace", "--keep", "local")
            #expect(resolve.status == 0, "\(resolve.stdout) \(resolve.stderr)")
            text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("NOTE:COBOL") && !text.contains("US Navy"), "\(text)")
            #expect(try world.khard("show", "Grace").stdout.contains("COBOL"))
            let after = try world.sync()
            #expect(after.result.status == 0 && after.requests("write") == 0, "\(after.result.stdout) \(after.result.stderr)")
            #expect(try world.run("sync", "conflicts").stdout.isEmpty)
        }
    }

    /// A vdir's other side is its folder: the plan, the summary and what
    /// `sync resolve` did name it, never a server.
    @Test func everyMessageNamesTheFolder() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]
            for name in names {
                try #require(try world.run("add", "--name", name, "--phone", "mobile=+1 555 0100").status == 0)
            }
            let planned = try world.run("sync", "--dry-run")
            #expect(planned.status == 0 && planned.stdout.contains("create in the folder "), "\(planned.stdout)")
            let synced = try world.run("sync")
            #expect(synced.status == 0 && synced.stdout.contains(", 0 changed by the folder after upload, "),
                    "\(synced.stdout) \(synced.stderr)")

            // Each card changed on both sides; then Ada, in conflict, is removed here.
            for name in names {
                let file = try world.file(holding: name)
                let text = try String(contentsOf: file, encoding: .utf8)
                try text.replacingOccurrences(of: "END:VCARD", with: "NOTE:from the folder\r\nEND:VCARD")
                    .write(to: file, atomically: true, encoding: .utf8)
                try #require(try world.run("edit", name, "--set-note", "from here").status == 0)
            }
            let conflicted = try world.run("sync")
            #expect(conflicted.status == 3 && conflicted.stdout.contains(", 3 conflicts, "), "\(conflicted.stdout)")
            try #require(try world.run("remove", "Ada Lovelace", "--yes").status == 0)

            let ada = try world.run("sync", "resolve", "Ada", "--keep", "local")
            #expect(ada.status == 0 && ada.stdout.hasPrefix("kept the local version of ")
                    && ada.stdout.hasSuffix(" (deleted): deleted in the folder\n"), "\(ada.stdout) \(ada.stderr)")
            let grace = try world.run("sync", "resolve", "Grace", "--keep", "remote")
            #expect(grace.status == 0 && grace.stdout.hasPrefix("kept the folder's version of ")
                    && grace.stdout.hasSuffix(": applied here\n"), "\(grace.stdout) \(grace.stderr)")
            let alan = try world.run("sync", "resolve", "Alan", "--keep", "both")
            #expect(alan.status == 0 && alan.stdout.hasPrefix("Alan Turing (UID ")
                    && alan.stdout.contains(") now holds the folder's version\n"), "\(alan.stdout) \(alan.stderr)")
            for run in [planned, synced, conflicted, ada, grace, alan] {
                #expect(!(run.stdout + run.stderr).contains("server"), "\(run.stdout) \(run.stderr)")
            }
        }
    }

    /// `sync status` and the summary count in the singular for one.
    @Test func oneCardAndOneConflictAreCountedInTheSingular() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            try #require(try world.run("add", "--name", "Grace Hopper", "--phone", "mobile=+1 555 0100").status == 0)
            try #require(try world.run("sync").status == 0)
            let file = try world.file(holding: "Grace Hopper")
            try String(contentsOf: file, encoding: .utf8)
                .replacingOccurrences(of: "END:VCARD", with: "NOTE:from the folder\r\nEND:VCARD")
                .write(to: file, atomically: true, encoding: .utf8)
            try #require(try world.run("edit", "Grace", "--set-note", "from here").status == 0)
            let sync = try world.run("sync")
            #expect(sync.status == 3 && sync.stdout.hasSuffix(", 1 conflict, 0 errors\n"), "\(sync.stdout)")
            let status = try world.run("sync", "status")
            #expect(status.stdout.contains("; 1 card known, 0 pending, 1 conflict\n"), "\(status.stdout)")
            try #require(try world.run("add", "--name", "Ada Lovelace", "--phone", "mobile=+1 555 0101").status == 0)
            #expect(try world.run("sync", "resolve", "Grace", "--keep", "local").status == 0)
            #expect(try world.run("sync").stdout.hasSuffix(", 0 conflicts, 0 errors\n"))
            let after = try world.run("sync", "status")
            #expect(after.stdout.contains("; 2 cards known, 0 pending, 0 conflicts\n"), "\(after.stdout)")
        }
    }

    @Test func aSymbolicLinkOrAFIFOInTheFolderIsNeverReplacedOrRemoved() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            for name in ["Ada Lovelace", "Grace Hopper", "Alan Turing"] {
                try #require(try world.run("add", "--name", name, "--phone", "mobile=+1 555 0100").status == 0)
            }
            try #require(try world.sync().result.status == 0)
            // Ada's file becomes a link to a file elsewhere, Grace's a FIFO; then both change here, and Alan goes.
            let ada = try world.file(holding: "Ada Lovelace"), grace = try world.file(holding: "Grace Hopper")
            let outside = folder.appendingPathComponent("ada-elsewhere.vcf")
            try FileManager.default.moveItem(at: ada, to: outside)
            try FileManager.default.createSymbolicLink(at: ada, withDestinationURL: outside)
            try FileManager.default.removeItem(at: grace)
            try #require(mkfifo(grace.path, 0o600) == 0)
            let elsewhere = try Data(contentsOf: outside)
            for name in ["Ada", "Grace"] { try #require(try world.run("edit", name, "--set-note", "changed here").status == 0) }

            let sync = try world.sync()
            #expect(sync.result.status == 75 && sync.count("errors") == 2, "\(sync.result.stdout) \(sync.result.stderr)")
            #expect(sync.result.stderr.contains("\(ada.path): a symbolic link, not a regular file: a sync never reads, replaces or removes it"),
                    "\(sync.result.stderr)")
            #expect(sync.result.stderr.contains("\(grace.path): a FIFO, not a regular file"), "\(sync.result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: ada.path) == outside.path)
            #expect(try Data(contentsOf: outside) == elsewhere)
            var status = stat()
            #expect(lstat(grace.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            // Neither is taken as deleted there: both contacts stay, with the edits made here.
            for name in ["Ada", "Grace"] { #expect(try world.run("show", name).stdout.contains("changed here")) }

            for name in ["Ada", "Grace"] { try #require(try world.run("remove", name, "--yes").status == 0) }
            #expect(try world.sync().result.status == 75)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: ada.path) == outside.path)
            #expect(lstat(grace.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func theMassDeleteGuardKeepsAFolderEmptiedByMistakeFromEmptyingTheBook() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            let cards = (0..<10).map { SyncWorld.card("person-\($0)", "Person \($0)") }.joined()
            try cards.write(to: folder.appendingPathComponent("people.vcf"), atomically: true, encoding: .utf8)
            try #require(try world.run("import", folder.appendingPathComponent("people.vcf").path).status == 0)
            try #require(try world.sync().count("uploaded") == 10)
            for index in 0..<6 { try FileManager.default.removeItem(at: world.vdir.appendingPathComponent("person-\(index).vcf")) }

            let refused = try world.sync()
            #expect(refused.result.status == 1, "\(refused.result.stdout) \(refused.result.stderr)")
            #expect(refused.result.stderr.contains("the sync would delete 6 of the 10 contacts here; refused"), "\(refused.result.stderr)")
            #expect(try contactCount(world.database) == 10)
            let allowed = try world.sync("--allow-mass-delete")
            #expect(allowed.result.status == 0 && allowed.count("deleted_here") == 6, "\(allowed.result.stdout)")
            #expect(try contactCount(world.database) == 4)
        }
    }
}

/// `connect --vdir` checks the folder before storing anything; each refusal is one line with its documented status.
@Suite("connect --vdir")
struct VdirConnectTests {
    @Test func aFolderThatCannotBeSyncedIsRefusedInOneLineAndNothingIsStored() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let file = folder.appendingPathComponent("cards.vcf")
            try "BEGIN:VCARD\r\nEND:VCARD\r\n".write(to: file, atomically: true, encoding: .utf8)
            let missing = folder.appendingPathComponent("missing").path
            let refusals: [([String], Int32, String)] = [
                (["--vdir", missing], 66, "phonebook: \(missing): no such folder; make it first"),
                (["--vdir", file.path], 66, "phonebook: \(file.path): not a folder; a vdir is a folder of .vcf files"),
                (["--vdir", folder.path, "--user", "ada"], 64, "phonebook: --user is for a CardDAV server; a vdir takes no user"),
                (["--vdir", folder.path, "--to", "work", "--to", "home"], 64,
                 "phonebook: a vdir syncs with one book here: give one --to (or --book)"),
                (["--vdir", folder.path, "--to", ""], 64, "phonebook: \"\" is not a book name"),
            ]
            for (arguments, status, message) in refusals {
                let result = try phonebook(arguments: ["connect", "khard"] + arguments + ["--db", db])
                #expect(result.status == status, "\(arguments): \(result.stderr)")
                #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
                #expect(status == 64 || result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
            }
            if FileManager.default.fileExists(atPath: db) {
                #expect(try phonebook("sync", "status", "--db", db).stdout.hasPrefix("No service"), "nothing was stored")
            }

            // A relative folder is stored absolute, so a sync run from elsewhere finds it.
            let relative = try runProgram(URL(fileURLWithPath: "/bin/sh"), [
                "-c", "cd \"$1\" && exec \"$2\" connect khard --vdir . --book default --db \"$3\"",
                "sh", folder.path, Repository.binary.path, db,
            ])
            #expect(relative.status == 0, "\(relative.stderr)")
            #expect(relative.stdout == "Connected khard: syncs the default book with the vdir \(folder.path).\n")
            let status = try phonebook("sync", "status", "--db", db)
            #expect(status.stdout.hasPrefix("khard: \(folder.path); never synced"), "\(status.stdout)")
        }
    }

    @Test func aSyncWhoseFolderIsGoneSaysSoInOneLine() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            try FileManager.default.removeItem(at: world.vdir)
            let sync = try world.run("sync")
            #expect(sync.status == 66)
            #expect(sync.stderr == "phonebook: \(world.vdir.path): no such folder; make it first (khard's and vdirsyncer's vdirs are folders of .vcf files)\n")
        }
    }

    @Test(.enabled(if: MountNamespace.isAvailable, "needs unshare -m and mount"))
    func aFolderOnAReadOnlyFileSystemIsRefused() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let vdir = folder.appendingPathComponent("vdir")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            let run = try MountNamespace.run("""
                mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" || exit 99
                "$2" connect khard --vdir "$1" --db "$3"
                """, arguments: [vdir.path, Repository.binary.path, db])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr == "phonebook: \(vdir.path): cannot be listed and written in (Read-only file system); a sync needs both\n")
        }
    }
}
