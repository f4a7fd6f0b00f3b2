import Browser
import Sections
import Store
import Terminal

/// The browser on a real terminal: keys from the event loop become key
/// names, then inputs by the keymap; each input is reduced, and the effects
/// the reducer asks for are performed and their answers reduced in turn
/// until none remain; then the frame is rendered for the loop to draw.
///
/// Effects run on the loop's thread against `session`, except searches and
/// counts of duplicates, which `EffectWorker`s run off the loop and post
/// back as messages, Sync now's sync, a child process that `SyncChild`
/// follows off the loop the same way, a suspension (Control-Z), which is the loop's, and the
/// editor (`a`, `e`), which runs on the terminal the loop hands over (`FormEditing`).
final class BrowseDriver {
    private let loop: EventLoop
    private let session: BrowserSession
    private let searches: EffectWorker
    /// Counts the duplicate groups for the contacts screen's link.
    private let duplicates: EffectWorker
    private let colors: Bool
    /// The process's environment: the region's default, and `$VISUAL`/`$EDITOR`.
    private let environment: [String: String]
    private var state: BrowserState
    /// What the first state asks for: building the contacts screen.
    private let opening: [BrowserEffect]
    /// Counts of duplicates asked for before the first frame, submitted once
    /// it is drawn: counting beside it on two cores would delay it (100k
    /// contacts, median of 21 alternating: 22.9 ms against 20.6 ms).
    private var countsAfterFirstFrame: [BrowserEffect]? = []

    /// A driver for `book` on `loop`'s terminal, listing book `listing`
    /// (every book when nil); searches and counts open their own
    /// connections to the same file. `environment` gives the region's default (its locale).
    init(book: AddressBook, listing: BookID? = nil, loop: EventLoop, colors: Bool, environment: [String: String]) {
        self.loop = loop
        self.session = BrowserSession(book: book, localeEnvironment: environment, loader: .storedCard,
                                      merger: .merging)
        let mailbox = loop.mailbox
        self.searches = EffectWorker(path: book.path, localeEnvironment: environment) {
            mailbox.post($0)
        }
        self.duplicates = EffectWorker(path: book.path, localeEnvironment: environment) {
            mailbox.post($0)
        }
        self.colors = colors
        self.environment = environment
        (state, opening) = BrowserState.start(size: loop.size, book: listing)
    }

    /// Shows the contacts and runs until the browser quits or the terminal goes away.
    func run() throws {
        defer {
            searches.stop()
            duplicates.stop()
        }
        guard try perform(opening) else { return }
        try loop.run(firstFrame: { size in
            // The terminal may have been resized since `init` measured it.
            if state.size != size {
                guard try send(.resized(size)) else { return [] }
            }
            let first = frame()
            countsAfterFirstFrame?.forEach(duplicates.submit)
            countsAfterFirstFrame = nil
            return first
        }) { event in
            guard let input = input(for: event) else { return .continue(frame()) }
            return try send(input) ? .continue(frame()) : .quit
        }
    }

    /// What an event from the loop means to the browser, if anything.
    private func input(for event: Event) -> BrowserInput? {
        switch event {
        case let .key(key):
            return KeyName(key).flatMap { state.input(for: $0) }
        case let .resize(size):
            return .resized(size)
        case let .message(message):
            return message as? BrowserInput
        }
    }

    /// Why the browser ended, to be told once the terminal is restored (`BrowserInput.bookReplaced`).
    private(set) var endedBecause: String?

    /// Reduces `input` and performs what follows; false when the browser quits.
    private func send(_ input: BrowserInput) throws -> Bool {
        if case .bookReplaced(let reason) = input { endedBecause = reason }
        let (next, effects) = reduce(state, input)
        state = next
        return try perform(effects)
    }

    /// Performs `effects` in order, each answer reduced before the next
    /// effect runs; false when one of them is `.quit`.
    private func perform(_ effects: [BrowserEffect]) throws -> Bool {
        for effect in effects {
            switch effect {
            case .quit:
                return false
            case .suspend:
                try loop.suspend()
            case .copyToClipboard(let text):
                try loop.session.write(ClipboardEscape.setting(text))
            case .search:
                searches.submit(effect)
            case .countDuplicates:
                if countsAfterFirstFrame != nil { countsAfterFirstFrame?.append(effect) } else { duplicates.submit(effect) }
            case .sync(let service):
                let mailbox = loop.mailbox
                SyncChild.start(service: service, database: session.book.path) { mailbox.post($0) }
            case let .openEditor(task, requests):
                if try !send(try edit(task, then: requests)) { return false }
            default:
                if let answer = session.run(effect), try !send(answer) { return false }
            }
        }
        return true
    }

    /// Runs the editor for `task` on the terminal handed over, then the
    /// screens `requests` are rebuilt: the answer to `.openEditor`. A failure
    /// (the editor exited non-zero, the write was refused) is the status
    /// line's; only losing the terminal ends the browser.
    private func edit(_ task: EditorTask, then requests: [ScreenRequest]) throws -> BrowserInput {
        // A contact added goes into the book the contacts screen lists (the default one for every book).
        let editing = FormEditing(book: session.book, editor: EditorSession(environment: environment),
                                  into: state.stack[0].book)
        let written: ContactID?
        do {
            written = try loop.handOver {
                switch task {
                case .add: return try editing.add()
                case .edit(let id): return try editing.edit(id) ? id : nil
                }
            }
        } catch let error as TerminalError {
            throw error
        } catch {
            return .failure(error)
        }
        guard let id = written else { return .changed(ChangeReport("nothing changed")) }
        do {
            let name = try session.name(of: id)
            return .changed(ChangeReport("\(task == .add ? "added" : "edited") \(name)", contact: id,
                                         screens: try session.rebuild(requests)))
        } catch {
            return .failed("\(error)")
        }
    }

    /// The service whose sync was still running when the browser quit; it goes on in the background.
    var syncLeftRunning: String? { state.sync?.service }

    /// The frame for the loop's current size.
    private func frame() -> [String] {
        render(state, size: loop.size, colors: colors)
    }

}
