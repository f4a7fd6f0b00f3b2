import Foundation
import Testing
import TestSupport

/// What a sync of a vdir does with entries someone else put in the folder:
/// each is told in one line naming it, and never crashes or stalls the run.
@Suite("a vdir's hostile entries")
struct VdirHostileEntriesTests {
    /// `phonebook ARGUMENTS` under `ulimit -v kilobytes`, as a user's shell sets it.
    private func underMemoryLimit(_ kilobytes: Int, _ arguments: [String]) throws -> CommandResult {
        try runProgram(URL(fileURLWithPath: "/bin/sh"),
                       ["-c", "ulimit -v \(kilobytes) && exec \"$0\" \"$@\"", Repository.binary.path] + arguments)
    }

    /// A file far larger than a card may be (a sparse one of 4 GB) is not
    /// read into memory: it is told and left out, and the rest syncs.
    @Test func aFileLargerThanACardMayBeIsLeftOutUnread() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            try #require(try world.run("add", "--name", "Ada Lovelace").status == 0)
            let huge = world.vdir.appendingPathComponent("huge.vcf")
            try Data("BEGIN:VCARD\r\n".utf8).write(to: huge)
            try #require(truncate(huge.path, 4 << 30) == 0)

            let sync = try underMemoryLimit(2 << 20, ["sync", "--db", world.database])
            #expect(!sync.wasSignaled && sync.status == 0, "\(sync.status): \(sync.stderr)")
            #expect(sync.stderr == "phonebook: warning: \(huge.path): a file of 4096 MB, larger than the 64 MB a card may be: "
                        + "left out of this sync\n", "\(sync.stderr)")
            #expect(sync.stdout.contains(" 1 uploaded, "), "\(sync.stdout)")
            var status = stat()
            #expect(stat(huge.path, &status) == 0 && status.st_size == 4 << 30, "left as it is")
        }
    }

    /// A file whose name is not UTF-8 (Latin-1's "café.vcf") cannot be
    /// named in the sync's records: it is told, not silently left out.
    @Test func aFileWhoseNameIsNotUTF8IsTold() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            let name = Array(world.vdir.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".vcf".utf8)
            let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:latin\r\nFN:Latin One\r\nEND:VCARD\r\n".utf8)
            let descriptor = (name + [0]).withUnsafeBufferPointer { path in
                path.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
            }
            try #require(descriptor >= 0)
            #expect(write(descriptor, card, card.count) == card.count)
            close(descriptor)

            let sync = try world.run("sync")
            #expect(sync.status == 0, "\(sync.stderr)")
            #expect(sync.stderr == "phonebook: warning: \(world.vdir.path)/caf\u{FFFD}.vcf: a name that is not UTF-8: "
                        + "a sync never reads, replaces or removes it; rename it to sync it\n", "\(sync.stderr)")
        }
    }

    /// A name holding a line feed (and what would read as a line of
    /// phonebook's own after it) stays on the line that names it: the
    /// warning, the error and the plan each one line, the line feed shown.
    @Test func aNameWithALineFeedStaysOnItsLine() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:twice\r\nFN:Twice\r\nEND:VCARD\r\n"
            for name in ["a\nphonebook: all synced.vcf", "b\nphonebook: all synced.vcf"] {
                try card.write(to: world.vdir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            try #require(mkfifo(world.vdir.appendingPathComponent("c\nphonebook: all synced.vcf").path, 0o600) == 0)

            let planned = try world.run("sync", "--dry-run")
            let plan = planned.stdout.split(separator: "\n")
            #expect(plan.count == 3 && plan[0].hasPrefix("skip twice: ") && plan[0].contains("/a\u{240A}phonebook: all synced.vcf"),
                    "\(planned.stdout)")
            let sync = try world.run("sync")
            let lines = sync.stderr.split(separator: "\n")
            #expect(lines.count == 2 && lines.allSatisfy { $0.hasPrefix("phonebook: warning: ") || $0.hasPrefix("phonebook: twice: ") },
                    "\(sync.stderr)")
            #expect(sync.stderr.contains("/c\u{240A}phonebook: all synced.vcf: a FIFO"), "\(sync.stderr)")
        }
    }

    /// Two files holding one UID: the folder holds it twice, in the folder's words.
    @Test func twoFilesWithOneUIDAreToldInTheFoldersWords() throws {
        try withTemporaryDirectory { folder in
            let world = try KhardWorld(in: folder)
            let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:twice\r\nFN:Twice\r\nEND:VCARD\r\n"
            let files = ["one.vcf", "two.vcf"].map { world.vdir.appendingPathComponent($0).path }
            for file in files { try card.write(toFile: file, atomically: true, encoding: .utf8) }
            let sync = try world.run("sync")
            #expect(sync.status == 75, "\(sync.stderr)")
            // Which file is first is the order the folder lists them in.
            #expect([files, files.reversed()].contains { pair in
                sync.stderr == "phonebook: twice: the folder holds this UID twice (\(pair[0]) and \(pair[1])); only the first is synced\n"
            }, "\(sync.stderr)")
        }
    }
}
