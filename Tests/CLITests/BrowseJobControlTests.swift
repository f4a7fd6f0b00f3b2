import Foundation
import Testing
import TestSupport

/// `phonebook browse` as a job of an interactive shell (dash, with job
/// control), for Control-Z, `kill -TSTP` and `fg`. Each step waits for what
/// the terminal shows, with a deadline, never for a fixed time.
@Suite("browse suspended and resumed in tmux", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct BrowseJobControlTests {
    private static let prompt = "pb$"

    /// An interactive shell in `folder`, with `browse.sh` there to start the
    /// browser on `db` as a job, writing its pid to `pid`.
    private func startShell(_ db: String, in folder: URL) throws -> TmuxSession {
        try """
            echo $$ > pid
            NO_COLOR=1 exec '\(Repository.binary.path)' browse --db '\(db)'
            """.write(to: folder.appendingPathComponent("browse.sh"), atomically: true, encoding: .utf8)
        let tmux = try TmuxSession("cd '\(folder.path)' && PS1='\(Self.prompt) ' exec /bin/sh -i", folder: folder)
        try waitForPrompt(tmux)
        return tmux
    }

    /// Waits until the shell's prompt is the last thing on the screen, the browser's frame gone.
    @discardableResult
    private func waitForPrompt(_ tmux: TmuxSession) throws -> [String] {
        try tmux.waitForScreen { screen in
            screen.last { !$0.isEmpty } == Self.prompt && !screen.contains { $0.hasPrefix("> Settings") }
        }
    }

    /// Runs `command` in the shell and waits for its last line of output, `marker`.
    private func run(_ command: String, until marker: String, _ tmux: TmuxSession) throws {
        try tmux.sendKeys(command, "Enter")
        try tmux.waitForScreen { $0.contains(marker) }
        try waitForPrompt(tmux)
    }

    private func contents(of name: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func controlZAndSigtstpSuspendToTheShellAndFgRedrawsTheWholeFrame() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            try #require(try phonebook("import", "--db", db, examples).status == 0)
            let tmux = try startShell(db, in: folder)
            // "$((1 + 1))" prints 2: the marker is the output, never the command line echoed.
            try run("stty -g > before; echo before-$((1 + 1))", until: "before-2", tmux)

            try tmux.sendKeys("sh browse.sh", "Enter")
            try tmux.waitForScreen { $0.count == 24 && $0.contains { $0.hasPrefix("> Settings") }
                && $0.last?.hasPrefix("1/13  Contacts") == true }
            try tmux.sendKeys("j")  // a frame that is not the first one, waited for whole
            let moved = try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Björn") }
                && $0.contains { $0.hasPrefix("  Settings") } && $0.last?.hasPrefix("2/13  Contacts") == true }

            for suspend in ["Control-Z", "SIGTSTP"] {
                if suspend == "Control-Z" {
                    try tmux.sendKeys("C-z")
                } else {
                    let pid = try #require(pid_t(try contents(of: "pid", in: folder)
                        .trimmingCharacters(in: .whitespacesAndNewlines)))
                    #expect(kill(pid, SIGTSTP) == 0)
                }
                // The shell has the terminal: the job is reported stopped, the main screen is back,
                // in the settings the shell had (cooked mode).
                let shell = try waitForPrompt(tmux)
                #expect(shell.contains { $0.contains("Stopped") }, "\(suspend): \(shell)")
                try run("stty -g > suspended; echo suspended-$((1 + 1))", until: "suspended-2", tmux)
                #expect(try contents(of: "suspended", in: folder) == contents(of: "before", in: folder), "\(suspend)")

                // fg: raw mode and the alternate screen again, every line of the frame drawn.
                try tmux.sendKeys("fg", "Enter")
                try tmux.waitForScreen { $0 == moved }
                try tmux.sendKeys("j")  // and it still answers keys
                try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Corner Bakery") } }
                try tmux.sendKeys("k")
                try tmux.waitForScreen { $0 == moved }
            }

            try tmux.sendKeys("q")
            try waitForPrompt(tmux)
            try run("echo status-$?; stty -g > after; echo after-$((1 + 1))", until: "after-2", tmux)
            #expect(try tmux.screen().contains("status-0"))
            #expect(try contents(of: "after", in: folder) == contents(of: "before", in: folder))
        }
    }
}
