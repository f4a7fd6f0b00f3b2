import CardEditing
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// Several contacts made one: their stored cards merged (`CardMerge`, the
/// first the base) and written as one journal entry. The one flow behind
/// `phonebook merge`, and whatever else merges (a duplicate group, the browser).
public struct ContactMerging {
    public let book: AddressBook
    /// The time stamped on the card (REV).
    public var now: () -> Date

    public init(book: AddressBook, now: @escaping () -> Date = Date.init) {
        self.book = book
        self.now = now
    }

    /// The card merging `ids` would make, the first of them the base; nothing is written.
    public func preview(_ ids: [ContactID]) throws -> MergedCard {
        let cards = try ids.map { id -> [UInt8] in
            guard let card = try book.storedCard(of: id) else { throw JournalError.noSuchContact(id) }
            return card
        }
        let region = try book.appSettings(localeEnvironment: ProcessInfo.processInfo.environment).region
        return try CardMerge.merge(cards[0], with: Array(cards.dropFirst()), region: region, now: now())
    }

    /// Merges `ids` (at least two) into the first: one journal entry, which `undo` reverts.
    @discardableResult
    public func merge(_ ids: [ContactID]) throws -> MergedCard {
        let merged = try preview(ids)
        try CardWrites(book: book).merge(ids, card: merged.bytes)
        return merged
    }
}
