import Contacts
import Store

/// Birthdays (and anniversaries) by their next occurrence from a day
/// (`phonebook birthdays`): the soonest first, today's at the top; on the
/// same day by name.
public enum BirthdaysScreen {
    /// `occasions` counted from `today`, only those within `within` days when given (0: today's only).
    public static func build(_ occasions: [Occasion], from today: CalendarDay, within: Int? = nil) -> Screen {
        let rows = occasions.map { OccasionRow($0, from: today) }
            .filter { row in within.map { row.days <= $0 } ?? true }
            .sorted { ($0.days, $0.occasion.name, $0.occasion.contactID, $0.occasion.kind.rawValue)
                < ($1.days, $1.occasion.name, $1.occasion.contactID, $1.occasion.kind.rawValue) }
        let id = SectionID.named("birthdays")
        return Screen(id: .birthdays, title: "Birthdays", sections: rows.isEmpty ? [] : [
            Section(id: id, title: "Birthdays", rows: rows.map { Row($0, in: id) }),
        ])
    }
}
