import Foundation
import Testing
import TestSupport

/// An import's memory is bounded by the largest card it keeps, not by its
/// input: a card over the 64 MB limit (`VCardScanner.maximumCardBytes`) is
/// skipped unparsed, with a line naming it, and costs no other card; junk
/// between cards is read once and not kept. Peak memory is the child's
/// maximum resident set, as `/usr/bin/time` reports it.
@Suite("Huge cards and junk")
struct HugeCardTests {
    static func card(_ number: Int, extra: String = "") -> Data {
        Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:huge-\(number)\r\nFN:Person \(number)\r\nN:\(number);Person;;;\r\n\(extra)END:VCARD\r\n".utf8)
    }

    /// Imports `file` into a new book; its status, stderr, peak memory in MB, and the UIDs listed.
    private func importMeasured(_ file: URL, in folder: URL) throws -> (status: Int32, stderr: String, megabytes: Int, uids: [String]) {
        let book = folder.appendingPathComponent("book.sqlite3").path
        let measure = folder.appendingPathComponent("rss").path
        let result = try runProgram(URL(fileURLWithPath: "/usr/bin/time"),
                                    ["-f", "%M", "-o", measure, Repository.binary.path, "import", "--db", book, file.path])
        let kilobytes = Int(try String(contentsOfFile: measure, encoding: .utf8)
            .split(separator: "\n").last.map(String.init) ?? "") ?? -1
        let listed = try phonebook("export", "--db", book).stdout
        let uids = (1...3).map { "huge-\($0)" }.filter { listed.contains($0) }
        return (result.status, result.stderr, kilobytes / 1024, uids)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time"))
    func aCardOverTheLimitIsSkippedWithALineAndCostsNeitherMemoryNorTheOthers() throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("cards.vcf")
            var data = Self.card(1)
            data.append(Self.card(2, extra: "NOTE:" + String(repeating: "x", count: 70 << 20) + "\r\n"))
            data.append(Self.card(3))
            try data.write(to: file)
            let result = try importMeasured(file, in: folder)
            #expect(result.status == 2)
            #expect(result.stderr == "\(file.path):7: vCard of 71 MB is larger than the 64 MB a card may be; skipped it\n"
                    + "2 added, 0 updated, 0 unchanged, 1 skipped\n")
            #expect(result.uids == ["huge-1", "huge-3"])
            #expect(result.megabytes > 0 && result.megabytes < 64 + 100, "peak \(result.megabytes) MB")
        }
    }

    /// A CSV row whose card would be over the limit is named by its line in
    /// the CSV file, not by a line of the cards made from it.
    @Test func aCSVRowOverTheCardLimitIsNamedByItsLineInTheFile() throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("contacts.csv")
            var data = Data("Name,Notes\r\nFirst,a\r\nSecond,b\r\nBig,\"".utf8)
            data.append(Data(repeating: UInt8(ascii: "x"), count: 65 << 20))
            data.append(Data("\"\r\nLast,c\r\n".utf8))
            try data.write(to: file)
            let result = try phonebook("import", "--db", folder.appendingPathComponent("book.sqlite3").path, file.path)
            #expect(result.status == 2)
            #expect(result.stderr == "\(file.path):4: vCard of 68 MB is larger than the 64 MB a card may be; skipped it\n"
                    + "3 added, 0 updated, 0 unchanged, 1 skipped\n")
        }
    }

    /// 200 MB of NUL bytes between two cards, on a line of their own or in
    /// front of the second card's BEGIN (NUL padding, which a delimiter may carry).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time"),
          arguments: ["\r\n", ""])
    func junkBetweenCardsIsReadWithoutKeepingItAndBothCardsAreImported(lineBreak: String) throws {
        try withTemporaryDirectory { folder in
            let file = folder.appendingPathComponent("cards.vcf")
            #expect(FileManager.default.createFile(atPath: file.path, contents: Self.card(1)))
            let handle = try FileHandle(forWritingTo: file)
            try handle.seekToEnd()
            let junk = Data(count: 1 << 20)
            for _ in 0..<200 { handle.write(junk) }
            handle.write(Data(lineBreak.utf8))
            handle.write(Self.card(2))
            try handle.close()
            let result = try importMeasured(file, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.uids == ["huge-1", "huge-2"])
            #expect(result.megabytes > 0 && result.megabytes < 100, "peak \(result.megabytes) MB")
        }
    }
}
