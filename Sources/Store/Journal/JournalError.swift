/// Why a journaled change or an undo was refused, worded for a person.
public enum JournalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The journal holds no entry that is not undone.
    case nothingToUndo
    /// `undo N` names no entry the journal keeps.
    case noSuchEntry(Int64)
    /// `undo N` names an entry already undone.
    case alreadyUndone(JournalEntry)
    /// Later entries, not undone, touched contacts `entry` touched: undo them first.
    case laterChanges(JournalEntry, later: [JournalEntry])
    /// Putting a contact back would give two contacts one UID: another has it now.
    case uidTaken(JournalEntry, uid: String)
    /// No contact has this id (it was removed meanwhile).
    case noSuchContact(ContactID)
    /// Another contact already has this UID.
    case uidInUse(String)
    /// An entry's saved state could not be read back.
    case damaged(JournalEntry)
    /// Putting a contact back would put it in a book that is gone, its removal no longer in the history.
    case bookGone(JournalEntry)

    public var description: String {
        switch self {
        case .nothingToUndo:
            return "nothing to undo: the history holds no change that is not undone already (see phonebook history)"
        case let .noSuchEntry(number):
            return "no change #\(number) in the history (see phonebook history)"
        case let .alreadyUndone(entry):
            return "#\(entry.number) (\(entry.summary)) is already undone; undo never redoes a change"
        case let .laterChanges(entry, later):
            let names = later.map { "#\($0.number) (\($0.summary))" }.joined(separator: ", ")
            let them = later.count == 1 ? "it" : "them"
            return "cannot undo #\(entry.number) (\(entry.summary)): \(names) changed the same contacts later; "
                + "undo \(them) first"
        case let .uidTaken(entry, uid):
            return "cannot undo #\(entry.number) (\(entry.summary)): another contact now has the UID \(uid); "
                + "nothing was changed"
        case let .noSuchContact(id):
            return "no contact with id \(id)"
        case let .uidInUse(uid):
            return "another contact already has the UID \(uid)"
        case let .bookGone(entry):
            return "cannot undo #\(entry.number) (\(entry.summary)): the book its contacts were in is gone; "
                + "nothing was changed"
        case let .damaged(entry):
            return "cannot undo #\(entry.number) (\(entry.summary)): its saved state is damaged; nothing was changed"
        }
    }
}
