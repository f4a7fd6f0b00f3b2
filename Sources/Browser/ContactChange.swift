import Store

/// A change the browser makes to the book without an editor, performed by
/// `BrowserSession.run(.change(…))`: each is one journal entry, as the
/// commands of the same names make.
public enum ContactChange: Sendable, Equatable {
    /// Remove the contact (`d`, after a yes).
    case remove(ContactID)
    /// Star the contact, or unstar it when it is starred (`s`).
    case toggleStar(ContactID)
    /// Merge the contacts into the first (`M`, after a yes).
    case merge([ContactID])
    /// Revert the latest journal entry still standing (`u`).
    case undo
}
