import Store

/// The groups of contacts that are probably one person, as `duplicates`
/// lists them: a section per group ("1 · same phone number"), a row per
/// contact. A section's identity is its first contact (the one a merge
/// keeps), not its number, which changes when a group above is merged.
public enum DuplicatesScreen {
    public static func build(_ groups: [DuplicateGroup]) -> Screen {
        guard !groups.isEmpty else {
            let id = SectionID.named("duplicates")
            return Screen(id: .duplicates, title: "Duplicates", sections: [
                Section(id: id, title: "Duplicates", rows: [Row(TextRow(number: 1, text: "No duplicates."), in: id)]),
            ])
        }
        return Screen(id: .duplicates, title: "Duplicates", sections: groups.map(section))
    }

    private static func section(_ group: DuplicateGroup) -> Section {
        let id = SectionID.named("group:\(group.contactIDs.first ?? 0)")
        return Section(id: id, title: "\(group.number) · \(group.reason)", rows: group.members.map {
            Row(DuplicateMemberRow(member: $0, group: group.contactIDs), in: id)
        })
    }
}
