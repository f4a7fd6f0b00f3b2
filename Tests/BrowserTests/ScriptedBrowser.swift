import Browser
import Foundation
import Reading
import Sections
import Store
import TerminalText
import Testing

/// The browser driven as the terminal driver will drive it, minus the
/// terminal: keys through the standard keymap, each effect performed at
/// once by a session on the test's own book and fed back. Searches, pages
/// and counts of duplicates can be held, to deliver their results late and
/// out of order.
struct ScriptedBrowser {
    var state: BrowserState
    let session: BrowserSession
    private(set) var size: TerminalSize
    /// Effects performed, in order, but for the Duplicates link's (which
    /// follow every build of the contacts screen): those are in `linkEffects`.
    var performed: [BrowserEffect] = []
    /// The `.readBookVersion` and `.countDuplicates` effects performed or held, in order.
    var linkEffects: [BrowserEffect] = []
    /// When set, `.search` (`.loadPage`, `.countDuplicates`) effects wait in `held` instead of running.
    var holdsSearches = false, holdsPages = false, holdsDuplicates = false
    var held: [BrowserEffect] = []
    /// The time the scripted browser runs at: 12:00 UTC on 2025-06-15, so a
    /// session started by it shows "Vault  unlocked until 12:30", whatever the wall clock says.
    static let now: Int64 = 1_749_988_800

    /// Sets `book`'s clock to `now`, so what the browser does there (logging
    /// in, journaled changes) happens at that time, and shows times in GMT (UTC).
    init(_ book: AddressBook, rows: Int = 24, columns: Int = 80, holdsPages: Bool = false,
         holdsDuplicates: Bool = false, loader: ContactLoader = .rows, merger: ContactMerger? = nil) {
        book.clock = { Self.now }
        session = BrowserSession(book: book, build: .release, loader: loader, timeZone: .gmt, merger: merger)
        self.holdsPages = holdsPages
        self.holdsDuplicates = holdsDuplicates
        size = TerminalSize(rows: rows, columns: columns)
        let (state, effects) = BrowserState.start(size: size)
        self.state = state
        perform(effects)
    }

    /// Presses keys, mapped by the standard keymap in the mode of the moment.
    mutating func press(_ keys: KeyName...) {
        for key in keys {
            guard let input = state.input(for: key) else { continue }
            send(input)
        }
    }

    /// Performs the held effects that `matching` picks, in the order given.
    mutating func release(_ matching: (BrowserEffect) -> Bool) {
        let released = held.filter(matching)
        held.removeAll(where: matching)
        for effect in released {
            if let answer = session.run(effect) { send(answer) }
        }
    }

    /// Types text, one character per key.
    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// The terminal resized: the driver sends the new size and draws at it.
    mutating func resize(rows: Int, columns: Int) {
        size = TerminalSize(rows: rows, columns: columns)
        send(.resized(size))
    }

    mutating func send(_ input: BrowserInput) {
        let (next, effects) = reduce(state, input)
        state = next
        perform(effects)
    }

    mutating func perform(_ effects: [BrowserEffect]) {
        for effect in effects {
            switch effect {
            case .readBookVersion, .countDuplicates: linkEffects.append(effect)
            default: performed.append(effect)
            }
            switch effect {
            case .search where holdsSearches, .loadPage where holdsPages, .countDuplicates where holdsDuplicates:
                held.append(effect)
                continue
            default:
                break
            }
            if let answer = session.run(effect) { send(answer) }
        }
    }

    /// How many rows the shown screen has.
    var rowCount: Int { state.current.screen.map { Array($0.rows).count } ?? 0 }

    /// The frame as text, colour off, one line per terminal row.
    var frame: String { render(state, size: size, colors: false).joined(separator: "\n") }
}

/// Frames compare with trailing spaces dropped from each line, so the
/// expected literals stay readable; widths are checked separately.
func trimmed(_ frame: String) -> String {
    frame.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        .joined(separator: "\n")
}

/// Expects the browser's frame to be `expected` (lines without their
/// trailing spaces), and every frame, plain and coloured, to be exactly
/// the terminal's size: `rows` lines of `columns` display columns.
/// With `BROWSER_FRAMES_DUMP=DIR` set, each actual frame is also written to
/// `DIR/<file>-<line>.txt`, to review a changed frame as a whole before
/// updating its literal.
func expectFrame(_ browser: ScriptedBrowser, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = trimmed(browser.frame)
    if let dump = ProcessInfo.processInfo.environment["BROWSER_FRAMES_DUMP"] {
        let name = "\(sourceLocation.fileName)-\(sourceLocation.line).txt"
        try? actual.write(toFile: dump + "/" + name, atomically: true, encoding: .utf8)
    }
    #expect(actual == expected, sourceLocation: sourceLocation)
    expectExactSize(browser, sourceLocation: sourceLocation)
}

/// Every line exactly `columns` wide, with and without colour.
func expectExactSize(_ browser: ScriptedBrowser, sourceLocation: SourceLocation = #_sourceLocation) {
    for colors in [false, true] {
        let lines = render(browser.state, size: browser.size, colors: colors)
        #expect(lines.count == browser.size.rows, sourceLocation: sourceLocation)
        for line in lines {
            #expect(DisplayWidth.of(withoutStyles(line)) == browser.size.columns, "\(line)", sourceLocation: sourceLocation)
        }
    }
}

/// `line` without its SGR sequences (ESC [ … m).
func withoutStyles(_ line: String) -> String {
    var result = "", inSequence = false
    for scalar in line.unicodeScalars {
        if scalar == "\u{1B}" { inSequence = true; continue }
        if inSequence { if scalar == "m" { inSequence = false }; continue }
        result.unicodeScalars.append(scalar)
    }
    return result
}
