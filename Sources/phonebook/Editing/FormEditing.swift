import CardEditing
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store
import Exchange

/// Adding or editing one contact in `$VISUAL`/`$EDITOR`, on its form or its
/// raw vCard, written as one journal entry: the one flow behind `add` and
/// `edit` without options and the browser's `a` and `e` (which hands the
/// terminal over first).
struct FormEditing {
    let book: AddressBook
    var editor = EditorSession()
    /// The book a contact added goes into; the default book when nil.
    var into: BookID?
    /// The time stamped on the card (REV).
    var now: () -> Date = Date.init

    /// A contact made from the blank form, under `uid`; nil when the form was left blank.
    func add(uid: String = CardStamp.randomUID()) throws -> ContactID? {
        guard let text = try editor.run(form: ContactForm.blank) else { return nil }
        return try editor.keeping(text, fileName: "contact.txt") {
            let card = try NewCard.bytes(try ContactForm.parse(text), phonebookVersion: PhonebookVersion.current,
                                         now: now(), uid: uid)
            return try CardWrites(book: book, into: into).add(card: card)
        }
    }

    /// Contact `id`'s card changed as its form (or, `raw`, its vCard) was
    /// edited, only the lines the form changed rewritten; false when nothing changed.
    func edit(_ id: ContactID, raw: Bool = false) throws -> Bool {
        guard let card = try book.storedCard(of: id) else { throw JournalError.noSuchContact(id) }
        return raw ? try rawEdit(id, card) : try formEdit(id, card)
    }

    /// The card with `edits` made, REV set; nil when they change nothing (every field already as asked).
    static func card(_ card: [UInt8], with edits: [CardEdit], now: Date) throws -> [UInt8]? {
        guard !edits.isEmpty else { return nil }
        let uid = CardStamp.randomUID()
        let edited = try CardEditor.apply(edits, to: card, now: now, newUID: uid)
        // Edits that rewrote nothing (a field set to its own value) leave only the stamp: no change.
        return edited == (try CardEditor.stamped(card, now: now, newUID: uid)) ? nil : edited
    }

    /// Writes the card as the person edited its form; false when the form was left unchanged.
    private func formEdit(_ id: ContactID, _ card: [UInt8]) throws -> Bool {
        let before = try ContactDetails(card: card)
        guard let text = try editor.run(form: ContactForm.render(before), editedFrom: before) else { return false }
        return try editor.keeping(text, fileName: "contact.txt") {
            guard let edited = try Self.card(card, with: ContactForm.edits(card: card, edited: text), now: now()) else {
                return false
            }
            try CardWrites(book: book).replace(id, card: edited)
            return true
        }
    }

    /// Writes the card as the person rewrote its vCard text, REV set; false when unchanged. A card whose
    /// UID line was deleted keeps the contact's UID (a new one only when it never had one), so its
    /// identity, which a sync goes by, survives.
    private func rawEdit(_ id: ContactID, _ card: [UInt8]) throws -> Bool {
        guard let text = String(bytes: card, encoding: .utf8) else {
            throw CommandFailure(message: "the stored card is not UTF-8 text, so --raw cannot show it; edit it without --raw",
                                 status: .failure)
        }
        guard let saved = try editor.run(rawCard: text) else { return false }
        return try editor.keeping(saved, fileName: "contact.vcf") {
            let uid = try CardEditor.uid(of: card) ?? CardStamp.randomUID()
            try CardWrites(book: book).replace(id, card: try CardEditor.stamped(RawCardText.check(saved), now: now(), newUID: uid))
            return true
        }
    }
}
