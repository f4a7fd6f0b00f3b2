/// A plan told without doing it: its counts (a dry run) and one line a step.
extension SyncExecutor {
    /// The counts a plan would give, without doing it (a dry run).
    static func count(_ actions: [SyncAction], into report: inout SyncReport) {
        for action in actions {
            switch action {
            case let .pull(_, _, rewritten):
                report.appliedHere += 1
                if rewritten { report.changedByServer += 1 }
            case .push: report.uploaded += 1
            case .deleteHere: report.deletedHere += 1
            case .deleteThere: report.deletedThere += 1
            case .conflict(let uid, _, _, _, _, _):
                report.conflicts += 1
                report.conflictLines.append("\(uid): changed on both sides")
            case .problem(let uid, let why): report.errorLines.append("\(uid): \(why)")
            case .link, .forget: continue
            }
        }
    }

    /// One line for a person: what the step does; `location` says where
    /// the other side's cards are (a collection's `there`: "on the server", "in the folder").
    static func describe(_ action: SyncAction, location: String) -> String {
        switch action {
        case let .pull(card, into, _): return (into == nil ? "add here " : "update here ") + card.uid
        case let .push(card, _, etag): return (etag == nil ? "create " : "update ") + location + " " + card.uid
        case let .deleteHere(contact, _): return "delete here \(contact.uid) (\(contact.displayName))"
        case let .deleteThere(item, _): return "delete \(location) \(item.uid)"
        case let .link(card, _): return "record as in step \(card.uid)"
        case let .forget(item): return "forget \(item.uid) (gone from both sides)"
        case let .conflict(uid, _, _, _, _, settle):
            return "conflict \(uid)" + (settle.map { " (keeping the \($0.rawValue) version)" } ?? "")
        case let .problem(uid, why): return "skip \(uid): \(why)"
        }
    }
}

extension SyncAction {
    /// Whether the step is carried out here alone: no request to the server.
    var needsNoRequest: Bool {
        switch self {
        case .pull, .deleteHere, .link, .forget, .problem: return true
        case .conflict(_, _, _, _, _, let settle): return settle == nil
        case .push, .deleteThere: return false
        }
    }

    var isProblem: Bool {
        if case .problem = self { return true }
        return false
    }
}
