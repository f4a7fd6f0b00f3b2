import Sections

/// Sync now, from a service's row on the settings screen (issue 14): asked
/// first, then run off the input loop (see `SyncRun`), one at a time, as
/// two syncs would write the same book. Keys keep working meanwhile; when
/// it ends, the status line has its summary or its error and every screen
/// of the stack is rebuilt from the store: the contacts it brought, the
/// row's new "synced 14:32".
extension BrowserState {
    /// Enter on a service's sync row: the question, unless a sync runs.
    mutating func offerSync(of service: String) {
        if let refusal = syncRefusal { message = refusal; return }
        mode = .confirming(.syncNow(service))
    }

    /// Yes to the question: the sync starts, unless one began meanwhile.
    mutating func startSync(of service: String) -> [BrowserEffect] {
        if let refusal = syncRefusal { message = refusal; return [] }
        sync = SyncRun(service: service)
        return [.sync(service: service)]
    }

    /// News of the running sync; news of any other is stale, and dropped.
    mutating func receive(_ event: SyncEvent, of service: String) -> [BrowserEffect] {
        guard sync?.service == service else { return [] }
        let ending: String
        switch event {
        case .progress(let step):
            sync?.step = step
            return []
        case .finished(let summary):
            ending = "\(service): \(summary)"
        case .failed(let reason):
            // Each card's step is committed as it succeeds: even a failed sync may have changed the book.
            ending = "sync of \(service) failed: \(reason)"
        }
        sync = nil
        message = ending
        return [.refresh(ending, then: stack.map(\.request))]
    }

    /// Why another sync may not start now; nil when none runs.
    private var syncRefusal: String? {
        sync.map { "\($0.service) is syncing already; wait for it to end" }
    }
}
