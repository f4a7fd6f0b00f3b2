import Reading
import Store

extension RowKind {
    /// A contact with one of its email addresses (`phonebook email`).
    public static let emailEntry = RowKind("email-entry")
}

extension RowID.Item {
    /// Address `position` (card order) of contact `contact`: "email-entry:12:0".
    public static func emailEntry(_ contact: ContactID, _ position: Int) -> Self {
        Self("email-entry:\(contact):\(position)")
    }
}

/// A contact with one of its email addresses: name, label, address, as a
/// mail client's address query lists them.
public struct EmailEntryRow: RowModel {
    public static let kind = RowKind.emailEntry
    public var entry: EmailEntry

    public init(_ entry: EmailEntry) {
        self.entry = entry
    }

    public var item: RowID.Item { .emailEntry(entry.contactID, entry.position) }

    public var contactID: ContactID? { entry.contactID }

    public var cells: [Cell] {
        [Cell(entry.name), Cell(entry.email.label, .secondary), Cell(entry.email.address, kind: .email)]
    }

    public var fields: [RowField] {
        [RowField("contact", .text(entry.uid)), RowField("name", .text(entry.name)),
         RowField("label", .text(entry.email.label)), RowField("address", .text(entry.email.address))]
    }

    public var clipboardText: String? { entry.email.address }
}
