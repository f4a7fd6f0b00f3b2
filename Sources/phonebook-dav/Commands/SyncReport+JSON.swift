import CardDAVSync
import Reporting
import SharedOptions

extension SyncReport {
    /// The report as one JSON object, keys in a fixed order; `requests`
    /// are the client's counts (what tests check a second sync by).
    func json(service: String, requests: [(String, Int)]) -> JSONText {
        let counts: [(String, Int)] = [
            ("fetched", fetched), ("applied_here", appliedHere), ("uploaded", uploaded), ("deleted_here", deletedHere),
            ("deleted_there", deletedThere), ("unchanged", unchanged), ("changed_by_server", changedByServer),
            ("conflicts", conflicts), ("errors", errors), ("refused", refused), ("refused_before", refusedBefore),
        ]
        func strings(_ lines: [String]) -> JSONText { .array(lines.map(JSONText.string)) }
        return .object([("service", .string(service)), ("dry_run", .bool(dryRun))]
            + counts.map { ($0.0, JSONText.number($0.1)) }
            + [("token_stored", .bool(tokenStored)),
               ("requests", .object(requests.map { ($0.0, JSONText.number($0.1)) })),
               ("plan", strings(planLines)), ("conflict_lines", strings(conflictLines)), ("error_lines", strings(errorLines)),
               ("refused_lines", strings(refusedLines)), ("rewritten_by_server", strings(rewriteLines))])
    }
}
