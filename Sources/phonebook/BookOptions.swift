import ArgumentParser
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// `--book NAME`, else `PHONEBOOK_BOOK`: the address book a command reads
/// or writes (`phonebook books` lists them). Without either, a read covers
/// every book and a write goes to the default book.
///
/// Typed after the command's name, as `--format` is: it is an option of
/// the commands that read or write contacts, not of every command as `--db`
/// is, and `connect --book` names the server's book while that spelling is
/// kept (`--collection` is its name now).
struct BookOptions: ParsableArguments {
    @Option(name: .customLong("book"), help: ArgumentHelp(
        "The address book (default: $PHONEBOOK_BOOK, else every book to read and the default book to write).",
        valueName: "name"), completion: .bookNames)
    var name: String?

    static let environmentVariable = "PHONEBOOK_BOOK"

    /// The name the option or the environment gives; nil for neither (an
    /// empty variable is none). The one variable is read alone: the whole
    /// environment as a dictionary costs a mail query's start (`DatabaseOptions`).
    var chosenName: String? {
        if let name { return name }
        guard let value = getenv(Self.environmentVariable) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The book named; nil when none is. An unknown name is a usage error
    /// naming it and the nearest book's name (`BookError.noSuchBook`, exit 64).
    func chosen(in book: AddressBook) throws -> Book? {
        try chosenName.map { try book.book(named: $0) }
    }

    /// The book a read is limited to: nil for every book, and for a book
    /// that holds every contact (`AddressBook.bookFilter`), which a read then need not test.
    func readFilter(in book: AddressBook) throws -> BookID? {
        try chosen(in: book).flatMap { try book.bookFilter($0.id) }
    }

    /// The book a write goes into: nil for the default book.
    func target(in book: AddressBook) throws -> BookID? {
        try chosen(in: book)?.id
    }
}
