import Sections
import Store

/// Work the reducer asks for, as a value: the driver performs it (most of
/// it with `BrowserSession.run`) and feeds the outcome back as an input.
///
/// The driver's loop: `BrowserState.start(size:)` gives the first state and
/// effects; each key name goes through `state.input(for:)` and `reduce`;
/// each frame is `render(state, size:colors:)`. Of the effects, `.quit`
/// ends the loop, `.suspend` stops the process until it is continued,
/// `.openEditor` hands the terminal to the editor until it exits, `.sync` runs a
/// child process whose reports come back as inputs, `.search`
/// and `.countDuplicates` each run on a worker thread with that thread's own
/// `BrowserSession` and post their answers back, and every other one is
/// `session.run(effect)` on the loop's session, its answer reduced in turn.
public enum BrowserEffect: Sendable, Equatable {
    /// Build a screen; answered by `.screenRebuilt(screen, for: request)`.
    case buildScreen(ScreenRequest)
    /// Fetch the page beside a load-more row: after it, or (`backward`) before
    /// the rows read from the section's end; answered by `.loaded(.page(…))`.
    case loadPage(PageRequest, direction: PageDirection = .forward)
    /// Build the filtered contacts screen OFF the input loop; answered by
    /// `.loaded(.searchResult(screen, generation:))`, dropped when stale.
    case search(ScreenRequest, generation: Int)
    /// Read which state of the book the loop's session sees (a few
    /// microseconds); answered by `.bookVersion(version)`.
    case readBookVersion
    /// Count the book's duplicate groups OFF the input loop (it reads the
    /// whole book); answered by `.loaded(.duplicates(count))`, dropped when
    /// the book has changed since `version`.
    case countDuplicates(BookVersion)
    /// Perform a confirmed account action, then rebuild `then`; answered by
    /// `.changed(report)`, its message saying what was done ("logged out").
    case perform(AccountAction, then: ScreenRequest)
    /// Log in with what the form collected, then rebuild `then`; answered by `.changed`.
    case logIn(user: String, password: MaskedText, then: ScreenRequest)
    /// Create the account the form collected and log in to it, then rebuild
    /// `then`; answered by `.changed`.
    case createAccount(user: String, password: MaskedText, then: ScreenRequest)
    /// Read what the question before removing contact `id` names; answered by `.ask(.removeContact(…))`.
    case askToRemove(ContactID)
    /// Read what merging the marked contacts `ids` would make; answered by `.ask(.mergeContacts(…))`.
    case askToMerge([ContactID])
    /// Change the book, then rebuild the screens `then` (the stack, root
    /// first); answered by `.changed(report)`.
    case change(ContactChange, then: [ScreenRequest])
    /// Leave the terminal for the editor (as `.suspend` leaves it for the
    /// shell), write what was saved, take the terminal back and redraw it
    /// whole; then rebuild `then`. The driver's own: answered by `.changed`,
    /// or `.failed` when the editor or the write failed.
    case openEditor(EditorTask, then: [ScreenRequest])
    /// Sync `service` with its server, off the input loop. The driver's own:
    /// it runs phonebook-dav as a child process and posts its progress and
    /// its end as `.syncing(service:…)` inputs; keys keep working meanwhile.
    case sync(service: String)
    /// Rebuild the screens `then` from the store, which something beside the
    /// loop changed (a sync), `message` for the status line; answered by `.changed`.
    case refresh(String, then: [ScreenRequest])
    /// Put `text` on the clipboard of the terminal (and of tmux, and through
    /// ssh), with the OSC 52 escape sequence. The driver's own; nothing answers.
    case copyToClipboard(String)
    /// Suspend the process (Control-Z): the driver gives the terminal back,
    /// stops, and on `fg` takes it again and redraws the whole frame.
    case suspend
    case quit
}
