import Store

/// One row of a screen: its identity and what it shows. How it is drawn and
/// what selecting it does belong to its kind's controller (`RowControllers`).
public struct Row: Sendable, Equatable {
    public let id: RowID
    public let content: Content

    public init(id: RowID, content: Content) {
        self.id = id
        self.content = content
    }

    /// The record a row presents, one case per kind.
    public enum Content: Sendable, Equatable {
        case link(title: String, destination: Destination)
        /// A contact with one of its numbers.
        case phone(PhoneEntry)
        /// A contact with no number at all.
        case contact(PhoneEntry)
        /// More rows of the section can be fetched with the request.
        case loadMore(PageRequest)
        /// Everything about the contact of the entry above it.
        case detail(ContactDetail)
        case action(title: String, action: AccountAction)
        /// A setting's current value.
        case setting(title: String, key: String, value: String)
        /// A named value (the debug page, a contact's organization), of a kind that says whether it may be cut.
        case fact(title: String, value: String, kind: Cell.Kind = .text)
        case email(EmailRecord)
        /// A paragraph of a document page.
        case text(String)
    }

    public var kind: RowKind {
        switch content {
        case .link: return .link
        case .phone: return .phone
        case .contact: return .contact
        case .loadMore: return .loadMore
        case .detail: return .detail
        case .action: return .action
        case .setting: return .setting
        case .fact: return .fact
        case .email: return .email
        case .text: return .text
        }
    }

    /// The list position of an entry row (phone or contact); nil for other kinds.
    public var entryKey: EntryKey? {
        switch content {
        case .phone(let entry), .contact(let entry): return entry.key
        default: return nil
        }
    }

    /// The page a load-more (or gap) row stands for; nil for other kinds.
    public var pageRequest: PageRequest? {
        if case .loadMore(let request) = content { return request }
        return nil
    }

    /// A phone entry as a row of `section`: kind `phone`, or `contact` when it has no number.
    public static func entry(_ entry: PhoneEntry, in section: SectionID) -> Row {
        if entry.phone == nil {
            return Row(id: RowID(section: section, item: .contact(entry.contactID)), content: .contact(entry))
        }
        return Row(id: RowID(section: section, item: .phone(entry.contactID, entry.key.position)),
                   content: .phone(entry))
    }
}

/// A row's kind: what `--format json` prints as "kind", and the key its controller is found by.
public enum RowKind: String, Sendable, Hashable, CaseIterable {
    case link, phone, contact, loadMore, detail, action, setting, fact, email, text
}
