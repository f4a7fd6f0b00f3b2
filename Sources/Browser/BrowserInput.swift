import Sections
import Store
import TerminalText

/// What the browser is asked to do: semantic inputs (never raw keys; the
/// `Keymap` turns key names into these) and results of effects coming back.
public enum BrowserInput: Sendable, Equatable {
    case moveUp, moveDown, pageUp, pageDown, home, end
    /// Whatever the row under the cursor means (its kind's `RowAction`).
    case select
    /// One screen back (closing the help, a prompt, or popping the stack).
    case back
    /// Back when on a sub-screen, else quit.
    case quit
    /// Quit from anywhere.
    case quitNow
    /// Give the terminal back to the shell and stop, until `fg` (job control).
    case suspend
    case startSearch
    /// A change to the text being typed: the search, or a log-in field.
    case edit(TextEdit)
    /// Leave search mode, keeping the filter.
    case acceptSearch
    /// Leave search mode and drop the filter.
    case cancelSearch
    case showHelp
    /// The answer to a yes/no prompt.
    case confirm(Bool)
    /// Changes to the book, on the contact under the cursor where they need
    /// one (`a` needs none, `u` undoes the latest change wherever it was).
    case addContact, editContact, removeContact, toggleStar, undo
    /// Mark or unmark the contact under the cursor (Space); merge the marked contacts (`M`).
    case toggleMark, mergeMarked
    /// Copy the number or email address under the cursor to the clipboard (`y`, vi's yank).
    case copy
    /// A question to put on the status line (removing a contact: its name and numbers, read from the store).
    case ask(BrowserQuestion)
    /// A change was made (to the book, or an account action; or nothing was): the message and the screens rebuilt.
    case changed(ChangeReport)
    /// A page, a search result or a count of duplicates, fetched by the driver for an effect.
    case loaded(Loaded)
    /// The state of the book the loop's session sees (after `.readBookVersion`).
    case bookVersion(BookVersion)
    /// A screen built for `request` (after `.buildScreen`).
    case screenRebuilt(Screen, for: ScreenRequest)
    /// News of the sync of `service` that Sync now started (see `SyncRun`):
    /// a step, or how it ended; news of a sync not running is dropped.
    case syncing(service: String, SyncEvent)
    case resized(TerminalSize)
    /// An effect failed; the message is shown on the status line.
    case failed(String)
    /// An effect named a contact that is gone from the store (another
    /// command removed it while its row was shown): said on the status
    /// line, and the screens are read again, so no row shows it.
    case contactGone(String)
    /// An effect named a book that is gone from the store (another command
    /// removed it, listed or chosen on the Books screen): said on the status
    /// line over the Books screen read again, every book listed beneath it.
    case bookGone(String)
    /// The book's file was replaced or removed while the browser had it
    /// open (`StoreError.replaced`), and a write was refused: the browser
    /// ends, and the message is told once the terminal is restored. Reading
    /// on would show a book that is no longer at the path, and every change
    /// would be refused.
    case bookReplaced(String)

    /// What an effect's failure tells the browser: `.bookReplaced` for a
    /// book that is gone from its path, `.contactGone` for a contact gone
    /// from the book, `.bookGone` for a book gone from the database, else
    /// `.failed` with its message.
    public static func failure(_ error: any Error) -> BrowserInput {
        if let error = error as? StoreError, case .replaced = error { return .bookReplaced("\(error)") }
        if case BrowserError.noSuchContact = error { return .contactGone("\(error)") }
        if case BrowserError.noSuchBook = error { return .bookGone("\(error)") }
        if let error = error as? JournalError, case .noSuchContact = error {
            return .contactGone("\(BrowserError.noSuchContact)")
        }
        return .failed("\(error)")
    }
}
