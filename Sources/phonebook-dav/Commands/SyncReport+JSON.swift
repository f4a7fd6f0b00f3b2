import CardDAVSync
import Reporting
import SharedOptions
import SyncState

/// What a sync did with one collection: its report, or why it could not
/// sync, and the requests it made.
struct CollectionOutcome {
    let collection: SyncCollection
    var report: SyncReport?
    var failure: CommandFailure?
    var requests: [(String, Int)] = []

    /// Each kind's count in `after` less its count in `before`.
    static func difference(_ after: [(String, Int)], _ before: [(String, Int)]) -> [(String, Int)] {
        after.map { kind, count in (kind, count - (before.first { $0.0 == kind }?.1 ?? 0)) }
    }

    /// Every collection's report as one: the counts added, the lines in
    /// collection order, the token stored only when every collection's was.
    static func total(_ outcomes: [CollectionOutcome]) -> SyncReport {
        var total = SyncReport()
        let reports = outcomes.compactMap(\.report)
        total.tokenStored = !reports.isEmpty && reports.allSatisfy(\.tokenStored)
        for report in reports {
            total.fetched += report.fetched
            total.appliedHere += report.appliedHere
            total.uploaded += report.uploaded
            total.deletedHere += report.deletedHere
            total.deletedThere += report.deletedThere
            total.unchanged += report.unchanged
            total.changedByServer += report.changedByServer
            total.conflicts += report.conflicts
            total.errors += report.errors
            total.refused += report.refused
            total.refusedBefore += report.refusedBefore
            total.refusedLines += report.refusedLines
            total.rewriteLines += report.rewriteLines
            total.conflictLines += report.conflictLines
            total.errorLines += report.errorLines
            total.planLines += report.planLines
            total.dryRun = report.dryRun
        }
        return total
    }

    /// The collection's object in `--format json`'s `collections`: which
    /// collection and book, then its report, or its `error`.
    func json() -> JSONText {
        let names: [(String, JSONText)] = SyncCollectionText.jsonFields(collection)
        guard let report else {
            return .object(names + [("error", .string(failure?.message ?? ""))])
        }
        guard case .object(let fields) = report.json(requests: requests) else { return .object(names) }
        return .object(names + fields)
    }
}

extension SyncReport {
    /// The report as one JSON object, keys in a fixed order; `requests`
    /// are the client's counts (what tests check a second sync by). With
    /// `service`, the run's whole report: the service first, each
    /// collection's object last (`collections`).
    func json(service: String? = nil, requests: [(String, Int)], collections: [JSONText]? = nil) -> JSONText {
        let counts: [(String, Int)] = [
            ("fetched", fetched), ("applied_here", appliedHere), ("uploaded", uploaded), ("deleted_here", deletedHere),
            ("deleted_there", deletedThere), ("unchanged", unchanged), ("changed_by_server", changedByServer),
            ("conflicts", conflicts), ("errors", errors), ("refused", refused), ("refused_before", refusedBefore),
        ]
        func strings(_ lines: [String]) -> JSONText { .array(lines.map(JSONText.string)) }
        return .object((service.map { [("service", JSONText.string($0))] } ?? []) + [("dry_run", .bool(dryRun))]
            + counts.map { ($0.0, JSONText.number($0.1)) }
            + [("token_stored", .bool(tokenStored)),
               ("requests", .object(requests.map { ($0.0, JSONText.number($0.1)) })),
               ("plan", strings(planLines)), ("conflict_lines", strings(conflictLines)), ("error_lines", strings(errorLines)),
               ("refused_lines", strings(refusedLines)), ("rewritten_by_server", strings(rewriteLines))]
            + (collections.map { [("collections", JSONText.array($0))] } ?? []))
    }
}

/// How a collection is named in `sync`'s reports.
enum SyncCollectionText {
    /// "service", "book" (the book here), "collection" (its display name, or null) and "url", for JSON.
    static func jsonFields(_ collection: SyncCollection) -> [(String, JSONText)] {
        [("service", .string(collection.service)), ("book", .string(collection.bookName)),
         ("collection", collection.name.map(JSONText.string) ?? .null), ("url", .string(collection.url))]
    }
}
