import Sections
import TerminalText

/// The last line: where the cursor is and the main keys, or what the
/// current mode asks for (the search being typed, a yes/no question).
/// On a narrow terminal key hints are left out whole, from the right,
/// rather than cut in the middle of a word. A message (a failure, what a
/// key did) is read to its end: it takes as many lines as it needs.
enum StatusLine {
    static let hints = ["↑↓ move", "⏎ select", searchHint, "? help", "q quit"]
    /// Left out where `/` does not search (`BrowserState.searchesHere`).
    static let searchHint = "/ search"
    /// Between two parts of the line.
    static let separator = "  "

    /// The status line's lines, the last at the bottom of the frame: one,
    /// or a message wrapped over as many as it needs, at most all below the
    /// title; where even those are too few, the last one kept ends in "…".
    static func lines(_ state: BrowserState, size: TerminalSize) -> [String] {
        guard let message = state.message else { return [text(state, size: size)] }
        var lines = TextWrap.lines(message, width: size.columns)
        if case let .loggingIn(form) = state.mode {
            // What was wrong with the last field stays with the prompt that asks
            // again: beside it when both fit, else above it.
            let both = [message, prompt(form)].map(VisibleText.line).joined(separator: separator)
            if DisplayWidth.of(both) <= size.columns { return [both] }
            lines.append(typing(prompt(form), width: size.columns))
        }
        let room = max(1, size.rows - 1)
        guard lines.count > room else { return lines }
        return lines.prefix(room - 1) + [ColumnText.truncate(lines[room - 1] + ColumnText.ellipsis, toWidth: size.columns)]
    }

    /// The line without a message.
    static func text(_ state: BrowserState, size: TerminalSize) -> String {
        switch state.mode {
        case .searching(let text):
            return fitting([typing("/" + text + "_", width: size.columns), noMatch(state), "⏎ keep", "esc clear"]
                .filter { !$0.isEmpty }, width: size.columns)
        case .confirming(let question):
            // The answer keys matter more than the end of the question.
            return ColumnText.truncate(VisibleText.line(question.text), toWidth: size.columns - 4) + " y/n"
        case .help:
            return fitting(["↑↓ scroll", "esc close"], width: size.columns)
        case .loggingIn(let form):
            return typing(prompt(form), width: size.columns)
        case .normal:
            let marks = state.marked.isEmpty ? "" : "\(state.marked.count) marked"
            // A running sync first: its progress matters more than the key hints.
            let parts = [state.sync?.statusText ?? "", position(state.current, size), marks,
                         state.current.screen?.title ?? "", noMatch(state)]
                + hints.filter { state.searchesHere || $0 != searchHint }
            return fitting(parts.filter { !$0.isEmpty }, width: size.columns)
        }
    }

    /// Said while the search in force matches no contact, as `list --search` says it.
    static func noMatch(_ state: BrowserState) -> String {
        state.current.matchesNoContact ? "no contact matches" : ""
    }

    /// What the account form asks. A password is not echoed, not even as
    /// dots: its length is a secret too.
    static func prompt(_ form: LogInForm) -> String {
        switch (form.field, form.purpose) {
        case (.user, .logIn): return "Log in as: " + form.user + "_"
        case (.user, .createAccount): return "New account's user name: " + form.user + "_"
        case (.password, .logIn): return "Password for \(form.user): "
        case (.password, .createAccount): return "New password for \(form.user): "
        case (.repeatedPassword, _): return "Repeat the password: "
        }
    }

    /// A line being typed, shown visibly, its end (where the next character
    /// goes) kept in sight: when wider than `width`, its start gives way to "…".
    static func typing(_ line: String, width: Int) -> String {
        let shown = VisibleText.line(line)
        guard width > 0, DisplayWidth.of(shown) > width else { return shown }
        var start = shown.endIndex, used = DisplayWidth.of(ColumnText.ellipsis)
        while start > shown.startIndex {
            let previous = shown.index(before: start)
            let columns = DisplayWidth.of(shown[previous])
            guard used + columns <= width else { break }
            used += columns
            start = previous
        }
        return ColumnText.ellipsis + shown[start...]
    }

    /// `parts` joined by the separator, as many from the left as fit
    /// `width` whole; the first alone is cut ("…") when even it does not fit.
    static func fitting(_ parts: [String], width: Int) -> String {
        let parts = parts.map(VisibleText.line)
        guard let first = parts.first else { return "" }
        var line = ColumnText.truncate(first, toWidth: width), used = DisplayWidth.of(line)
        for part in parts.dropFirst() {
            let partWidth = DisplayWidth.of(separator) + DisplayWidth.of(part)
            guard used + partWidth <= width else { break }
            line += separator + part
            used += partWidth
        }
        return line
    }

    /// "3/14": the cursor's item and how many the list holds, loaded or
    /// not (see `ItemNumbers`: contacts on the contacts screen, rows elsewhere).
    static func position(_ state: ScreenState, _ size: TerminalSize) -> String {
        guard state.screen != nil else { return "" }
        let layout = state.layout(size)
        guard let index = layout.index(of: state.cursor) else { return layout.rows.isEmpty ? "0/0" : "" }
        return "\(layout.rows[index].item)/\(layout.itemCount)"
    }
}
