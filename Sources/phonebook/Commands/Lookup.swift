import ArgumentParser
import Contacts
import Sections
import Store

/// `phonebook lookup NUMBER`: who has this number, as a phone names a caller.
struct Lookup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find the contacts with a number, however it is written.",
        discussion: """
            Formatting is ignored, and a number stored without its country code is
            found by its last digits (at least 7 must agree). Exit status 1 when
            nothing matches.
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var output: ScreenOutputOptions

    @Argument(help: ArgumentHelp("The number, in any format.", valueName: "number"))
    var number: String

    func validate() throws {
        if PhoneDigits.digits(of: number).isEmpty { throw ValidationError("\"\(number)\" has no digits.") }
    }

    func run() throws {
        try reportingFailures {
            let book = try database.openExisting()
            let matches = try book.entries(withNumber: number, displayOrder: try book.appSettings().displayOrder)
            guard !matches.isEmpty else {
                throw CommandFailure(message: "no contact has the number \(number)", status: .failure)
            }
            let terminal = OutputTarget.standardOutput()
            try printScreen(LookupScreen.build(matches), format: output.resolvedFormat(for: terminal), terminal: terminal)
        }
    }
}
