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

    /// A contact made from the blank form, under `uid`, in the groups its
    /// Category lines name; nil when the form was left blank.
    func add(uid: String = CardStamp.randomUID()) throws -> ContactID? {
        guard let text = try editor.run(form: ContactForm.blank) else { return nil }
        return try editor.keeping(text, fileName: "contact.txt") {
            let details = try ContactForm.parse(text)
            let card = try NewCard.bytes(details, phonebookVersion: PhonebookVersion.current, now: now(), uid: uid)
            return try CardWrites(book: book, into: into).add(card: card, GroupMembership(joining: details.categories),
                                                              now: now(), phonebookVersion: PhonebookVersion.current)
        }
    }

    /// Contact `id`'s card changed as its form (or, `raw`, its vCard) was
    /// edited, only the lines the form changed rewritten; false when nothing changed.
    func edit(_ id: ContactID, raw: Bool = false) throws -> Bool {
        guard let card = try book.storedCard(of: id) else { throw JournalError.noSuchContact(id) }
        return raw ? try rawEdit(id, card) : try formEdit(id, card)
    }

    /// Writes the card as the person edited its form, and its groups as its
    /// Category lines changed (every group it is in, whichever way the book
    /// keeps them); false when the form was left unchanged.
    private func formEdit(_ id: ContactID, _ card: [UInt8]) throws -> Bool {
        var before = try ContactDetails(card: card)
        before.categories = try book.groupNames(ofMember: id)
        guard let text = try editor.run(form: ContactForm.render(before), editedFrom: before) else { return false }
        return try editor.keeping(text, fileName: "contact.txt") {
            let membership = GroupMembership(from: before.categories, to: try ContactForm.parse(text, editedFrom: before).categories)
            let edited = try CardEditor.changed(card, by: ContactForm.edits(card: card, edited: text), now: now())
            return try write(id, card: edited ?? card, changed: edited != nil, membership)
        }
    }

    /// Writes contact `id`'s `card` (`changed` or not) with its groups changed
    /// as `membership` says; false when neither changes anything.
    func write(_ id: ContactID, card: [UInt8], changed: Bool, _ membership: GroupMembership) throws -> Bool {
        try CardWrites(book: book).replace(id, card: card, changed: changed, membership, now: now(),
                                           phonebookVersion: PhonebookVersion.current)
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
