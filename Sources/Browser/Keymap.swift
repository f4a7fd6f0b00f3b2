/// Which key means which input in each mode, following abook, mutt, tig
/// and fzf. The help overlay is generated from it, so the two cannot drift.
public struct Keymap: Sendable, Equatable {
    /// Keys bound to one input in one mode, with the words the help shows.
    public struct Binding: Sendable, Equatable {
        public var mode: KeyMode
        public var keys: [KeyName]
        public var input: BrowserInput
        public var help: String

        public init(_ mode: KeyMode, _ keys: [KeyName], _ input: BrowserInput, _ help: String) {
            self.mode = mode
            self.keys = keys
            self.input = input
            self.help = help
        }
    }

    /// Every binding, in the order the help lists them.
    public var bindings: [Binding]

    public init(bindings: [Binding]) {
        self.bindings = bindings
    }

    /// The input `key` means in `mode`; nil when it means nothing there.
    /// While searching or filling a form, a printable character not bound otherwise is typed.
    public func input(for key: KeyName, in mode: KeyMode) -> BrowserInput? {
        if let binding = bindings.first(where: { $0.mode == mode && $0.keys.contains(key) }) {
            return binding.input
        }
        if mode == .searching || mode == .form, case let .character(character) = key {
            return .edit(.insert(String(character)))
        }
        return nil
    }

    /// The bindings of `mode`, as the help shows them: keys, then what they do.
    public func help(for mode: KeyMode) -> [(keys: String, meaning: String)] {
        bindings.filter { $0.mode == mode }.map { ($0.keys.map(\.label).joined(separator: " "), $0.help) }
    }

    /// The keys of abook, mutt, tig and fzf.
    public static let standard = Keymap(bindings: [
        Binding(.normal, [.up, .character("k")], .moveUp, "move up"),
        Binding(.normal, [.down, .character("j")], .moveDown, "move down"),
        Binding(.normal, [.pageUp, .control("b")], .pageUp, "page up"),
        Binding(.normal, [.pageDown, .control("f")], .pageDown, "page down"),
        Binding(.normal, [.home, .character("g")], .home, "first row"),
        Binding(.normal, [.end, .character("G")], .end, "last row"),
        Binding(.normal, [.enter, .right, .character("l")], .select, "open, expand, load more"),
        Binding(.normal, [.left, .escape, .backspace, .character("h")], .back, "back"),
        Binding(.normal, [.character("/")], .startSearch, "search"),
        Binding(.normal, [.character("a")], .addContact, "add a contact (in $EDITOR)"),
        Binding(.normal, [.character("e")], .editContact, "edit the contact (in $EDITOR)"),
        Binding(.normal, [.character("d")], .removeContact, "delete the contact (asks y/n)"),
        Binding(.normal, [.character("s")], .toggleStar, "star or unstar the contact"),
        Binding(.normal, [.character("u")], .undo, "undo the last change"),
        Binding(.normal, [.character(" ")], .toggleMark, "mark or unmark the contact"),
        Binding(.normal, [.character("M")], .mergeMarked, "merge the marked contacts (asks y/n)"),
        Binding(.normal, [.character("y")], .copy, "copy the number or email to the clipboard"),
        Binding(.normal, [.character("?")], .showHelp, "this help"),
        Binding(.normal, [.character("q")], .quit, "back, quit on the first screen"),
        Binding(.normal, [.character("Q"), .control("c")], .quitNow, "quit at once"),
        Binding(.normal, [.control("z")], .suspend, "suspend (fg resumes)"),
        Binding(.searching, [.enter], .acceptSearch, "keep the filter"),
        Binding(.searching, [.escape], .cancelSearch, "clear the filter"),
        Binding(.searching, [.backspace], .edit(.deleteBackward), "delete a character"),
        Binding(.searching, [.up, .control("p")], .moveUp, "move up"),
        Binding(.searching, [.down, .control("n")], .moveDown, "move down"),
        Binding(.searching, [.control("c")], .quitNow, "quit at once"),
        Binding(.searching, [.control("z")], .suspend, "suspend (fg resumes)"),
        Binding(.confirming, [.character("y"), .character("Y")], .confirm(true), "yes"),
        Binding(.confirming, [.character("n"), .character("N"), .escape], .confirm(false), "no"),
        Binding(.confirming, [.control("z")], .suspend, "suspend (fg resumes)"),
        Binding(.form, [.enter], .select, "next field, then log in or create the account"),
        Binding(.form, [.escape], .back, "cancel"),
        Binding(.form, [.backspace], .edit(.deleteBackward), "delete a character"),
        Binding(.form, [.control("c")], .quitNow, "quit at once"),
        Binding(.form, [.control("z")], .suspend, "suspend (fg resumes)"),
        Binding(.help, [.up, .character("k")], .moveUp, "scroll up"),
        Binding(.help, [.down, .character("j")], .moveDown, "scroll down"),
        Binding(.help, [.pageUp, .control("b")], .pageUp, "page up"),
        Binding(.help, [.pageDown, .control("f"), .character(" ")], .pageDown, "page down"),
        Binding(.help, [.escape, .character("?"), .character("q"), .enter, .left, .backspace], .back,
                "close the help"),
        Binding(.help, [.control("z")], .suspend, "suspend (fg resumes)"),
    ])
}
