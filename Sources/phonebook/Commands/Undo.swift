import ArgumentParser
import Store
import TerminalText

/// `phonebook undo [N]`: reverts the latest change not yet undone, or change N.
struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the latest change (or change N of `phonebook history`); a second undo reverts the one before.",
        discussion: """
            Undo never redoes: each undo reverts the newest change still standing, \
            so undoing twice reverts the last two changes. A whole import is one change.

            Examples:
              phonebook undo
              phonebook undo 12
            """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The change's number, as `phonebook history` shows it.", valueName: "n"))
    var number: Int64?

    func run() throws {
        let book = try database.openExisting()
        let entry = try book.undo(number)
        printVisible("undid #\(entry.number): \(VisibleText.line(entry.summary))")
    }
}
