import FoundationEssentials

/// One line of `phonebook-dav sync SERVICE --progress-fd N`, the format in
/// which the browser follows a sync it runs as a child process (it cannot
/// run one itself: phonebook never links the network stack). Each line is
/// one JSON object, written whole in one write to descriptor N:
///
///     {"done":300,"phase":"fetching","total":10000}
///     {"conflicts":0,"errors":0,"summary":"3 fetched, 2 applied here, …"}
///
/// `phase` is `listing`, `fetching` or `writing` (`total` 0 while unknown);
/// the summary line comes last, once the sync finished (exit 0, 3 or 75).
/// A sync that fails writes none: its error is the usual `phonebook: …`
/// line on standard error, with its exit status.
public enum SyncProgressLine: Sendable, Equatable {
    /// A phase, and N of M when known.
    case progress(phase: String, done: Int, total: Int)
    /// The summary line of `sync`, with its counts of conflicts and errors.
    case summary(String, conflicts: Int, errors: Int)

    /// The line as written, without its newline.
    public var text: String {
        let wire = switch self {
        case let .progress(phase, done, total): Wire(phase: phase, done: done, total: total)
        case let .summary(text, conflicts, errors): Wire(summary: text, conflicts: conflicts, errors: errors)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(wire)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The line `text` holds; nil for one in no such form (a message on the
    /// same pipe, say).
    public init?(_ text: some StringProtocol) {
        guard text.first == "{", let wire = try? JSONDecoder().decode(Wire.self, from: Data(text.utf8)) else {
            return nil
        }
        if let summary = wire.summary {
            self = .summary(summary, conflicts: wire.conflicts ?? 0, errors: wire.errors ?? 0)
        } else if let phase = wire.phase {
            self = .progress(phase: phase, done: wire.done ?? 0, total: wire.total ?? 0)
        } else {
            return nil
        }
    }

    /// Both kinds of line as one object; a field a kind lacks is left out.
    private struct Wire: Codable {
        var phase: String?
        var done: Int?
        var total: Int?
        var summary: String?
        var conflicts: Int?
        var errors: Int?
    }
}
