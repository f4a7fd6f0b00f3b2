import CardEditing
import Contacts
import FoundationEssentials
import Store

/// A contact joining and leaving groups, written the way its book keeps
/// them: a book with group cards (iCloud's, Nextcloud's, SabreDAV's) gets
/// the group card's member lines (a new group card, written as the others
/// are, for a group it lacks); any other book the contact's CATEGORIES.
/// Leaving takes the contact out both ways. A group's members are within
/// its book: only the group cards of the contact's book are read and
/// written, and a new one goes into that book. The contact's card and the
/// group cards are written as one journal entry (`AddressBook.add` and
/// `replace` with their `GroupCardWrites`), so one `undo` reverts it all.
public struct GroupMembership: Sendable {
    /// The names of the groups to join and to leave (case and accents ignored).
    public var joining: [String]
    public var leaving: [String]

    public init(joining: [String] = [], leaving: [String] = []) {
        self.joining = joining
        self.leaving = leaving
    }

    public var isEmpty: Bool { joining.isEmpty && leaving.isEmpty }

    /// The change from the groups `before` to those in `after` (a form's Category lines).
    public init(from before: [String], to after: [String]) {
        let old = Set(before.map(TextFolding.fold)), new = Set(after.map(TextFolding.fold))
        self.init(joining: after.filter { !old.contains(TextFolding.fold($0)) },
                  leaving: before.filter { !new.contains(TextFolding.fold($0)) })
    }

    /// The contact's `card` (its UID's) with its CATEGORIES changed as its
    /// book (`contactsBook`, in `book`) keeps groups, and the group cards to
    /// write beside it; stamped `now`.
    public func written(card: [UInt8], in book: AddressBook, of contactsBook: BookID, now: Date,
                        phonebookVersion: String) throws -> (card: [UInt8], groupCards: GroupCardWrites) {
        guard !isEmpty else { return (card, GroupCardWrites()) }
        let uid = try CardWrites.record(of: card).uid
        let groupCards = try book.groupCards(in: contactsBook)
        let categories = try ContactDetails(card: card).categories.map(TextFolding.fold)
        var cardEdits: [CardEdit] = [], memberEdits: [ContactID: [CardEdit]] = [:], newGroups: [String] = []
        for name in leaving {
            cardEdits.append(.leaveCategory(name))
            for group in groupCards where Self.same(group.name, name) {
                memberEdits[group.id, default: []].append(.removeMember(uid: uid))
            }
        }
        for name in joining where !categories.contains(TextFolding.fold(name)) {
            let named = groupCards.filter { Self.same($0.name, name) }
            if named.contains(where: { $0.memberUIDs.contains(GroupCardText.memberKey(uid)) }) { continue }
            if let group = named.first {
                memberEdits[group.id, default: []].append(.addMember(uid: uid))
            } else if groupCards.isEmpty {
                cardEdits.append(.joinCategory(name))
            } else if !newGroups.contains(where: { Self.same($0, name) }) {
                newGroups.append(name)
            }
        }
        var writes = GroupCardWrites()
        for group in groupCards {
            guard let edits = memberEdits[group.id], let edited = try CardEditor.changed(group.card, by: edits, now: now)
            else { continue }
            writes.replaced.append((group.id, try CardWrites.record(of: edited)))
        }
        let style: NewGroupCard.Style = groupCards.contains(where: Self.isApple) ? .apple : .vCard4
        for name in newGroups {
            writes.added.append(try CardWrites.record(of: NewGroupCard.bytes(
                named: name, memberUIDs: [uid], style: style, phonebookVersion: phonebookVersion, now: now)))
        }
        return (try CardEditor.changed(card, by: cardEdits, now: now) ?? card, writes)
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        TextFolding.fold(a) == TextFolding.fold(b)
    }

    /// Whether a group card is written in Apple's words (X-ADDRESSBOOKSERVER-KIND).
    private static func isApple(_ group: StoredGroupCard) -> Bool {
        String(decoding: group.card, as: UTF8.self).uppercased().contains("X-ADDRESSBOOKSERVER-")
    }
}
