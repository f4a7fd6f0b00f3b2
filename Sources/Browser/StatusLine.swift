import Sections
import TerminalText

/// The last line: where the cursor is and the main keys, or what the
/// current mode asks for (the search being typed, a yes/no question).
enum StatusLine {
    static let hints = "↑↓ move  ⏎ select  / search  ? help  q quit"

    static func text(_ state: BrowserState, size: TerminalSize) -> String {
        if let message = state.message { return message }
        switch state.mode {
        case .searching(let text):
            return "/" + text + "_  ⏎ keep  esc clear"
        case .confirming(let action):
            return question(action) + " y/n"
        case .help:
            return "↑↓ scroll  esc close"
        case .loggingIn(let form):
            // The password is not echoed, not even as dots: its length is a secret too.
            return form.field == .user ? "Log in as: " + form.user + "_" : "Password for \(form.user): "
        case .normal:
            return [position(state.current, size), state.current.screen?.title ?? "", hints]
                .filter { !$0.isEmpty }.joined(separator: "  ")
        }
    }

    /// "3/14": the cursor's item and how many the list holds, loaded or
    /// not (see `ItemNumbers`: contacts on the contacts screen, rows elsewhere).
    static func position(_ state: ScreenState, _ size: TerminalSize) -> String {
        guard state.screen != nil else { return "" }
        let layout = state.layout(size)
        guard let index = layout.index(of: state.cursor) else { return layout.rows.isEmpty ? "0/0" : "" }
        return "\(layout.items.numbers[index])/\(layout.items.total)"
    }

    static func question(_ action: AccountAction) -> String {
        switch action {
        case .logIn: return "Log in?"
        case .logOut: return "Log out?"
        case .thirdPartyLogOut: return "Disconnect every third-party account?"
        }
    }
}
