import Foundation
import Testing
import TestSupport

/// A book whose schema text is damaged (garbage, NUL and 0xFF bytes written
/// over its CREATE statements, as a failing disk or a stray write leaves
/// it): every command says in one line that the file is damaged, naming
/// it, with neither SQLite's quote of the schema nor raw bytes.
@Suite("Messages about damaged files")
struct DamagedFileMessageTests {
    static let garbage: [UInt8] = [0x00, 0xFF, 0x4E, 0x55, 0x4C, 0x00, 0xFE, 0x80, 0x1B, 0x9B, 0x27]

    /// Whether `message` is one line of printable characters with no SQL in it.
    static func isOnePlainLine(_ message: String) -> Bool {
        let body = message.dropLast()
        return message.hasSuffix("\n") && !body.contains("\n")
            && body.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }
            && !["SELECT", "CREATE", "near \"", "malformed", "[in:"].contains(where: message.contains)
    }

    @Test func aDamagedSchemaIsOneLineSayingSoWithoutSQLOrRawBytes() throws {
        try withTemporaryDirectory { folder in
            let book = folder.appendingPathComponent("book.sqlite3").path
            let sample = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            #expect(try phonebook("import", "--db", book, sample).status == 0)
            #expect(try phonebook("list", "--db", book).status == 0)
            let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: book)))
            let create = Array("CREATE ".utf8)
            let statements = (0..<(whole.count - create.count)).filter { Array(whole[$0..<($0 + create.count)]) == create }
            #expect(statements.count > 20)
            let damaged = folder.appendingPathComponent("damaged.sqlite3").path
            var failures = 0
            // Every third statement: tables, indexes and triggers alike.
            for offset in stride(from: 0, to: statements.count, by: 3).map({ statements[$0] + 14 }) {
                var bytes = whole
                bytes.replaceSubrange(offset..<(offset + Self.garbage.count), with: Self.garbage)
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: damaged + suffix) }
                try Data(bytes).write(to: URL(fileURLWithPath: damaged))
                for command in [["list"], ["info"], ["add", "--name", "Someone New"]] {
                    let result = try phonebook(arguments: command + ["--db", damaged])
                    guard result.status != 0 else { continue }
                    failures += 1
                    #expect(result.status == 74, "\(command) at \(offset): \(result.stderr)")
                    #expect(result.stderr.hasPrefix("phonebook: \(damaged): ") && result.stderr.contains("damaged"),
                            "\(command) at \(offset): \(result.stderr)")
                    #expect(Self.isOnePlainLine(result.stderr), "\(command) at \(offset): \(result.stderr)")
                }
            }
            #expect(failures > 20)
        }
    }
}
