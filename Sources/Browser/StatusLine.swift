import Sections

/// The last line: where the cursor is and the main keys, or what the
/// current mode asks for (the search being typed, a yes/no question).
enum StatusLine {
    static let hints = "↑↓ move  ⏎ select  / search  ? help  q quit"

    static func text(_ state: BrowserState) -> String {
        if let message = state.message { return message }
        switch state.mode {
        case .searching(let text):
            return "/" + text + "_  ⏎ keep  esc clear"
        case .confirming(let action):
            return question(action) + " y/n"
        case .help:
            return "↑↓ scroll  esc close"
        case .normal:
            return [position(state.current), state.current.screen?.title ?? "", hints]
                .filter { !$0.isEmpty }.joined(separator: "  ")
        }
    }

    /// "3/14"; "row 3" while the screen has rows still to fetch, since their number is not known.
    static func position(_ state: ScreenState) -> String {
        guard let screen = state.screen else { return "" }
        var count = 0, index: Int?, hasMore = false
        for row in screen.rows {
            count += 1
            if row.id == state.cursor { index = count }
            if case .loadMore = row.content { hasMore = true }
        }
        guard let index else { return count == 0 ? "0/0" : "" }
        return hasMore ? "row \(index)" : "\(index)/\(count)"
    }

    static func question(_ action: AccountAction) -> String {
        switch action {
        case .logIn: return "Log in?"
        case .logOut: return "Log out?"
        case .thirdPartyLogOut: return "Disconnect every third-party account?"
        }
    }
}
