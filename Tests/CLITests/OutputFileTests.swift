import Foundation
import Store
import Testing
import TestSupport

/// `export --output` replaces only what is a file of its own (a regular file,
/// or a link's regular target); a device, a pipe or a descriptor of the
/// process is written where it is; and `--db` naming a link to nothing is a
/// sentence, not a crash.
@Suite("Files that are not the book's")
struct OutputFileTests {
    private func withSampleBook(_ body: (_ db: String, _ folder: URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: db))
            try body(db, folder)
        }
    }

    @Test func aFIFOIsWrittenToItsReaderAndStaysAFIFO() throws {
        try withSampleBook { db, folder in
            let fifo = folder.appendingPathComponent("pipe").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let received = folder.appendingPathComponent("received").path
            // The reader holds the FIFO open until the writer closes it (or gives up: a FIFO replaced by a file gets no writer).
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: "/bin/sh")
            reader.arguments = ["-c", "timeout 30 cat \"$1\" > \"$2\"", "sh", fifo, received]
            try reader.run()
            let export = try phonebook("export", "--db", db, "--output", fifo, "Grace Hopper")
            reader.waitUntilExit()
            #expect(export.status == 0, "\(export.stderr)")
            #expect(isFIFO(fifo))
            let text = try String(contentsOfFile: received, encoding: .utf8)
            #expect(text.hasPrefix("BEGIN:VCARD") && text.contains("Grace Hopper"), "\(text)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".phonebook-") }
            #expect(leftovers.isEmpty)
        }
    }

    private func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    /// A private copy of /dev/null's device node: written, and still that device after.
    @Test func aCharacterDeviceIsWrittenInPlaceAndStaysADevice() throws {
        try withSampleBook { db, folder in
            var null = stat()
            try #require(stat("/dev/null", &null) == 0)
            let device = folder.appendingPathComponent("null").path
            try #require(mknod(device, S_IFCHR | 0o600, null.st_rdev) == 0,
                         "mknod needs root, as CI runs: \(String(cString: strerror(errno)))")
            let export = try phonebook("export", "--db", db, "--output", device)
            #expect(export.status == 0 && export.stderr.isEmpty, "\(export.stderr)")
            var status = stat()
            #expect(stat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
            #expect(status.st_rdev == null.st_rdev)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".phonebook-") }
            #expect(leftovers.isEmpty)
        }
    }

    /// A link into this process's descriptors (as /dev/stdout is) writes to the descriptor; the link stays.
    @Test func aLinkToStandardOutputWritesThereAndStaysALink() throws {
        try withSampleBook { db, folder in
            let link = folder.appendingPathComponent("stdout").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
            let export = try phonebook("export", "--db", db, "--output", link, "Grace Hopper")
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout.hasPrefix("BEGIN:VCARD") && export.stdout.contains("FN:Grace Hopper"), "\(export.stdout)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/proc/self/fd/1")
        }
    }

    @Test func aLinkToARegularFileReplacesTheTargetAndKeepsTheLink() throws {
        try withSampleBook { db, folder in
            let target = folder.appendingPathComponent("contacts.vcf").path
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
            let link = folder.appendingPathComponent("link.vcf").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "contacts.vcf")
            let export = try phonebook("export", "--db", db, "--output", link, "Grace Hopper")
            #expect(export.status == 0, "\(export.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "contacts.vcf")
            let written = try String(contentsOfFile: target, encoding: .utf8)
            #expect(written.hasPrefix("BEGIN:VCARD") && written.contains("FN:Grace Hopper"))
        }
    }

    @Test func aDirectoryOrALinkToNothingIsOneLineAndNothingIsWritten() throws {
        try withSampleBook { db, folder in
            let dangling = folder.appendingPathComponent("gone.vcf").path
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "missing/contacts.vcf")
            for (target, reason) in [(folder.path, "it is a directory"), (dangling, "it is a symbolic link to nothing")] {
                let export = try phonebook("export", "--db", db, "--output", target)
                #expect(export.status == 1)
                #expect(export.stderr.hasPrefix("phonebook: \(target): cannot write: \(reason)"), "\(export.stderr)")
                #expect(export.stderr.split(separator: "\n").count == 1 && export.stdout.isEmpty)
            }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "missing/contacts.vcf")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
        }
    }

    /// `--db` naming a link to nothing: every command says so in one line (exit 74) and creates nothing.
    @Test(arguments: [["import", "Examples/contacts.vcf"], ["add", "--name", "Ann Lee"], ["list"], ["star", "Ann"]])
    func aDatabaseLinkToNothingIsASentence(command: [String]) throws {
        try withTemporaryDirectory { folder in
            let link = folder.appendingPathComponent("book.sqlite3").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "elsewhere/book.sqlite3")
            let arguments = command.map { $0.hasPrefix("Examples/") ? Repository.root.appendingPathComponent($0).path : $0 }
            let run = try phonebook(arguments: [arguments[0], "--db", link] + arguments.dropFirst())
            #expect(!run.wasSignaled && run.status == 74, "\(command): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains("it is a symbolic link to a file that does not exist"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["book.sqlite3"])
        }
    }
}
