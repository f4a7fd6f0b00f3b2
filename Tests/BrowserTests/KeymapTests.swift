import Browser
import Testing
import TerminalText

@Suite("The keymap")
struct KeymapTests {
    static let normal: [(KeyName, BrowserInput)] = [
        (.up, .moveUp), (.character("k"), .moveUp), (.down, .moveDown), (.character("j"), .moveDown),
        (.pageUp, .pageUp), (.control("b"), .pageUp), (.pageDown, .pageDown), (.control("f"), .pageDown),
        (.home, .home), (.character("g"), .home), (.end, .end), (.character("G"), .end),
        (.enter, .select), (.right, .select), (.left, .back), (.escape, .back), (.backspace, .back),
        (.character("/"), .startSearch), (.character("?"), .showHelp),
        (.character("q"), .quit), (.character("Q"), .quitNow),
    ]

    @Test(arguments: normal)
    func normalModeFollowsAbookMuttTigAndFzf(key: KeyName, input: BrowserInput) {
        #expect(Keymap.standard.input(for: key, in: .normal) == input)
    }

    @Test func whileTypingLettersAreTextAndEditingKeysEdit() {
        for mode in [KeyMode.searching, .form] {
            #expect(Keymap.standard.input(for: .character("q"), in: mode) == .edit(.insert("q")))
            #expect(Keymap.standard.input(for: .character("王"), in: mode) == .edit(.insert("王")))
            #expect(Keymap.standard.input(for: .backspace, in: mode) == .edit(.deleteBackward))
        }
        #expect(Keymap.standard.input(for: .enter, in: .searching) == .acceptSearch)
        #expect(Keymap.standard.input(for: .escape, in: .searching) == .cancelSearch)
        #expect(Keymap.standard.input(for: .character("y"), in: .confirming) == .confirm(true))
        #expect(Keymap.standard.input(for: .escape, in: .confirming) == .confirm(false))
        #expect(Keymap.standard.input(for: .character("x"), in: .confirming) == nil)
        #expect(Keymap.standard.input(for: .character("x"), in: .normal) == nil)
    }

    /// Raw mode turns ISIG off, so Control-Z arrives as a key: it suspends
    /// in every mode, and the reducer leaves the doing to the driver.
    @Test func controlZSuspendsFromEveryMode() {
        for mode in KeyMode.allCases {
            #expect(Keymap.standard.input(for: .control("z"), in: mode) == .suspend, "\(mode)")
        }
        let (state, _) = BrowserState.start(size: TerminalSize(rows: 24, columns: 80))
        let (next, effects) = reduce(state, .suspend)
        #expect(effects == [.suspend])
        #expect(next == state)
    }

    @Test func noKeyMeansTwoThingsInOneMode() {
        for mode in KeyMode.allCases {
            let keys = Keymap.standard.bindings.filter { $0.mode == mode }.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(mode)")
        }
    }

    @Test func coloursAreOffWithNoColorOrADumbTerminal() {
        #expect(ColorPolicy.isEnabled(environment: ["TERM": "xterm-256color"], isTerminal: true))
        #expect(!ColorPolicy.isEnabled(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], isTerminal: true))
        #expect(!ColorPolicy.isEnabled(environment: ["TERM": "dumb"], isTerminal: true))
    }
}
