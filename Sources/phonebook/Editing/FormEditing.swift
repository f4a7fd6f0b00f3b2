import CardEditing
import Foundation
import Store
import Sync

/// Adding or editing one contact in `$VISUAL`/`$EDITOR`, on its form or its
/// raw vCard, written as one journal entry: the one flow behind `add` and
/// `edit` without options and the browser's `a` and `e` (which hands the
/// terminal over first).
struct FormEditing {
    let book: AddressBook
    var editor = EditorSession()
    /// The time stamped on the card (REV).
    var now: () -> Date = Date.init

    /// A contact made from the blank form, under `uid`; nil when the form was left blank.
    func add(uid: String = CardStamp.randomUID()) throws -> ContactID? {
        guard let text = try editor.run(form: ContactForm.blank) else { return nil }
        let card = try NewCard.bytes(try ContactForm.parse(text), phonebookVersion: PhonebookVersion.current,
                                     now: now(), uid: uid)
        return try CardWrites(book: book).add(card: card)
    }

    /// Contact `id`'s card changed as its form (or, `raw`, its vCard) was
    /// edited, only the lines the form changed rewritten; false when nothing changed.
    func edit(_ id: ContactID, raw: Bool = false) throws -> Bool {
        guard let card = try book.storedCard(of: id) else { throw JournalError.noSuchContact(id) }
        let edited = raw ? try Self.rawEdit(card, in: editor, now: now()) : try Self.formEdit(card, in: editor, now: now())
        guard let edited else { return false }
        try CardWrites(book: book).replace(id, card: edited)
        return true
    }

    /// The card with `edits` made, REV set; nil when they change nothing (every field already as asked).
    static func card(_ card: [UInt8], with edits: [CardEdit], now: Date) throws -> [UInt8]? {
        guard !edits.isEmpty else { return nil }
        let uid = CardStamp.randomUID()
        let edited = try CardEditor.apply(edits, to: card, now: now, newUID: uid)
        // Edits that rewrote nothing (a field set to its own value) leave only the stamp: no change.
        return edited == (try CardEditor.stamped(card, now: now, newUID: uid)) ? nil : edited
    }

    /// The card as the person edited its form; nil when the form was left unchanged.
    static func formEdit(_ card: [UInt8], in session: EditorSession, now: Date) throws -> [UInt8]? {
        let before = try ContactDetails(card: card)
        guard let text = try session.run(form: ContactForm.render(before), editedFrom: before) else { return nil }
        return try Self.card(card, with: ContactForm.edits(card: card, edited: text), now: now)
    }

    /// The card as the person rewrote its vCard text, REV set (and a UID given); nil when unchanged.
    static func rawEdit(_ card: [UInt8], in session: EditorSession, now: Date) throws -> [UInt8]? {
        guard let text = String(bytes: card, encoding: .utf8) else {
            throw CommandFailure(message: "the stored card is not UTF-8 text, so --raw cannot show it; edit it without --raw",
                                 status: .failure)
        }
        guard let saved = try session.run(rawCard: text) else { return nil }
        return try CardEditor.stamped(RawCardText.check(saved), now: now)
    }
}
