import Sections
import Store

/// The browser's changes to the book, each one journal entry (as the
/// `remove`, `star`, `unstar` and `undo` commands make), and the screens
/// built again after one.
extension BrowserSession {
    /// Makes `change`, then rebuilds the screens `requests` ask for.
    public func make(_ change: ContactChange, then requests: [ScreenRequest]) throws -> ChangeReport {
        switch change {
        case .remove(let id):
            let name = try self.name(of: id)
            try book.remove([id])
            return ChangeReport("removed \(name)", screens: try rebuild(requests))
        case .toggleStar(let id):
            guard let contact = try book.contactDetail(id) else { throw BrowserError.noSuchContact }
            try book.setStarred(!contact.isStarred, contact: id)
            return ChangeReport("\(contact.isStarred ? "unstarred" : "starred") \(contact.name.display)", contact: id,
                                screens: try rebuild(requests))
        case .merge(let ids):
            let merged = try merging().merge(book, ids)
            return ChangeReport("merged \(merged.others.joined(separator: ", ")) into \(merged.name)", contact: ids.first,
                                screens: try rebuild(requests))
        case .undo:
            let entry: JournalEntry
            do {
                entry = try book.undo()
            } catch JournalError.nothingToUndo {
                return ChangeReport("nothing to undo")
            }
            return ChangeReport("undid: \(entry.summary)", screens: try rebuild(requests))
        }
    }

    /// The screens `requests` ask for, from the store as it is now; a
    /// contact's screen whose contact is gone comes back without a value.
    public func rebuild(_ requests: [ScreenRequest]) throws -> [ChangeReport.Rebuilt] {
        try requests.map { request in
            do {
                return ChangeReport.Rebuilt(request, screen: try screen(for: request))
            } catch BrowserError.noSuchContact {
                return ChangeReport.Rebuilt(request, screen: nil)
            }
        }
    }

    /// "Remove Grace Hopper (2 numbers)?", from the store.
    func question(removing id: ContactID) throws -> BrowserQuestion {
        guard let contact = try book.contactDetail(id) else { throw BrowserError.noSuchContact }
        return .removeContact(id, name: contact.name.display, numbers: contact.phones.count)
    }

    /// The merger handed in; a session without one cannot merge.
    func merging() throws -> ContactMerger {
        guard let merger else { throw BrowserError.cannotMerge }
        return merger
    }

    /// The contact's name as messages show it.
    public func name(of id: ContactID) throws -> String {
        guard let contact = try book.contactDetail(id) else { throw BrowserError.noSuchContact }
        return contact.name.display
    }
}
