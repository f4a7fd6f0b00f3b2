/// The planner's notes, kept during a dry run only (a real import keeps no
/// names): which contacts it writes and removes, to list them afterwards.
struct ChangeListing {
    /// UIDs in the order first written; a UID written twice is listed once.
    private var order: [String] = []
    private var names: [String: String] = [:]
    private var removed: [(uid: String, id: Int64)] = []

    mutating func wrote(uid: String, name: String) {
        if names.updateValue(name, forKey: uid) == nil { order.append(uid) }
    }

    mutating func removes(uid: String, id: Int64) {
        removed.append((uid, id))
    }

    /// Each contact under what it finally became; the removed ones still
    /// without their names, which only the store knows.
    func changes(outcome: (String) -> ImportPlanner.Outcome?) -> ImportChanges {
        var changes = ImportChanges()
        for uid in order {
            let contact = ChangedContact(name: names[uid] ?? "", uid: uid)
            switch outcome(uid) {
            case .added: changes.added.append(contact)
            case .updated: changes.updated.append(contact)
            case .unchanged, .conflict, nil: break  // written back as stored, or not written
            }
        }
        changes.removed = removed.map { ChangedContact(name: "", uid: $0.uid) }
        changes.removedIDs = removed.map(\.id)
        return changes
    }
}
