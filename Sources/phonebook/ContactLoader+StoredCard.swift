import Reading
import Exchange

extension ContactLoader {
    /// A contact with what its stored card holds besides its rows: what
    /// `show` and the browser's inline detail show.
    static let storedCard = ContactLoader { book, id in try StoredCardReader.contactDetail(id, in: book) }
}
