import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Sync

/// `phonebook export [CONTACT...] [--output FILE]`: every contact (or those
/// named) as its original vCard.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every contact as vCard: the original card text, with only line breaks made CRLF.",
        discussion: "With CONTACT arguments, only those contacts, in the order given; each is found as by show.")

    @OptionGroup var database: DatabaseOptions

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write to this file (created 0600, replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Argument(help: .contact("Only these contacts (all when none is given)."))
    var contacts: [String] = []

    func run() throws {
        let book = try database.openExisting()
        // Every argument is resolved before anything is written, so a wrong one leaves no partial file.
        let chosen = contacts.isEmpty ? nil : try book.contacts(matching: contacts)
        guard let output else {
            var output = OutputBuffer()
            try CardExport.write(from: book, contacts: chosen) { output.append($0) }
            try output.flush()
            return
        }
        try AtomicFile.write(to: output) { file in
            try CardExport.write(from: book, contacts: chosen) { file.append($0) }
        }
    }
}
