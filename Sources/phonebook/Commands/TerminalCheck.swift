import ArgumentParser
import Terminal

/// `phonebook terminal-check` (hidden): a full-screen list of numbered rows,
/// to try the terminal driver (keys, resizes, restoring the terminal) by hand or from tmux.
struct TerminalCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal-check",
        abstract: "Show a full-screen test list (↑/↓ j/k PgUp/PgDn g/G move, q quits).",
        shouldDisplay: false)

    func run() throws {
        try TerminalSession.withSession { session in
            let loop = try EventLoop(session: session)
            var list = CounterList()
            try loop.run(firstFrame: { CounterList.render(list, size: $0) }) { event in
                if case let .key(key) = event {
                    list = CounterList.reduce(list, key, page: CounterList.visibleRows(loop.size))
                }
                return list.isFinished ? .quit : .continue(CounterList.render(list, size: loop.size))
            }
        }
    }
}
