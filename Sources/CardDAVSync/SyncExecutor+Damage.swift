import Exchange
import Store
import SyncState

extension SyncExecutor {
    /// What is written instead of a server's version that holds a binary
    /// value damaged against the card here (`BinaryDamage`): it never
    /// replaces the text here.
    struct Withheld {
        var commit: SyncCommit
        /// When damage is all that differs: "NAME (PHOTO cut to 36 bytes of 32,531)",
        /// reported with the rewrites the read-back finds.
        var rewriteLine: String?
        /// When the server's version changes other values too: the conflict's line.
        var conflictLine: String?
    }

    /// Nil when the server's `card` may replace contact `id`'s. Damage alone
    /// makes the server's version the base, as a rewrite the read-back finds
    /// does (no change there next time; a later edit there is still seen);
    /// damage beside other changes is a conflict, both versions kept.
    func withheld(_ card: RemoteCard, over id: ContactID) throws -> Withheld? {
        guard let here = try book.storedCard(of: id) else { return nil }
        let sent = UploadText.of(here)
        let damage = BinaryDamage.damage(incoming: card.card, here: sent)
        guard !damage.isEmpty else { return nil }
        let record = try CardWrites.record(of: here)
        let damaged = damage.map(\.description).joined(separator: ", ")
        // What else the server changed since the version both sides agreed on.
        let base = try book.syncItem(collection, uid: card.uid)?.baseCard ?? sent
        let others = PropertyComparison.changedProperties(base, card.card).filter { name in
            !damage.contains { $0.property == name }
        }
        if others.isEmpty {
            return Withheld(commit: SyncCommit(item: agreed(card, localHash: record.contentHash, contactID: id)),
                            rewriteLine: "\(record.displayName) (\(damaged))")
        }
        let contact = SyncLocalContact(id: id, uid: record.uid, contentHash: record.contentHash, displayName: record.displayName)
        let local = LocalCard(contact: contact, card: here, hash: try NormalisedCard.hash(sent))
        return Withheld(commit: conflictCommit(uid: card.uid, href: card.href, local: local, remote: card, base: nil),
                        conflictLine: "\(card.uid): the server's version has \(damaged), and changes "
                            + "\(others.joined(separator: ", ")); see `phonebook sync conflicts`")
    }

    /// Counts what `withheld` wrote.
    static func count(_ withheld: Withheld, into report: inout SyncReport) {
        if let line = withheld.rewriteLine {
            report.changedByServer += 1
            report.rewriteLines.append(line)
        }
        if let line = withheld.conflictLine {
            report.conflicts += 1
            report.conflictLines.append(line)
        }
    }
}
