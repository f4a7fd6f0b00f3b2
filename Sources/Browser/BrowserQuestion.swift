import Accounts
import Contacts
import Sections
import Store

/// What a yes/no prompt asks; `y` does it, `n` or Esc leaves things as they are.
public enum BrowserQuestion: Sendable, Equatable {
    /// Log out, or log out of one service (a row of the settings screen).
    case account(AccountAction)
    /// Sync a connected service now (its row on the settings screen).
    case syncNow(String)
    /// Remove a contact (`d`): its name and how many numbers go with it.
    case removeContact(ContactID, name: String, numbers: Int)
    /// Merge the marked contacts (`M`) into the first: what the merged contact would be.
    case mergeContacts([ContactID], preview: MergePreview)

    /// The question on the status line, before " y/n".
    var text: String {
        switch self {
        case .account(.logIn): return "Log in?"
        case .account(.createAccount): return "Create an account?"
        case .account(.logOut): return "Log out?"
        case .account(.disconnect(let service)): return "Log out of \(service)?"
        case .syncNow(let service): return "Sync \(service) now?"
        case let .removeContact(_, name, numbers):
            return "Remove \(name) (\(NumberCount.words(numbers)))?"
        case let .mergeContacts(ids, preview):
            return "Merge \(ids.count) contacts into \(preview.name) (\(preview.brief))?"
        }
    }
}
