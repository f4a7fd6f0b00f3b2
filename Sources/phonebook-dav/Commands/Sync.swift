import Accounts
import ArgumentParser
import CardDAVSync
import DAV
import Foundation
import Reporting
import SharedOptions
import Store
import SyncState

/// `sync ...`, run for phonebook: the sync engine (CardDAVSync) on the
/// service's chosen address book, and the conflicts it leaves.
struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: SyncOptions.groupAbstract,
        subcommands: [Now.self, Status.self, Conflicts.self, Refused.self, Resolve.self],
        defaultSubcommand: Now.self)

    /// `sync [SERVICE]`: the sync itself.
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
            let engine = SyncEngine(book: book, service: target.service.rawValue, client: target.remote,
                                    bookPath: target.bookPath, options: run,
                                    progress: { bar?.update($0); pipe?.update($0) })
            let report: SyncReport
            // Kept whatever the run's end: the scheme the server took is known after its first request.
            defer { try? target.rememberLogin(in: book) }
            do {
                report = try engine.run()
                bar?.finish()
                pipe?.finish(report)
            } catch {
                bar?.finish()
                throw error
            }
            for note in target.notes { StandardError.write("phonebook: warning: \(note)") }
            switch options.format {
            case .json:
                print(report.json(service: target.service.rawValue, requests: target.requests))
            case .text:
                if options.dryRun || options.verbose {
                    for line in report.planLines { StandardOutput.write(line) }
                }
                for line in report.conflictLines { StandardError.write("phonebook: conflict: \(line)") }
                for line in report.errorLines { StandardError.write("phonebook: \(line)") }
                for line in report.refusedLines { StandardError.write("phonebook: refused: \(line)") }
                if !report.rewriteLines.isEmpty {
                    let count = report.rewriteLines.count
                    StandardError.write("phonebook: the server changed \(count) card\(count == 1 ? "" : "s") as it stored "
                                        + "\(count == 1 ? "it" : "them"): \(report.rewriteLines.joined(separator: ", "))"
                                        + "; the text here is kept")
                }
                StandardOutput.write("\(target.service): \(report.summary)")
            }
            if let status = Self.exitStatus(of: report) { throw ExitCode(status.rawValue) }
        }

        /// A conflict first, whatever else happened, so no script misses one;
        /// then cards left unsynced that a rerun may sync (75); then cards the
        /// server refused in this run (65: the data, not the run, needs a
        /// change). A refusal already reported by an earlier run is not a failure.
        static func exitStatus(of report: SyncReport) -> ExitStatus? {
            if report.conflicts > 0 { return .syncConflicts }
            if report.errors > 0 { return .syncIncomplete }
            if report.refused > 0 { return .dataError }
            return nil
        }
    }

    /// `sync status [SERVICE]`: last sync, token, pending and conflicting cards.
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
                let state = try book.syncState(service: service)
                let items = try book.syncItems(service: service)
                let pending = items.filter { $0.state == .pendingCreate }.count
                let conflicts = try book.syncConflicts(service: service).count
                let refusals = try book.syncRefusals(service: service)
                let url = try book.carddavBook(service: ServiceName(service))?.url
                    ?? book.vdirFolder(service: ServiceName(service))
                let last = state?.lastSyncedAt.map { Self.time($0) }
                switch options.format {
                case .text:
                    StandardOutput.write("\(service): \(url ?? "no address book chosen yet"); "
                          + (last.map { "last synced \($0)" } ?? "never synced")
                          + "; \(items.count) cards known, \(pending) pending, \(conflicts) conflicts"
                          + (refusals.isEmpty ? "" : ", \(refusals.count) refused by the server")
                          + (state?.token == nil ? "" : "; sync token kept"))
                    for refusal in refusals { StandardOutput.write("  refused: \(SyncRefusalText.line(refusal))") }
                case .json:
                    objects.append(.object([
                        ("service", .string(service)), ("book", url.map(JSONText.string) ?? .null),
                        ("last_synced_at", state?.lastSyncedAt.map { .number(Int($0)) } ?? .null),
                        ("token", .bool(state?.token != nil)), ("cards", .number(items.count)),
                        ("pending", .number(pending)), ("conflicts", .number(conflicts)),
                        ("refused", .array(refusals.map { SyncRefusalText.json($0) })),
                    ]))
                }
            }
            if options.format == .json { print(JSONText.array(objects)) }
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
            try options.list(in: book, { try book.syncConflicts(service: $0) }, line: { service, conflict in
                "\(service): \(SyncConflictText.name(conflict)) (UID \(conflict.uid), \(conflict.href)): "
                    + (conflict.localCard == nil ? "deleted here" : "changed here") + ", "
                    + (conflict.remoteCard == nil ? "deleted on the server" : "changed on the server")
            }, json: { service, conflict in
                .object([
                    ("service", .string(service)), ("uid", .string(conflict.uid)), ("href", .string(conflict.href)),
                    ("local", conflict.localCard.map { .string(String(decoding: $0, as: UTF8.self)) } ?? .null),
                    ("remote", conflict.remoteCard.map { .string(String(decoding: $0, as: UTF8.self)) } ?? .null),
                    ("found_at", .number(Int(conflict.foundAt))),
                ])
            })
        }
    }

    /// `sync resolve CONTACT --keep local|remote|both`.
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: SyncResolveOptions.abstract)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var options: SyncResolveOptions

        func run() throws {
            let book = try database.openExisting()
            let target = try SyncTarget(book: book, service: try options.service?.value)
            let open = try book.syncConflicts(service: target.service.rawValue)
            let wanted = options.contact.lowercased()
            let matches = open.filter { conflict in
                conflict.uid == options.contact || SyncConflictText.name(conflict).lowercased().contains(wanted)
            }
            guard let conflict = matches.first else {
                throw CommandFailure(message: "no open sync conflict matches \"\(options.contact)\" (see `phonebook sync conflicts`)",
                                     status: .failure)
            }
            guard matches.count == 1 else {
                let names = matches.map { "\(SyncConflictText.name($0)) (UID \($0.uid))" }
                throw CommandFailure(message: "\"\(options.contact)\" matches \(matches.count) conflicts: "
                                     + names.joined(separator: "; ") + "; give the UID", status: .failure)
            }
            let keep: SyncConflict.Resolution = switch options.keep {
            case .local: .local
            case .remote: .remote
            case .both: .both
            }
            let resolver = ConflictResolver(book: book, service: target.service.rawValue, client: target.remote,
                                            bookPath: target.bookPath)
            defer { try? target.rememberLogin(in: book) }
            for line in try resolver.resolve(uid: conflict.uid, keep: keep) { StandardOutput.write(line) }
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
