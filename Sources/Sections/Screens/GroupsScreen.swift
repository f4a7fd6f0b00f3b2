import Reading
import Store

/// The book's groups, whichever way it keeps them (categories on the
/// contacts' cards, group cards), each with its count of contacts, in the
/// order of their names (`phonebook categories`, the browser's Groups).
public enum GroupsScreen {
    public static func build(_ groups: [ContactGroup]) -> Screen {
        let id = SectionID.named("groups")
        return Screen(id: .groups, title: "Groups", sections: groups.isEmpty ? [] : [
            Section(id: id, title: "Groups", rows: groups.map { Row(GroupRow($0), in: id) }),
        ])
    }

}
