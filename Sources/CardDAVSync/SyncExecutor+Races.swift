import DAV
import Store
import SyncState

/// What a write does when the server changed meanwhile: a 412 on a create
/// or update, a UID the server holds at an href we did not know.
extension SyncExecutor {
    /// After a 412: the server's card decides. The same content records its
    /// ETag; another is a conflict, never overwritten and never ignored.
    func settleAfterRefusal(_ local: LocalCard, href: String, into report: inout SyncReport) throws {
        guard let fetched = try client.get(href) else {
            report.errorLines.append("\(local.uid): \(collection.otherSide) refused the upload and then had no card at \(href)")
            return
        }
        let remote = try RemoteCard(fetched)
        if remote.uid == local.uid, remote.holdsTheValues(of: local) {
            try link(remote, contact: local.contact, resolution: nil)
        } else if remote.uid == local.uid {
            try recordConflict(uid: local.uid, href: href, local: local, remote: remote, base: nil, into: &report)
        } else {
            report.errorLines.append("\(local.uid): \(href) \(collection.there) holds another card (\(remote.uid))")
        }
    }

    /// After a no-uid-conflict: the UID is at an href we did not know. Find
    /// it and link to it (or record a conflict); never a second copy.
    func linkExisting(_ local: LocalCard, into report: inout SyncReport) throws {
        let members = try client.members(of: bookPath)
        let known = Set(try book.syncItems(collection).map(\.href))
        let unknown = members.map(\.href).filter { !known.contains($0) && $0 != bookPath }
        for start in stride(from: 0, to: unknown.count, by: 100) {
            let batch = Array(unknown[start..<min(start + 100, unknown.count)])
            for fetched in try client.fetch(batch, from: bookPath).cards {
                guard let remote = try? RemoteCard(fetched), remote.uid == local.uid else { continue }
                if remote.holdsTheValues(of: local) {
                    try link(remote, contact: local.contact, resolution: nil)
                } else {
                    try recordConflict(uid: local.uid, href: remote.href, local: local, remote: remote, base: nil,
                                       into: &report)
                }
                return
            }
        }
        report.errorLines.append("\(local.uid): \(collection.otherSide) says it holds this UID already, but lists no card with it")
    }
}
