import Foundation
import Testing
import TestSupport

/// `y` in `phonebook browse`, in tmux with `set-clipboard on`: tmux reads
/// the OSC 52 sequence the browser writes and keeps its text as a paste
/// buffer, so the test sees what a terminal would put on the clipboard.
@Suite("browse: y copies in tmux", .tags(.tmux), .serialized,
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct BrowseCopyTests {
    @Test func yPutsTheNumberUnderTheCursorOnTmuxsClipboardAndTheStatusLineSaysSo() throws {
        try withTemporaryDirectory { folder in
            let examples = Repository.root.appendingPathComponent("Examples/contacts.vcf").path
            let (tmux, _) = try browseImported(examples, in: folder, options: ["set -g set-clipboard on"])
            try tmux.sendKeys("/", "lovelace", "Enter")
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("  Ada Lovelace  mobile  555-0005") } }
            try tmux.sendKeys("j")
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Ada Lovelace  mobile  555-0005") } }
            try tmux.sendKeys("y")
            try tmux.waitForScreen(containing: "copied 555-0005 to the clipboard")
            #expect(try tmux.pasteBuffer() == "555-0005")
            try tmux.sendKeys("Q")
            try tmux.waitUntilEnded()
        }
    }
}
