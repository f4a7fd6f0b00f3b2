/// A sync started by Sync now on the settings screen, while it runs: which
/// service, and its latest step. The driver runs it off the input loop, as
/// a child process (phonebook-dav: phonebook never links the network
/// stack), and posts what it reports as `.syncing` inputs; the status line
/// shows it, "syncing fastmail: fetching 300/10,000", until it ends.
public struct SyncRun: Sendable, Equatable {
    public var service: String
    /// Where it is; nil until its first report.
    public var step: SyncStep?

    public init(service: String, step: SyncStep? = nil) {
        self.service = service
        self.step = step
    }

    /// "syncing fastmail: fetching 300/10,000", or "syncing fastmail…" before the first step.
    var statusText: String {
        guard let step else { return "syncing \(service)…" }
        return "syncing \(service): \(step.text)"
    }
}

/// One step a sync reports: a phase (listing, fetching, writing) and, when
/// known, N of M.
public struct SyncStep: Sendable, Equatable {
    public var phase: String
    public var done: Int
    /// 0 while unknown (listing the server's cards).
    public var total: Int

    public init(phase: String, done: Int = 0, total: Int = 0) {
        self.phase = phase
        self.done = done
        self.total = total
    }

    /// "fetching 300/10,000", or "listing…" without a total.
    var text: String {
        guard total > 0 else { return "\(phase)…" }
        return "\(phase) \(Self.grouped(done))/\(Self.grouped(total))"
    }

    /// `number` with its thousands separated by commas: 10,000.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 && digits[index - 1] != "-" { text += "," }
            text.append(digit)
        }
        return text
    }
}

/// What the driver hears from a running sync.
public enum SyncEvent: Sendable, Equatable {
    /// It reached a step.
    case progress(SyncStep)
    /// It finished (cleanly, with conflicts left, or with some cards not
    /// synced): `sync`'s summary line ("3 fetched, 2 applied here, …").
    case finished(summary: String)
    /// It failed, or could not start: the reason, as `sync` words it.
    case failed(String)
}
