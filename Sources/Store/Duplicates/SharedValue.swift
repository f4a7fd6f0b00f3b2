/// One number or email that two contacts or more hold, as duplicate
/// evidence: how it is shown in a reason, and who holds it.
struct SharedValue {
    /// As written on a card (a number in international form when one holder writes it so).
    var shown: String
    /// The holders' indexes in the finder's contacts, ascending, each once.
    var holders: [Int32]
}

/// Folds a run of (contact, shown) pairs, one value's, into a `SharedValue`
/// when two contacts or more hold it.
enum SharedValues {
    /// The value of `holders` (contact index and text, in any order) when
    /// more than one contact holds it; `preferred` picks the text shown.
    static func value(of holders: [(contact: Int32, text: String)],
                      preferring preferred: (String) -> Bool = { _ in false }) -> SharedValue? {
        let contacts = Set(holders.map(\.contact))
        guard contacts.count > 1 else { return nil }
        let ordered = holders.sorted { $0.contact < $1.contact }
        let shown = ordered.first { preferred($0.text) }?.text ?? ordered[0].text
        return SharedValue(shown: shown, holders: contacts.sorted())
    }
}
