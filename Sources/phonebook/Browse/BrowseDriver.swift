import Browser
import Store
import Terminal

/// The browser on a real terminal: keys from the event loop become key
/// names, then inputs by the keymap; each input is reduced, and the effects
/// the reducer asks for are performed and their answers reduced in turn
/// until none remain; then the frame is rendered for the loop to draw.
///
/// Effects run on the loop's thread against `session`, except searches,
/// which a `SearchWorker` runs off the loop and posts back as messages, and
/// a suspension (Control-Z), which is the loop's.
final class BrowseDriver {
    private let loop: EventLoop
    private let session: BrowserSession
    private let searches: SearchWorker
    private let colors: Bool
    private var state: BrowserState
    /// What the first state asks for: building the contacts screen.
    private let opening: [BrowserEffect]

    /// A driver for `book` on `loop`'s terminal; searches open their own
    /// connection to the same file. `environment` gives the region's default (its locale).
    init(book: AddressBook, loop: EventLoop, colors: Bool, environment: [String: String]) {
        self.loop = loop
        self.session = BrowserSession(book: book, localeEnvironment: environment, loader: .storedCard)
        let mailbox = loop.mailbox
        self.searches = SearchWorker(path: book.path) { mailbox.post($0) }
        self.colors = colors
        (state, opening) = BrowserState.start(size: loop.size)
    }

    /// Shows the contacts and runs until the browser quits or the terminal goes away.
    func run() throws {
        defer { searches.stop() }
        guard try perform(opening) else { return }
        try loop.run(firstFrame: { size in
            // The terminal may have been resized since `init` measured it.
            if state.size != size {
                guard try send(.resized(size)) else { return [] }
            }
            return frame()
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

    /// Reduces `input` and performs what follows; false when the browser quits.
    private func send(_ input: BrowserInput) throws -> Bool {
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
            case let .search(request, generation):
                searches.submit(request, generation: generation)
            default:
                if let answer = session.run(effect), try !send(answer) { return false }
            }
        }
        return true
    }

    /// The frame for the loop's current size.
    private func frame() -> [String] {
        render(state, size: loop.size, colors: colors)
    }

}
