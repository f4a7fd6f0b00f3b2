import Foundation
import Testing
import TestSupport

/// Control-C (or SIGTERM) during a first import: the new book's private
/// file (`NAME.new-PID`) is removed on the way out, one line says the import
/// was interrupted, and the process ends by the signal (a shell sees 130),
/// with no book made.
@Suite("An interrupted first import")
struct InterruptedImportTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedFirstImportRemovesItsPrivateFileAndSaysSo(signal: Int32) throws {
        try withTemporaryDirectory { folder in
            let cards = folder.appendingPathComponent("cards.vcf")
            try syntheticCards(count: 300_000, prefix: "big").write(to: cards, atomically: true, encoding: .utf8)
            let book = folder.appendingPathComponent("book.sqlite3").path
            let process = Process()
            process.executableURL = Repository.binary
            process.arguments = ["import", "--db", book, cards.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let privateFile = book + ".new-\(process.processIdentifier)"
            // Until the private file is there: the new book is being built.
            var waited = 0
            while waited < 60_000, !FileManager.default.fileExists(atPath: privateFile) {
                usleep(1_000)
                waited += 1
            }
            #expect(process.isRunning, "the import ended before it could be interrupted")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == signal)
            #expect(said == "phonebook: \(book): the import was interrupted; nothing was written, no address book was made\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["cards.vcf"])
        }
    }
}
