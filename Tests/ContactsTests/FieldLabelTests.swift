import Contacts
import Testing

/// The one label rule for emails, addresses and URLs (import, `show` and the edit form), and labels
/// as the form compares them.
@Suite("Field labels")
struct FieldLabelTests {
    @Test(arguments: [
        ([], nil, "other"), (["HOME"], nil, "home"), (["work", "pref"], nil, "work"), (["INTERNET"], nil, "other"),
        (["HOME"], "Mobile", "mobile"), (["HOME"], "  ", "home"), ([], "HomePage", "HomePage"), (["WORK"], "other", "other"),
    ] as [([String], String?, String)])
    func readsTheGroupLabelElseHomeOrWork(types: [String], custom: String?, label: String) {
        #expect(FieldLabel.normalized(types: types, customLabel: custom) == label)
    }

    @Test(arguments: [
        ("", "other"), ("  Mobile ", "mobile"), ("Home Fax", "home fax"), ("cell", "mobile"), ("iPhone", "mobile"),
        ("FAX", "other fax"), ("Boat", "Boat"), ("HomePage", "HomePage"),
    ])
    func theFormComparesOurWordsInLowercaseAndKeepsAPersonsOwn(typed: String, canonical: String) {
        #expect(FieldLabel.canonical(typed) == canonical)
    }
}
