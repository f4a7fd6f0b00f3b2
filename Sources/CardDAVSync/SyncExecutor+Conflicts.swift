import Store
import SyncState

/// Conflicts: recorded with both versions, and settled at once for
/// `--prefer`.
extension SyncExecutor {
    static func conflictLine(_ uid: String) -> String {
        "\(uid): changed on both sides; see `phonebook sync conflicts`"
    }

    func conflict(uid: String, href: String, local: LocalCard?, remote: RemoteCard?, base: SyncItem?,
                  settle: SyncConflict.Resolution?, into report: inout SyncReport) throws {
        try recordConflict(uid: uid, href: href, local: local, remote: remote, base: base, into: &report)
        guard let settle else { return }
        let before = (uploaded: report.uploaded, applied: report.appliedHere, deleted: report.deletedHere)
        try settleConflict(uid: uid, href: href, local: local, remote: remote, settle: settle, into: &report)
        if (report.uploaded, report.appliedHere, report.deletedHere) != before {
            // Settled for this run (--prefer): the losing version stays in the conflict's record.
            report.conflicts -= 1
            report.conflictLines[report.conflictLines.count - 1] =
                "\(uid): changed on both sides; kept the \(settle.rawValue) version (--prefer)"
        }
    }

    func settleConflict(uid: String, href: String, local: LocalCard?, remote: RemoteCard?,
                        settle: SyncConflict.Resolution, into report: inout SyncReport) throws {
        switch settle {
        case .local:
            if let local {
                if try push(local, href: href, etag: remote?.etag, into: &report) {
                    report.uploaded += 1
                    try book.commitSync(collection, SyncCommit(resolved: (uid, .local)))
                }
            }
        case .remote:
            if let remote {
                try pull(remote, into: local?.contact.id, resolving: true)
                report.appliedHere += 1
            } else if let local {
                try book.commitSync(collection, SyncCommit(change: .remove(local.contact.id), forget: uid,
                                                                 resolved: (uid, .remote)))
                report.deletedHere += 1
            }
        case .both:
            break
        }
    }

    /// Both versions kept as an open conflict; the card's row marked so
    /// later syncs leave it alone until it is settled.
    func recordConflict(uid: String, href: String, local: LocalCard?, remote: RemoteCard?, base: SyncItem?,
                        into report: inout SyncReport) throws {
        try book.commitSync(collection, conflictCommit(uid: uid, href: href, local: local, remote: remote, base: base))
        report.conflicts += 1
        report.conflictLines.append(Self.conflictLine(uid))
    }

    /// The commit recording a conflict: both versions, and the card's row in the conflict state.
    func conflictCommit(uid: String, href: String, local: LocalCard?, remote: RemoteCard?, base: SyncItem?) -> SyncCommit {
        let conflict = SyncConflict(uid: uid, href: href, localCard: local?.card,
                                    remoteCard: remote?.card, remoteETag: remote?.etag, foundAt: book.clock())
        var item = base ?? SyncItem(uid: uid, href: href, etag: remote?.etag, baseHash: remote?.hash ?? local?.hash ?? "",
                                    baseCard: remote?.card ?? local?.card ?? [], localHash: local?.contact.contentHash,
                                    contactID: local?.contact.id)
        item.state = .conflict
        item.href = href
        return SyncCommit(item: item, conflict: conflict)
    }
}
