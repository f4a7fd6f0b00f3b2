import ArgumentParser
import Foundation
import Store
import Sync

/// `phonebook export [--output FILE]`: every contact as its original vCard.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write every contact as vCard: the original card text, with only line breaks made CRLF.")

    @OptionGroup var database: DatabaseOptions

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file (created 0600, replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let book = try database.openExisting()
        guard let output else {
            var output = OutputBuffer()
            try CardExport.write(from: book) { output.append($0) }
            try output.flush()
            return
        }
        try AtomicFile.write(to: output) { file in
            try CardExport.write(from: book) { file.append($0) }
        }
    }
}
