import Foundation
import Testing
import TestSupport

/// Under a file-size limit (`ulimit -f`) a write past it fails with EFBIG
/// instead of SIGXFSZ killing phonebook (exit 153, no message, its files
/// half-written): one line with "File too large", exit 74, nothing left
/// behind. The limit is set by the shell that execs the binary, with the
/// signal at its default action, as a user's shell leaves it (the test
/// runner ignores it, and a child inherits that).
@Suite("A file-size limit")
struct FileSizeLimitTests {
    /// Runs phonebook with `arguments` under `ulimit -f blocks` (512-byte blocks, dash's unit).
    private func underLimit(_ blocks: Int, _ arguments: [String]) throws -> CommandResult {
        try runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                       ["--default-signal=XFSZ", "/bin/sh", "-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"",
                        Repository.binary.path] + arguments)
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// 20,000 cards: a book of about 17 MB, far past a 1 MB limit.
    private func manyCards(in folder: URL) throws -> String {
        let cards = folder.appendingPathComponent("many.vcf")
        try syntheticCards(count: 20_000, prefix: "many").write(to: cards, atomically: true, encoding: .utf8)
        return cards.path
    }

    private func expectOneLine(_ result: CommandResult, naming path: String) {
        #expect(!result.wasSignaled, "killed by a signal: \(result.status)")
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("phonebook: \(path): "), "\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }

    @Test func aFirstImportPastTheLimitSaysSoAndLeavesNoBookAndNoPrivateFile() throws {
        try withTemporaryDirectory { folder in
            let cards = try manyCards(in: folder)
            let book = folder.appendingPathComponent("book.sqlite3").path
            let result = try underLimit(2_000, ["import", "--db", book, cards])
            expectOneLine(result, naming: book)
            #expect(try names(in: folder) == ["many.vcf"])
        }
    }

    @Test func anImportIntoABookPastTheLimitSaysSoAndLeavesNoLog() throws {
        try withTemporaryDirectory { folder in
            let book = folder.appendingPathComponent("book.sqlite3").path
            let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            #expect(try phonebook("import", "--db", book, sample).status == 0)
            let before = try phonebook("export", "--db", book).stdout
            let cards = try manyCards(in: folder)
            let result = try underLimit(2_000, ["import", "--db", book, cards])
            expectOneLine(result, naming: book)
            #expect(try names(in: folder) == ["book.sqlite3", "many.vcf"])
            #expect(try phonebook("export", "--db", book).stdout == before)
        }
    }

    @Test func anExportPastTheLimitSaysSoAndLeavesNoTemporaryFile() throws {
        try withTemporaryDirectory { folder in
            let book = folder.appendingPathComponent("book.sqlite3").path
            #expect(try phonebook("import", "--db", book, try manyCards(in: folder)).status == 0)
            let output = folder.appendingPathComponent("out.vcf").path
            let result = try underLimit(1_000, ["export", "--db", book, "--output", output])
            expectOneLine(result, naming: output)
            #expect(try names(in: folder) == ["book.sqlite3", "many.vcf"])
        }
    }

    /// A write whose log cannot even start under the limit (its shared-memory
    /// file takes 32 KB): one line, exit 74.
    @Test func aWriteThatCannotStartItsLogSaysSoInOneLine() throws {
        try withTemporaryDirectory { folder in
            let book = folder.appendingPathComponent("book.sqlite3").path
            let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            #expect(try phonebook("import", "--db", book, sample).status == 0)
            let before = try phonebook("export", "--db", book).stdout
            let result = try underLimit(40, ["add", "--db", book, "--name", "Limit Tester"])
            #expect(!result.wasSignaled, "killed by a signal: \(result.status)")
            #expect(result.status == 74)
            #expect(result.stderr.hasPrefix("phonebook: \(book): ") && result.stderr.filter { $0 == "\n" }.count == 1,
                    "\(result.stderr)")
            #expect(try phonebook("export", "--db", book).stdout == before)
        }
    }
}
