import Reading
import Sections
import Store

/// The rest of a continued section as the table prints it: streamed from
/// the store (`AddressBook.forEachEntry`) with neighbours of the same name
/// told apart on the way (`SharedNameLookahead`), the first entries read
/// ahead and held so the table can measure its columns on them.
struct StreamedSection {
    private let query: EntryQuery
    private var lookahead: SharedNameLookahead
    /// Where reading goes on: after this key, or from the section's start when nil.
    private var after: EntryKey?
    private var finished = false
    /// The entries read ahead and not yet printed.
    private(set) var readAhead = PackedEntries()

    /// The section `request` continues. Told apart, it is read from its
    /// start, so its first contact after the rows shown knows the one before it.
    init(continuing request: PageRequest) {
        query = request.query
        let distinguishes = query.distinguishesSharedNames
        lookahead = SharedNameLookahead(distinguishes: distinguishes, shownThrough: distinguishes ? request.after : nil)
        after = distinguishes ? nil : request.after
    }

    /// Reads on until at least `count` entries are held (fewer at the
    /// section's end), packed (`PackedEntries`), the first `count` handed
    /// to `body` as they are.
    mutating func readAhead(_ count: Int, from book: AddressBook, _ body: (HeldEntry) -> Void) throws {
        var held = PackedEntries()
        swap(&held, &readAhead)
        if held.isEmpty { held = PackedEntries(reservingFor: count) }
        defer { readAhead = held }
        var handed = held.count
        try read(from: book) { entries, range, detail in
            held.append(entries, range, detail: detail) { entry in
                if handed < count { body(entry) }
                handed += 1
            }
            return held.count < count
        }
    }

    /// Hands every entry left to `body` in order: those read ahead, then the rest.
    mutating func readToEnd(from book: AddressBook, _ body: (HeldEntry) throws -> Void) throws {
        try readAhead.forEach(body)
        readAhead.removeAll()
        try read(from: book) { entries, range, detail in
            try entries.forEach(in: range, detail: detail, body)
            return true
        }
    }

    /// Releases contacts to `body` until it returns false (the section then
    /// stops after the contact it was given) or the section ends; where the
    /// listing names books, each contact's detail ends with its book's name (`EntryDetail`).
    private mutating func read(from book: AddressBook,
                               _ body: (HeldEntries, Range<Int>, UnsafeRawBufferPointer?) throws -> Bool) throws {
        guard !finished else { return }
        let names = query.namesBooks ? try book.bookNames() : nil
        var shown: [UInt8] = []
        func release(_ entries: HeldEntries, _ range: Range<Int>, _ detail: UnsafeRawBufferPointer?) throws -> Bool {
            let name = entries.book(at: range.lowerBound).flatMap { names?[$0] }
            guard EntryDetail.shown(detail, book: name, into: &shown) else { return try body(entries, range, detail) }
            return try shown.withUnsafeBytes { try body(entries, range, $0) }
        }
        var lookahead = self.lookahead, more = true, last: EntryKey?
        defer { self.lookahead = lookahead }
        finished = try book.streamEntries(query, after: after) { entry in
            try lookahead.take(entry, in: book) { entries, range, detail in
                if !(try release(entries, range, detail)) { more = false }
            }
            guard more else {
                last = entry.key
                return false
            }
            return true
        }
        if finished {
            try lookahead.finish(in: book) { entries, range, detail in _ = try release(entries, range, detail) }
        } else {
            after = last
        }
    }
}
