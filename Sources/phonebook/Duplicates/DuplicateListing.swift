import Store
import TerminalText

/// `duplicates`' three formats (docs/commands.md, "Duplicates").
enum DuplicateListing {
    /// Each group under a line "N  reason", then its contacts indented, one a
    /// line, in columns lined up across the listing: name, organization,
    /// numbers, emails, UID. Groups are separated by a blank line.
    static func table(_ groups: [DuplicateGroup], width: Int) -> String {
        let indent = "  "
        let rows = groups.map { $0.members.map(cells) }
        let columns = ColumnWidths(measuring: rows.joined()).fitted(to: max(width - indent.count, 20))
        var out = ""
        for (group, rows) in zip(groups, rows) {
            if !out.isEmpty { out += "\n" }
            out += ColumnText.truncate("\(group.number)  " + VisibleText.line(group.reason), toWidth: width) + "\n"
            for cells in rows {
                out += indent + columns.fit(cells).compactMap { $0 }.joined(separator: "  ") + "\n"
            }
        }
        return out
    }

    /// A contact's cells: the UID whole (it is what names the contact), the rest cut as room requires.
    private static func cells(_ member: DuplicateMember) -> [ColumnCell] {
        [ColumnCell(member.name), ColumnCell(member.organization),
         ColumnCell(member.numbers.joined(separator: ", ")), ColumnCell(member.emails.joined(separator: ", ")),
         ColumnCell(member.uid, isWhole: true)]
    }

    /// One tab-separated line a contact: group number, reason, UID, name,
    /// organization, numbers and emails (each list joined by ", "), each
    /// field as `OutputTarget.recordField` makes it.
    static func plain(_ groups: [DuplicateGroup], terminal: OutputTarget) -> String {
        var out = ""
        for group in groups {
            for member in group.members {
                out += [String(group.number), group.reason, member.uid, member.name, member.organization,
                        member.numbers.joined(separator: ", "), member.emails.joined(separator: ", ")]
                    .map(terminal.recordField).joined(separator: "\t") + "\n"
            }
        }
        return out
    }

    static func json(_ group: DuplicateGroup) -> JSONText {
        func strings(_ values: [String]) -> JSONText { .array(values.map(JSONText.string)) }
        return .object([
            ("group", .number(group.number)),
            ("reason", .string(group.reason)),
            ("sharedNumbers", strings(group.evidence.numbers)),
            ("sharedEmails", strings(group.evidence.emails)),
            ("sharedNames", strings(group.evidence.names)),
            ("contacts", .array(group.members.map { member in
                .object([("uid", .string(member.uid)), ("name", .string(member.name)),
                         ("organization", .string(member.organization)),
                         ("numbers", strings(member.numbers)), ("emails", strings(member.emails))])
            })),
        ])
    }
}
