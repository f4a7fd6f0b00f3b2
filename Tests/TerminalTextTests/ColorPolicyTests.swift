import Testing
import TerminalText

@Suite("Colour: --color and NO_COLOR")
struct ColorPolicyTests {
    @Test(arguments: [
        (["TERM": "xterm-256color"], true, true),
        (["TERM": "xterm-256color"], false, false),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], true, false),
        (["TERM": "xterm-256color", "NO_COLOR": "0"], true, false),  // any value but empty
        (["TERM": "xterm-256color", "NO_COLOR": ""], true, true),  // no-color.org: empty is as if unset
        (["TERM": "dumb"], true, false),
        ([:], true, true),
    ])
    func autoColoursATerminalUnlessNoColorHasAValueOrTheTerminalIsDumb(
        _ environment: [String: String], _ isTerminal: Bool, _ enabled: Bool) {
        #expect(ColorPolicy.isEnabled(.auto, environment: environment, isTerminal: isTerminal) == enabled)
    }

    @Test func alwaysAndNeverOverrideTheTerminalAndTheEnvironment() {
        for environment in [["NO_COLOR": "1", "TERM": "dumb"], [:]] {
            for isTerminal in [true, false] {
                #expect(ColorPolicy.isEnabled(.always, environment: environment, isTerminal: isTerminal))
                #expect(!ColorPolicy.isEnabled(.never, environment: environment, isTerminal: isTerminal))
            }
        }
    }
}
