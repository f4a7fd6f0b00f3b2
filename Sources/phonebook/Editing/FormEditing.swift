import CardEditing
import Foundation
import Store
import Sync

/// Adding or editing one contact on the form in `$VISUAL`/`$EDITOR`, written
/// as one journal entry: what the browser's `a` and `e` do (the caller has
/// handed the terminal over first).
struct FormEditing {
    let book: AddressBook
    var editor = EditorSession()
    /// The time stamped on the card (REV).
    var now: () -> Date = Date.init

    /// A contact made from the blank form; nil when the form was left blank.
    func add() throws -> ContactID? {
        guard let text = try editor.run(form: ContactForm.blank) else { return nil }
        let card = try NewCard.bytes(try ContactForm.parse(text), phonebookVersion: PhonebookVersion.current, now: now())
        return try CardWrites(book: book).add(card: card)
    }

    /// Contact `id`'s card changed as its form was edited, only the lines the
    /// form changed rewritten; false when nothing changed.
    func edit(_ id: ContactID) throws -> Bool {
        guard let card = try book.storedCard(of: id) else { throw JournalError.noSuchContact(id) }
        let before = try ContactDetails(card: card)
        guard let text = try editor.run(form: ContactForm.render(before), editedFrom: before) else { return false }
        let edits = try ContactForm.edits(card: card, edited: text)
        guard !edits.isEmpty else { return false }
        try CardWrites(book: book).replace(id, card: try CardEditor.apply(edits, to: card, now: now()))
        return true
    }
}
