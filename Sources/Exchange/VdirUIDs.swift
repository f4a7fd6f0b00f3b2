import CardEditing
import Store

/// The UIDs a vdir needs: khard skips a card without one ("has no UID and
/// will not be available"), and a sync cannot know it again. Before an
/// export into a vdir, each chosen card without a UID gets the one its file
/// is named by (`VdirFileName.uid(forKey:)`), as one added line, every
/// other byte kept; the contact takes that UID, keeping its content key as
/// a former key, so the file's cards and the ones imported before all
/// still find it. One history entry, which `undo` reverts.
public enum VdirUIDs {
    /// Gives the cards of `ids` that lack a UID theirs; returns how many.
    public static func give(in book: AddressBook, contacts ids: [ContactID]) throws -> Int {
        var replacements: [(id: ContactID, record: ContactRecord)] = []
        try book.forEachCardWithoutUID(of: ids) { id, key, card in
            guard let added = try CardEditor.withUIDAdded(VdirFileName.uid(forKey: key), to: Array(card)) else { return }
            replacements.append((id, try CardWrites.record(of: added)))
        }
        guard !replacements.isEmpty else { return 0 }
        let names = replacements.map(\.record.displayName)
        let summary = "give " + (names.count == 1 ? names[0] : "\(names.count) contacts") + " the UID of their vdir file"
        try book.replace(replacements, summary: summary)
        return replacements.count
    }
}
