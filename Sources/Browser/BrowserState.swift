import Sections
import Store
import TerminalText

/// Everything the browser shows, as a value: the navigation stack, the
/// mode, the search generation, the pages on their way and the count of
/// duplicates.
public struct BrowserState: Sendable, Equatable {
    /// The navigation stack, root first; never empty.
    public internal(set) var stack: [ScreenState]
    public internal(set) var mode: BrowserMode
    /// Bumped by every change of a filter; results of older generations are dropped.
    public internal(set) var searchGeneration: Int
    /// Pages asked for and not yet arrived, so none is asked for twice.
    public internal(set) var pendingPages: [PageRequest]
    /// The terminal's size, which decides what "a page" and "visible" mean.
    public internal(set) var size: TerminalSize
    /// A one-off note for the status line (a failure, a hint), gone at the next key.
    public internal(set) var message: String?
    /// The keys, and the help made from them.
    public let keymap: Keymap
    /// The first line of the help shown, while it is open.
    public internal(set) var helpTop: Int
    /// The contacts marked with Space, in the order marked: `M` merges them into the first.
    public internal(set) var marked: [ContactID] = []
    /// The state of the book the loop's session last saw (read after each
    /// build of the contacts screen); nil before the first.
    public internal(set) var bookVersion: BookVersion?
    /// The latest count of duplicate groups: the Duplicates link shows it. Nil until one arrives.
    public internal(set) var duplicateCount: DuplicateCount?
    /// The version whose duplicates are being counted off the loop, so none is counted twice.
    public internal(set) var countingDuplicates: BookVersion?
    /// The sync started by Sync now, while it runs (one at a time); nil otherwise.
    public internal(set) var sync: SyncRun?

    /// The contacts screen, not built yet, listing `book` (every book when
    /// nil), and the effect that builds it.
    public static func start(size: TerminalSize, keymap: Keymap = .standard,
                             book: BookID? = nil) -> (BrowserState, [BrowserEffect]) {
        let root = ScreenState(.contacts, book: book)
        let state = BrowserState(stack: [root], mode: .normal, searchGeneration: 0, pendingPages: [],
                                 size: size, message: nil, keymap: keymap, helpTop: 0)
        return (state, [.buildScreen(root.request)])
    }

    /// What `key` means in the current mode, by the keymap; nil for nothing.
    public func input(for key: KeyName) -> BrowserInput? {
        keymap.input(for: key, in: mode.keys)
    }

    /// The screen on top of the stack: the one shown.
    public internal(set) var current: ScreenState {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }
}
