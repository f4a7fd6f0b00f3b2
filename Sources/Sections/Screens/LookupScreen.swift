import Reading
import Store

/// The entries a reverse lookup found, in list order.
public enum LookupScreen {
    public static func build(_ matches: [PhoneEntry]) -> Screen {
        let id = SectionID.named("matches")
        return Screen(id: .lookup, title: "Lookup", sections: [
            Section(id: id, title: "Matches", rows: matches.map { Row.entry($0, in: id) }),
        ])
    }
}
