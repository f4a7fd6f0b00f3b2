import Reading
import Store

/// Neighbours of the same name told apart in a stream of a section's
/// entries (`AddressBook.forEachEntry`), as `AddressBook.entries` tells
/// them apart in a page (`EntryQuery.distinguishesSharedNames`): a contact
/// whose name the contact before or after it shares gets a detail. It
/// holds back one contact's entries until the next contact's first entry
/// (or the section's end) says whether the two share a name, so the stream
/// needs no query of neighbours: the list order is the order they come in.
public struct SharedNameLookahead {
    private let distinguishes: Bool
    /// The entries of one contact, waiting for the next contact's name.
    private var held = HeldEntries()
    /// Entries up to this key were shown already (a section's first rows):
    /// read for their name, never released.
    private var shownThrough: EntryKey?
    /// How many of the held entries were shown already.
    private var heldShown = 0
    /// The held contact's name is the name of the contact before it.
    private var sharesWithPrevious = false
    /// Read when a contact needs a detail its entries did not carry (read by the join).
    private var details: SharedNameDetails?

    /// `distinguishes`: whether to look for shared names at all (without,
    /// each entry is released as it comes); `shownThrough`: the key of the
    /// last entry already shown, when the stream starts from the section's start before it.
    public init(distinguishes: Bool, shownThrough: EntryKey?) {
        self.distinguishes = distinguishes
        self.shownThrough = shownThrough
    }

    /// A contact's entries released at once: `range` of `entries`, with
    /// the detail that tells the contact apart (nil when it needs none).
    public typealias ContactRelease = (_ entries: HeldEntries, _ range: Range<Int>,
                                       _ detail: UnsafeRawBufferPointer?) throws -> Void

    /// Takes the section's next entry; the contact held before it is
    /// released to `release` when `entry` is another contact's, whole: a
    /// table reading ahead copies its entries in one block
    /// (`HeldEntries.append(_:_:detail:)`), one printing hands them on one by one.
    public mutating func take(_ entry: EntryColumns, in book: AddressBook, releasing release: ContactRelease) throws {
        let shown = shownThrough.map { Self.isAtOrBefore(entry, $0) } ?? false
        if !shown { shownThrough = nil }
        if let contact = held.firstContact, contact != entry.contactID {
            var sharesWithNext = false
            held.forEach(in: 0..<1) { sharesWithNext = Self.sameName($0.name, entry.name) }
            try releaseHeld(sharingName: sharesWithPrevious || sharesWithNext, in: book, release)
            sharesWithPrevious = sharesWithNext
        }
        if shown { heldShown += 1 }
        held.append(entry)
        if !distinguishes { try releaseHeld(sharingName: false, in: book, release) }
    }

    /// Releases the contact still held: the section has ended.
    public mutating func finish(in book: AddressBook, releasing release: ContactRelease) throws {
        try releaseHeld(sharingName: sharesWithPrevious, in: book, release)
        sharesWithPrevious = false
    }

    private mutating func releaseHeld(sharingName: Bool, in book: AddressBook, _ release: ContactRelease) throws {
        if heldShown < held.count {
            try Self.release(held, from: heldShown, sharingName: sharingName, details: &details, in: book, release)
        }
        held.removeAll()
        heldShown = 0
    }

    /// Releases `held`'s entries from `start` on, with the detail that tells
    /// their contact apart when it shares its name. `held` is a parameter,
    /// not the property: handed from the property to `release`, its storage
    /// would be retained and released around the call for every contact.
    private static func release(_ held: HeldEntries, from start: Int, sharingName: Bool,
                                details: inout SharedNameDetails?, in book: AddressBook,
                                _ release: ContactRelease) throws {
        guard let contact = held.firstContact else { return }
        let released = start..<held.count
        if !sharingName {
            try release(held, released, nil)
        } else if try held.withFirstListedDetail({ try release(held, released, $0) }) == nil {
            // The listing's row did not carry it (read by the join): one seek into the contact's own row.
            if details == nil { details = try book.sharedNameDetails() }
            if var detail = try details?.detail(of: contact) {
                try detail.withUTF8 { try release(held, released, UnsafeRawBufferPointer($0)) }
            } else {
                try release(held, released, nil)
            }
        }
    }

    /// Names are equal as strings are (canonically equivalent): equal bytes,
    /// or when either is not ASCII, equal once decoded.
    /// Both are read eight bytes at a time (`hasSameBytes`, `isASCII`).
    static func sameName(_ one: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer) -> Bool {
        if one.hasSameBytes(as: other) { return true }
        guard !one.isASCII || !other.isASCII else { return false }
        return String(decoding: one, as: UTF8.self) == String(decoding: other, as: UTF8.self)
    }

    /// `entry`'s key is `key` or comes before it in list order.
    private static func isAtOrBefore(_ entry: EntryColumns, _ key: EntryKey) -> Bool {
        var sortKey = key.sortKey
        let order: Int = sortKey.withUTF8 { key in
            let entryKey = entry.sortKey
            if entryKey.elementsEqual(UnsafeRawBufferPointer(key)) { return 0 }
            return entryKey.lexicographicallyPrecedes(UnsafeRawBufferPointer(key)) ? -1 : 1
        }
        if order != 0 { return order < 0 }
        if entry.contactID != key.contactID { return entry.contactID < key.contactID }
        return (entry.position ?? EntryKey.noNumber) <= key.position
    }
}
