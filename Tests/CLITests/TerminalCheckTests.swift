import Foundation
import Testing
import TestSupport

extension Tag {
    /// Tests that run a full-screen command in tmux.
    @Tag static var tmux: Self
}

/// `phonebook terminal-check` in a real terminal (tmux): the terminal driver
/// end to end, keys, resizes, and the terminal given back on every way out.
@Suite("terminal-check in tmux", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalCheckTests {
    /// Runs terminal-check as a shell would, between two snapshots of the
    /// terminal's settings (`stty -g`), writing its pid where a test can
    /// signal it and its exit status as the shell reports it (128 + N for signal N).
    private func startTerminalCheck(in folder: URL, redirect: String = "") throws -> TmuxSession {
        let script = folder.appendingPathComponent("run.sh")
        try """
            stty -g > "$1/before"
            sh -c 'echo $$ > "$1/pid"; exec "$2" terminal-check \(redirect)' sh "$1" "$2"
            echo $? > "$1/status"
            stty -g > "$1/after"
            """.write(to: script, atomically: true, encoding: .utf8)
        return try TmuxSession("sh '\(script.path)' '\(folder.path)' '\(Repository.binary.path)'", folder: folder)
    }

    private func exitStatus(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("status"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func settingsBeforeAndAfter(in folder: URL) throws -> (String, String) {
        (try String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8),
         try String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8))
    }

    @Test func movesRedrawsOnResizeAndGivesTheTerminalBackOnQ() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startTerminalCheck(in: folder)
            let first = try tmux.waitForScreen(containing: "last key: none")
            #expect(first.count == 24)
            #expect(first.first == "terminal-check 80x24")
            #expect(first[1] == "> row 1" && first[20] == "  row 20")
            #expect(first.last == "80x24 last key: none (q quits)")

            try tmux.sendKeys("Down", "Down", "j")
            let moved = try tmux.waitForScreen(containing: "last key: j")
            #expect(moved[4] == "> row 4" && moved[1] == "  row 1")

            try tmux.resize(columns: 40, rows: 12)
            let small = try tmux.waitForScreen(containing: "40x12 last key")
            #expect(small == [
                "terminal-check 40x12",
                "  row 1", "  row 2", "  row 3", "> row 4", "  row 5",
                "  row 6", "  row 7", "  row 8", "  row 9", "  row 10",
                "40x12 last key: j (q quits)",
            ])

            try tmux.sendKeys("G")
            let bottom = try tmux.waitForScreen(containing: "last key: G")
            #expect(Array(bottom[1...]) == [
                "  row 11", "  row 12", "  row 13", "  row 14", "  row 15",
                "  row 16", "  row 17", "  row 18", "  row 19", "> row 20",
                "40x12 last key: G (q quits)",
            ])
            try tmux.sendKeys("PPage")
            #expect(try tmux.waitForScreen(containing: "last key: page-up").contains("> row 10"))
            try tmux.sendKeys("Home")
            #expect(try tmux.waitForScreen(containing: "last key: home")[1] == "> row 1")
            try tmux.sendKeys("C-f")
            #expect(try tmux.waitForScreen(containing: "last key: ctrl-f").contains("> row 11"))
            try tmux.sendKeys("Escape")
            #expect(try tmux.waitForScreen(containing: "last key: escape").contains("> row 11"))

            try tmux.resize(columns: 60, rows: 20)
            let large = try tmux.waitForScreen(containing: "60x20 last key")
            #expect(large.count == 20)
            #expect(large.first == "terminal-check 60x20")
            #expect(large.filter { $0.hasPrefix("terminal-check") || $0.contains("last key") }.count == 2)

            try tmux.sendKeys("q")
            try tmux.waitUntilEnded()
            let after = try tmux.screenAndHistory()
            #expect(try exitStatus(in: folder) == "0")
            #expect(!after.contains { $0.contains("row 1") }, "the alternate screen was not left")
            let (before, restored) = try settingsBeforeAndAfter(in: folder)
            #expect(restored == before)
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalGivesTheTerminalBackAndEndsTheProgramByThatSignal(_ signal: Int32) throws {
        try withTemporaryDirectory { folder in
            let tmux = try startTerminalCheck(in: folder)
            try tmux.waitForScreen(containing: "last key: none")
            let pidText = try String(contentsOf: folder.appendingPathComponent("pid"), encoding: .utf8)
            let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect(kill(pid, signal) == 0)
            try tmux.waitUntilEnded()
            let after = try tmux.screenAndHistory()
            #expect(try exitStatus(in: folder) == "\(128 + signal)")
            #expect(!after.contains { $0.contains("row 1") }, "the alternate screen was not left")
            let (before, restored) = try settingsBeforeAndAfter(in: folder)
            #expect(restored == before)
        }
    }

    @Test func outputThatIsNotATerminalIsRefusedWithStatus64() throws {
        try withTemporaryDirectory { folder in
            let tmux = try startTerminalCheck(in: folder, redirect: "> \"$1/out\"")
            try tmux.waitUntilEnded()
            let after = try tmux.screenAndHistory()
            #expect(after.contains("phonebook: standard output is not a terminal (a full-screen command needs one)"))
            #expect(try exitStatus(in: folder) == "64")
            let output = try String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8)
            #expect(output == "", "nothing may be drawn into a file")
        }
    }
}

@Suite("terminal-check without a terminal")
struct TerminalCheckWithoutTerminalTests {
    @Test func inputThatIsNotATerminalIsRefusedWithStatus64() throws {
        let result = try phonebook("terminal-check")
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "phonebook: standard input is not a terminal (a full-screen command needs one)\n")
    }

    @Test func itIsHiddenFromHelp() throws {
        let help = try phonebook("--help")
        #expect(help.status == 0)
        #expect(!help.stdout.contains("terminal-check"))
    }
}
