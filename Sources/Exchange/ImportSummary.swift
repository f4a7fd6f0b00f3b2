/// What an import did (or, with `--dry-run`, would do).
public struct ImportSummary: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    public var unchanged = 0
    /// Contacts changed both here and in the file since the last import, kept as they are here;
    /// each has a conflict in `problems`.
    public var conflicts = 0
    public var removed = 0
    /// Cards that could not be read; each has an error in `problems`.
    public var skipped = 0
    /// Cards imported without a malformed line; each such line has a warning in `problems`.
    public var incomplete = 0
    /// Stored contacts whose cards this version reads differently from the
    /// one that wrote their rows, re-read and rewritten (`CardRereading`).
    public var reread = 0
    /// Errors (skipped cards) and warnings, in the order they were found.
    public var problems: [ImportProblem] = []
    /// `--strict` met a bad card: nothing was written (or, in a dry run, would be).
    public var refusedByStrict = false
    /// False when nothing was written: a dry run, or a strict import that met a bad card.
    public var committed = false
    /// Contact by contact, what would change: filled by a dry run only.
    public var changes: ImportChanges?

    public init() {}

    public var errors: [ImportProblem] { problems.filter { $0.kind == .error } }
    public var warnings: [ImportProblem] { problems.filter { $0.kind == .warning } }
    public var conflicted: [ImportProblem] { problems.filter { $0.kind == .conflict } }

    /// Whether some of the input did not come in as written: a card skipped, one imported without a
    /// malformed line, or one whose contact kept an edit made here (exit status 2). Other warnings
    /// (text outside cards, a guessed charset) lose nothing.
    public var isPartial: Bool { skipped > 0 || incomplete > 0 || conflicts > 0 || !errors.isEmpty }

    /// "3 added, 1 updated, 10 unchanged, 1 skipped" (and removed, when pruning; conflicts, when any).
    public func line(pruning: Bool) -> String {
        var parts = ["\(added) added", "\(updated) updated", "\(unchanged) unchanged"]
        if conflicts > 0 { parts.append(conflicts == 1 ? "1 conflict" : "\(conflicts) conflicts") }
        if pruning { parts.append("\(removed) removed") }
        parts.append("\(skipped) skipped")
        return parts.joined(separator: ", ")
    }
}

extension ImportSummary {
    /// The import's line in `history`: "import /path/contacts.vcf: 1,204 added, 3 updated, 2 removed",
    /// naming each source once (past two, "and N more") and only the counts of what changed.
    func journalLine(sources: [String]) -> String {
        var named: [String] = []
        for source in sources where !named.contains(source) { named.append(source) }
        var what = named.prefix(2).joined(separator: ", ")
        if named.count > 2 { what += " and \(named.count - 2) more" }
        let counts = [(added, "added"), (updated, "updated"), (removed, "removed"), (reread, "re-read")]
            .filter { $0.0 > 0 }.map { "\(Self.grouped($0.0)) \($0.1)" }
        return "import \(what)" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
    }

    /// 1204 as "1,204".
    public static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}

/// A card that could not be read, something worth a warning, or a card
/// whose contact kept an edit made here, located as `FILE:LINE`.
public struct ImportProblem: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var kind: Kind

    public enum Kind: Sendable {
        case error, warning, conflict
    }

    public init(file: String, line: Int, message: String, isWarning: Bool = false) {
        self.init(file: file, line: line, kind: isWarning ? .warning : .error, message: message)
    }

    public init(file: String, line: Int, kind: Kind, message: String) {
        self.file = file
        self.line = line
        self.message = message
        self.kind = kind
    }

    public var isWarning: Bool { kind == .warning }

    /// `FILE:LINE: message`, `FILE:LINE: warning: message` or `FILE:LINE: conflict: message`.
    public var description: String {
        let label = switch kind {
        case .error: ""
        case .warning: "warning: "
        case .conflict: "conflict: "
        }
        return "\(file):\(line): " + label + message
    }
}
