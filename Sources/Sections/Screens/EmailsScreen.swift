import Reading
import Store

/// The email addresses a query found (`phonebook email`), in list order.
public enum EmailsScreen {
    public static func build(_ entries: [EmailEntry]) -> Screen {
        let id = SectionID.named("emails")
        return Screen(id: .emails, title: "Emails", sections: [
            Section(id: id, title: "Emails", rows: entries.map { Row(EmailEntryRow($0), in: id) }),
        ])
    }
}
