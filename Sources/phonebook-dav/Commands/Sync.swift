import Accounts
import ArgumentParser
import CardDAVSync
import DAV
import Foundation
import Reporting
import SharedOptions
import Store
import SyncState

/// `sync ...`, run for phonebook: the sync engine (CardDAVSync) on each
/// address book the service syncs, and the conflicts it leaves.
struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: SyncOptions.groupAbstract,
        subcommands: [Now.self, Status.self, Conflicts.self, Refused.self, Resolve.self],
        defaultSubcommand: Now.self)

    /// `sync [SERVICE]`: the sync itself, of each collection in turn, each
    /// with its own reads, plan, mass-delete guard and commits.
    struct Now: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "run", abstract: SyncOptions.abstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncOptions
        /// The browser's Sync now reads progress lines here (SyncProgressPipe); not for people.
        @Option(name: .customLong("progress-fd"), help: .hidden) var progressFD: Int32?

        func run() throws {
            let pipe = try progressFD.map { try SyncProgressPipe(descriptor: $0) }
            let book = try database.openExisting()
            let target = try SyncTarget(book: book, service: try options.service?.value)
            var run = SyncRunOptions(dryRun: options.dryRun, prefer: options.prefer.map { $0 == .local ? .local : .remote },
                                     allowMassDelete: options.allowMassDelete)
            run.batchSize = 100
            let bar = SyncProgressBar.isWanted ? SyncProgressBar() : nil
            // Kept whatever the run's end: the scheme the server took is known after its first request.
            defer { try? target.rememberLogin(in: book) }
            var outcomes: [CollectionOutcome] = []
            for collection in target.collections {
                let before = target.requests
                let engine = SyncEngine(book: book, collection: collection, client: target.remote,
                                        bookPath: target.bookPath(of: collection), options: run,
                                        progress: { bar?.update($0); pipe?.update($0) })
                var outcome = CollectionOutcome(collection: collection)
                do {
                    outcome.report = try engine.run()
                } catch let error as DAVError where error.endsRun {
                    // No later request can succeed: what is done is committed, and the next run goes on from it.
                    bar?.finish()
                    if options.format == .text { outcomes.forEach(write) }
                    throw error
                } catch {
                    // This collection only (its plan refused, its address book gone): the others still sync.
                    outcome.failure = CommandFailure(reporting: error)
                }
                outcome.requests = CollectionOutcome.difference(target.requests, before)
                bar?.finish()
                outcomes.append(outcome)
            }
            for note in target.notes { StandardError.writeLine("phonebook: warning: \(note)") }
            let total = CollectionOutcome.total(outcomes)
            if outcomes.allSatisfy({ $0.report == nil }), let failure = outcomes.first?.failure {
                // Nothing synced: the failure is the run's, told once by main.
                throw failure
            }
            pipe?.finish(total, otherSide: target.otherSide)
            if options.format == .text { outcomes.forEach(write) }
            if options.format == .json {
                print(total.json(service: target.service.rawValue, requests: target.requests,
                                 collections: outcomes.map { $0.json() }))
            }
            if let status = Self.exitStatus(of: total, failures: outcomes.compactMap(\.failure)) {
                throw ExitCode(status.rawValue)
            }
        }

        /// One collection's lines: its plan (dry run, --verbose), conflicts,
        /// errors, refusals and rewrites on stderr, its summary line, or why it failed.
        private func write(_ outcome: CollectionOutcome) {
            let prefix = outcome.collection.namesBook ? "\(outcome.collection.label): " : ""
            if let failure = outcome.failure {
                return StandardError.write("phonebook: \(prefix)\(failure.message)")
            }
            guard let report = outcome.report else { return }
            if options.dryRun || options.verbose {
                for line in report.planLines { StandardOutput.writeLine(prefix + line) }
            }
            for line in report.conflictLines { StandardError.writeLine("phonebook: conflict: \(prefix)\(line)") }
            for line in report.errorLines { StandardError.writeLine("phonebook: \(prefix)\(line)") }
            for line in report.refusedLines { StandardError.writeLine("phonebook: refused: \(prefix)\(line)") }
            if !report.rewriteLines.isEmpty {
                let count = report.rewriteLines.count
                StandardError.writeLine("phonebook: \(prefix)\(outcome.collection.otherSide) changed \(count) card\(count == 1 ? "" : "s") as it "
                                    + "stored \(count == 1 ? "it" : "them"): \(report.rewriteLines.joined(separator: ", "))"
                                    + "; the text here is kept")
            }
            StandardOutput.write("\(outcome.collection.label): \(report.summary(otherSide: outcome.collection.otherSide))")
        }

        /// A conflict first, whatever else happened, so no script misses one;
        /// then a collection that could not sync at all (its own status); then
        /// cards left unsynced that a rerun may sync (75); then cards the
        /// server refused in this run (65: the data, not the run, needs a
        /// change). A refusal already reported by an earlier run is not a failure.
        static func exitStatus(of report: SyncReport, failures: [CommandFailure] = []) -> ExitStatus? {
            if report.conflicts > 0 { return .syncConflicts }
            if let failure = failures.first { return failure.status }
            if report.errors > 0 { return .syncIncomplete }
            if report.refused > 0 { return .dataError }
            return nil
        }
    }

    /// `sync status [SERVICE]`: each collection's last sync, token, pending and conflicting cards.
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.statusAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions

        func run() throws {
            let book = try database.openExisting()
            let services = try options.services(of: book)
            if services.isEmpty, options.format == .text {
                StandardOutput.write("No service is connected: phonebook connect SERVICE --user NAME --server URL ...")
                return
            }
            var objects: [JSONText] = []
            for service in services {
                let collections = try book.syncCollections(service: service)
                if collections.isEmpty, options.format == .text {
                    StandardOutput.write("\(service): no address book chosen yet; never synced")
                }
                for collection in collections {
                    let items = try book.syncItems(collection)
                    let pending = items.filter { $0.state == .pendingCreate }.count
                    let conflicts = try book.syncConflicts(collection).count
                    let refusals = try book.syncRefusals(collection)
                    let last = collection.lastSyncedAt.map { Self.time($0) }
                    switch options.format {
                    case .text:
                        StandardOutput.write("\(collection.label): \(collection.url); "
                              + (last.map { "last synced \($0)" } ?? "never synced")
                              + "; \(Self.counted(items.count, "card")) known, \(pending) pending, "
                              + Self.counted(conflicts, "conflict")
                              + (refusals.isEmpty ? "" : ", \(refusals.count) refused by \(collection.otherSide)")
                              + (collection.token == nil ? "" : "; sync token kept"))
                        for refusal in refusals { StandardOutput.writeLine("  refused: \(SyncRefusalText.line(refusal))") }
                    case .json:
                        objects.append(.object(SyncCollectionText.jsonFields(collection) + [
                            ("last_synced_at", collection.lastSyncedAt.map { .number(Int($0)) } ?? .null),
                            ("token", .bool(collection.token != nil)), ("cards", .number(items.count)),
                            ("pending", .number(pending)), ("conflicts", .number(conflicts)),
                            ("refused", .array(refusals.map { SyncRefusalText.json($0) })),
                        ]))
                    }
                }
            }
            if options.format == .json { print(JSONText.array(objects)) }
        }

        /// "1 card", "2 cards".
        static func counted(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }

        static func time(_ seconds: Int64) -> String {
            let formatter = ISO8601DateFormatter()
            return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
    }

    /// `sync conflicts [SERVICE]`: each open conflict, both versions named.
    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncReportOptions.conflictsAbstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncReportOptions

        func run() throws {
            let book = try database.openExisting()
            try options.list(in: book, { try book.syncConflicts($0) }, line: { collection, conflict in
                "\(collection.label): \(SyncConflictText.name(conflict)) (UID \(conflict.uid), \(conflict.href)): "
                    + (conflict.localCard == nil ? "deleted here" : "changed here") + ", "
                    + (conflict.remoteCard == nil ? "deleted " : "changed ") + collection.there
            }, json: { collection, conflict in
                .object(SyncCollectionText.jsonFields(collection) + [
                    ("uid", .string(conflict.uid)), ("href", .string(conflict.href)),
                    ("local", conflict.localCard.map { .string(String(decoding: $0, as: UTF8.self)) } ?? .null),
                    ("remote", conflict.remoteCard.map { .string(String(decoding: $0, as: UTF8.self)) } ?? .null),
                    ("found_at", .number(Int(conflict.foundAt))),
                ])
            })
        }
    }

    /// `sync resolve CONTACT --keep local|remote|both`: the conflict the
    /// contact names, among every collection of the service (or of `--book`'s).
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncResolveOptions.abstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncResolveOptions

        func run() throws {
            let book = try database.openExisting()
            let target = try SyncTarget(book: book, service: try options.service?.value)
            let collections = try options.book.map { name in
                let chosen = try book.book(named: name)
                let synced = target.collections.filter { $0.book == chosen.id }
                guard !synced.isEmpty else {
                    throw CollectionMappingError.noSuchMapping(service: target.service.rawValue, what: "with the book \(name)")
                }
                return synced
            } ?? target.collections
            let wanted = options.contact.lowercased()
            let matches = try collections.flatMap { collection in
                try book.syncConflicts(collection).filter { conflict in
                    conflict.uid == options.contact || SyncConflictText.name(conflict).lowercased().contains(wanted)
                }.map { (collection, $0) }
            }
            guard let (collection, conflict) = matches.first else {
                throw CommandFailure(message: "no open sync conflict matches \"\(options.contact)\" (see `phonebook sync conflicts`)",
                                     status: .failure)
            }
            guard matches.count == 1 else {
                let names = matches.map { "\(SyncConflictText.name($0.1)) (UID \($0.1.uid)" + ($0.0.namesBook ? ", \($0.0.label))" : ")") }
                let several = Set(matches.map(\.0.id)).count > 1
                throw CommandFailure(message: "\"\(options.contact)\" matches \(matches.count) conflicts: "
                                     + names.joined(separator: "; ") + (several ? "; give the UID, and --book" : "; give the UID"),
                                     status: .failure)
            }
            let keep: SyncConflict.Resolution = switch options.keep {
            case .local: .local
            case .remote: .remote
            case .both: .both
            }
            let resolver = ConflictResolver(book: book, collection: collection, client: target.remote,
                                            bookPath: target.bookPath(of: collection))
            defer { try? target.rememberLogin(in: book) }
            for line in try resolver.resolve(uid: conflict.uid, keep: keep) { StandardOutput.writeLine(line) }
        }
    }
}

/// How a conflict is named to a person: the FN of either version.
enum SyncConflictText {
    static func name(_ conflict: SyncConflict) -> String {
        for card in [conflict.localCard, conflict.remoteCard].compactMap({ $0 }) {
            let text = String(decoding: card, as: UTF8.self)
            for line in text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" })
            where line.uppercased().hasPrefix("FN:") || line.uppercased().hasPrefix("FN;") {
                if let colon = line.firstIndex(of: ":") { return String(line[line.index(after: colon)...]) }
            }
        }
        return conflict.uid
    }
}
