import Reading
import Sections
import Store

/// The keys that change the book (`a`, `e`, `d`, `s`, `u`, after abook and
/// tig): each acts on the contact the row under the cursor belongs to, as
/// the row says (never from its position), and afterwards every screen of
/// the stack is rebuilt from the store, filter and all.
extension BrowserState {
    /// The contact the cursor is on: the one its row belongs to, or on a
    /// contact's own screen, that contact (its name and UID rows are its).
    public var contactUnderCursor: ContactID? {
        if let id = current.cursorRow?.contactID { return id }
        if case .contact(let id) = current.destination, current.screen != nil { return id }
        return nil
    }

    /// What every change rebuilds: the stack's screens as the user sees them, root first.
    private var rebuilding: [ScreenRequest] { stack.map(\.request) }

    mutating func addContact() -> [BrowserEffect] {
        guard mode == .normal else { return [] }
        return [.openEditor(.add, then: rebuilding)]
    }

    mutating func editContact() -> [BrowserEffect] {
        guard let id = contactToChange() else { return [] }
        return [.openEditor(.edit(id), then: rebuilding)]
    }

    /// Asks first: the question names the contact and its numbers, which the store tells.
    mutating func removeContact() -> [BrowserEffect] {
        guard let id = contactToChange() else { return [] }
        return [.askToRemove(id)]
    }

    mutating func toggleStar() -> [BrowserEffect] {
        guard let id = contactToChange() else { return [] }
        return [.change(.toggleStar(id), then: rebuilding)]
    }

    mutating func undo() -> [BrowserEffect] {
        guard mode == .normal else { return [] }
        return [.change(.undo, then: rebuilding)]
    }

    /// The contact under the cursor; nil, saying so on the status line, on a row of no contact.
    private mutating func contactToChange() -> ContactID? {
        guard mode == .normal else { return nil }
        guard let id = contactUnderCursor else {
            message = "no contact here"
            return nil
        }
        return id
    }

    /// A change made: each rebuilt screen replaces its old value, the
    /// cursor following the report's contact, else kept on its row, else
    /// (its contact gone) on the row that took its place (`CursorRule`); a
    /// screen of a contact now gone leaves the stack. A search still on
    /// its way is dropped: it was run before the change.
    mutating func receive(_ report: ChangeReport) {
        message = report.message
        guard !report.screens.isEmpty else { return }
        searchGeneration += 1
        for rebuilt in report.screens {
            let request = rebuilt.request
            guard let index = stack.lastIndex(where: {
                $0.destination == request.destination && $0.search == request.search
            }) else { continue }
            guard let built = rebuilt.screen else {
                if index > 0 { stack.remove(at: index) }
                continue
            }
            let screen = linkingDuplicates(built)
            let landing = CursorRule.resolve(stack[index].cursor, from: stack[index].screen, to: screen,
                                             following: report.contact)
            stack[index].show(screen, size: size, cursorBecomes: landing)
        }
        current.relayout(size)
        current.reveal(current.layout(size), size)
    }
}
