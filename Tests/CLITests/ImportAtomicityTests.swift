import Foundation
import Testing
import TestSupport

@Suite("Import atomicity and concurrency", .serialized)
struct ImportAtomicityTests {
    /// Starts `phonebook` without waiting for it.
    private func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Repository.binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Two imports of `count` cards each (different UIDs) into `db`, started at once.
    private func startTwoImports(of count: Int, into db: String, in folder: URL) throws -> (Process, Process) {
        let first = folder.appendingPathComponent("first.vcf")
        let second = folder.appendingPathComponent("second.vcf")
        try syntheticCards(count: count, prefix: "first").write(to: first, atomically: true, encoding: .utf8)
        try syntheticCards(count: count, prefix: "second").write(to: second, atomically: true, encoding: .utf8)
        return (try start(["import", "--db", db, "--quiet", first.path]),
                try start(["import", "--db", db, "--quiet", second.path]))
    }

    private func fileSize(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    @Test func importKilledMidwayLeavesThePreviousStateIntact() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let small = folder.appendingPathComponent("small.vcf")
            try syntheticCards(count: 10, prefix: "small").write(to: small, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, small.path).status == 0)
            let walBefore = fileSize(db + "-wal")

            let big = folder.appendingPathComponent("big.vcf")
            try syntheticCards(count: 60_000, prefix: "big").write(to: big, atomically: true, encoding: .utf8)
            let process = try start(["import", "--db", db, "--quiet", big.path])
            // The transaction is under way once its pages spill into the log;
            // it commits only at the very end, so a kill now lands mid-import.
            while process.isRunning && fileSize(db + "-wal") < walBefore + 4_000_000 {
                usleep(2_000)
            }
            let killedMidway = process.isRunning
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(killedMidway, "the import finished before it could be killed; use a larger file")

            let info = try phonebook("info", "--db", db, "--format", "json")
            #expect(info.status == 0, "\(info.stderr)")
            #expect(info.stdout.contains(#""contacts":10,"#), "\(info.stdout)")
            // .ci/run installs the sqlite3 shell: a missing one fails here rather than skipping the check.
            let check = try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["sqlite3", db, "PRAGMA integrity_check"])
            #expect(check.status == 0 && check.stdout == "ok\n", "integrity_check: \(check.stdout)\(check.stderr)")
        }
    }

    @Test func readsDuringAnImportSeeBeforeOrAfterAndTwoImportsBothSucceed() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            try makeEmptyBook(at: db)
            let (one, two) = try startTwoImports(of: 20_000, into: db, in: folder)
            // `list` prints one line a number (each card has one) after the links.
            var seen = Set<Int>()
            while one.isRunning || two.isRunning {
                let list = try phonebook("list", "--db", db, "--format", "plain")
                #expect(list.status == 0, "a list during an import failed: \(list.stderr)")
                seen.insert(list.stdout.split(separator: "\n").filter { $0.contains("\tphone\t") }.count)
            }
            one.waitUntilExit()
            two.waitUntilExit()
            #expect(one.terminationStatus == 0 && two.terminationStatus == 0)
            // An empty `seen` would pass the subset check without having looked at anything.
            #expect(!seen.isEmpty, "no list ran while the imports did")
            #expect(seen.isSubset(of: [0, 20_000, 40_000]), "a list saw a half-done import: \(seen)")
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":40000,"#))
        }
    }

    /// A first import builds the book in a private file beside its path
    /// (`NewBook`): killed, it leaves no book, and the next import removes the file.
    @Test func firstImportKilledMidwayLeavesNoBookAndTheNextImportItsFileGone() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let big = folder.appendingPathComponent("big.vcf")
            try syntheticCards(count: 60_000, prefix: "big").write(to: big, atomically: true, encoding: .utf8)
            let process = try start(["import", "--db", db, "--quiet", big.path])
            let building = db + ".new-\(process.processIdentifier)"
            while process.isRunning && fileSize(building) < 4_000_000 {
                usleep(2_000)
            }
            let killedMidway = process.isRunning
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(killedMidway, "the import finished before it could be killed; use a larger file")
            #expect(!FileManager.default.fileExists(atPath: db), "a killed first import left a book")
            #expect(try phonebook("list", "--db", db).status == 66)

            let small = folder.appendingPathComponent("small.vcf")
            try syntheticCards(count: 10, prefix: "small").write(to: small, atomically: true, encoding: .utf8)
            #expect(try phonebook("import", "--db", db, small.path).status == 0)
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":10,"#))
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".new-") }
            #expect(left.isEmpty, "the killed import's file is still there: \(left)")
        }
    }

    @Test func twoFirstImportsAtOnceBothLandAndReadsSeeNoBookOrAWholeOne() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("p.sqlite3").path
            let (one, two) = try startTwoImports(of: 20_000, into: db, in: folder)
            var seen = Set<Int>()
            var statuses = Set<Int32>()
            while one.isRunning || two.isRunning {
                let list = try phonebook("list", "--db", db, "--format", "plain")
                statuses.insert(list.status)
                if list.status == 0 {
                    seen.insert(list.stdout.split(separator: "\n").filter { $0.contains("\tphone\t") }.count)
                }
            }
            one.waitUntilExit()
            two.waitUntilExit()
            #expect(one.terminationStatus == 0 && two.terminationStatus == 0)
            #expect(!statuses.isEmpty, "no list ran while the imports did")
            // 66: no book yet. Never a failure, never a half-made book.
            #expect(statuses.isSubset(of: [0, 66]), "a list during the imports failed: \(statuses)")
            #expect(seen.isSubset(of: [20_000, 40_000]), "a list saw a half-done import: \(seen)")
            #expect(try phonebook("info", "--db", db, "--format", "json").stdout.contains(#""contacts":40000,"#))
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".new-") }
            #expect(left.isEmpty, "\(left)")
        }
    }
}
