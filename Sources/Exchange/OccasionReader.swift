import Contacts
import Store
import VCard

/// Birthdays and anniversaries, read from the stored cards (`phonebook
/// birthdays`): the store keeps no dates in its rows, so the cards that
/// mention one are read, each as `show` reads it (`VCard.birthday`,
/// `VCard.anniversary`: BDAY, ANNIVERSARY and the X- forms, with or
/// without a year). A date that is no date (`circa 1800`) is left out.
public enum OccasionReader {
    /// Every contact's birthday, and with `anniversaries` its anniversary,
    /// in contact id order; only book `only`'s contacts when given.
    public static func occasions(in book: AddressBook, displayOrder: NameOrder, anniversaries: Bool,
                                 only: BookID? = nil) throws -> [Occasion] {
        // The words that must appear in a card holding either date: its property
        // names, and Apple's X-ABDATE, labelled "Anniversary" in the same card.
        let words = ["BDAY"] + (anniversaries ? ["ANNIVERSARY"] : [])
        var occasions: [Occasion] = []
        try book.forEachCard(mentioning: words, displayOrder: displayOrder, book: only) { id, uid, name, bytes in
            var problems: [VCardProblem] = []
            let card = VCardParser.parse(bytes, keeping: .all, problems: &problems)
            func add(_ kind: Occasion.Kind, _ date: CardDate?) {
                guard let date else { return }
                occasions.append(Occasion(contactID: id, uid: uid, name: name, kind: kind,
                                          date: YearlyDate(month: date.month, day: date.day, year: date.year)))
            }
            add(.birthday, card.birthday)
            if anniversaries { add(.anniversary, card.anniversary) }
        }
        return occasions
    }
}
