import ArgumentParser
import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reading
import Sections
import Store

/// `phonebook lookup NUMBER`: who has this number, as a phone names a caller.
struct Lookup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Find the contacts with a number, however it is written.",
        discussion: """
            Formatting is ignored, and a number stored without its country code is
            found by its last digits (at least 7 must agree). A number in national
            form ("020 7946 0105") is also read in the region setting (GB: +44 20
            7946 0105; by default the country of the locale). Exit status 1 when
            nothing matches.

            Examples:
              phonebook lookup "+1 (555) 010-0100"
              phonebook lookup "020 7946 0105"
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions
    @OptionGroup var books: BookOptions

    @Argument(help: ArgumentHelp("The number, in any format.", valueName: "number"))
    var number: String

    func validate() throws {
        if PhoneDigits.digits(of: number).isEmpty { throw ValidationError("\"\(number)\" has no digits.") }
    }

    func run() throws {
        let book = try database.openForReading()
        let settings = try book.appSettings(localeEnvironment: ProcessInfo.processInfo.environment)
        let matches = try book.entries(withNumber: number, region: settings.region,
                                       displayOrder: settings.displayOrder, book: books.readFilter(in: book))
        guard !matches.isEmpty else {
            throw CommandFailure(message: "no contact has the number \(number)", status: .failure)
        }
        let terminal = output.target()
        try printScreen(LookupScreen.build(matches), format: output.resolvedFormat(for: terminal), terminal: terminal)
    }
}
