import ArgumentParser
import Foundation
import Store
import Sync

/// `phonebook export [--output FILE]`: every contact as its original vCard.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write every contact as vCard (the original card text, CRLF, folded at 75 octets).")

    @OptionGroup var database: DatabaseOptions

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file (created 0600, replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        try reportingFailures {
            let book = try database.open()
            guard let output else {
                let stream = OutputStream(descriptor: STDOUT_FILENO)
                try CardExport.write(from: book) { try stream.write($0) }
                try stream.flush()
                return
            }
            try AtomicFile.write(to: output) { stream in
                try CardExport.write(from: book) { try stream.write($0) }
            }
        }
    }
}
