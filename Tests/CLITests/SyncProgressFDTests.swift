import Foundation
import Reporting
import SharedOptions
import TestSupport
import Testing

/// `phonebook-dav sync --progress-fd N`, the lines the browser's Sync now
/// follows: the phases as they come, then the summary line last; nothing
/// but `SyncProgressLine`s on that descriptor.
@Suite("sync --progress-fd")
struct SyncProgressFDTests {
    @Test func theStepsThenTheSummaryComeAsJSONLines() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            for index in 1...3 {
                _ = try world.server.putCard(name: "card-\(index).vcf",
                                             card: SyncWorld.card("card-\(index)", "Person \(index)"))
            }
            let helper = Repository.binary.deletingLastPathComponent().appendingPathComponent("phonebook-dav")
            // Descriptor 1: the lines land in stdout; the text summary, printed last, follows them.
            let result = try runProgram(helper, ["sync", "dav", "--db", world.database, "--progress-fd", "1"])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let parsed = lines.dropLast().map { SyncProgressLine($0) }
            #expect(!parsed.contains(nil), "\(lines)")
            let phases = parsed.compactMap { line -> String? in
                if case let .progress(phase, _, _)? = line { return phase }
                return nil
            }
            #expect(phases.first == "listing" && phases.contains("fetching"), "\(phases)")
            #expect(parsed.contains(.progress(phase: "fetching", done: 3, total: 3)), "\(lines)")
            let summary = "3 fetched, 3 applied here, 0 uploaded, 0 deleted here, 0 deleted there, 0 unchanged, "
                + "0 changed by the server after upload, 0 conflicts, 0 errors"
            #expect(parsed.last == .summary(summary, conflicts: 0, errors: 0))
            #expect(lines.last == "dav: " + summary)
        }
    }

    @Test func aDescriptorNotOpenIsAUsageError() throws {
        try withTemporaryDirectory { folder in
            let world = try SyncWorld(.radicale, in: folder)
            let helper = Repository.binary.deletingLastPathComponent().appendingPathComponent("phonebook-dav")
            // Through bash (dash takes one-digit descriptors only), which closes 57 first: a child
            // can inherit a descriptor another test's thread opened while it was spawned, and
            // CI's run once had 57 open there.
            let result = try runProgram(URL(fileURLWithPath: "/bin/bash"),
                                        ["-c", #"exec 57>&- && exec "$0" "$@""#, helper.path,
                                         "sync", "dav", "--db", world.database, "--progress-fd", "57"])
            #expect(result.status == 64)
            #expect(result.stderr == "phonebook: --progress-fd 57 is not an open descriptor\n")
        }
    }

    @Test func eachKindOfLineReadsBackAsWritten() {
        let lines: [SyncProgressLine] = [.progress(phase: "fetching", done: 300, total: 10_000),
                                         .summary("1 fetched, \"odd\" \\ words", conflicts: 2, errors: 1)]
        for line in lines { #expect(SyncProgressLine(line.text) == line) }
        #expect(SyncProgressLine.progress(phase: "fetching", done: 300, total: 10_000).text
                    == #"{"done":300,"phase":"fetching","total":10000}"#)
        #expect(SyncProgressLine("phonebook: the server refused the password") == nil)
        #expect(SyncProgressLine("{}") == nil)
    }
}
