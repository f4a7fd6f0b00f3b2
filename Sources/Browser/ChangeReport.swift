import Sections
import Store

/// What a change to the book did, as the browser takes it in one step: the
/// words for the status line, the contact the cursor follows, and every
/// screen of the stack built again from the store.
public struct ChangeReport: Sendable, Equatable {
    /// A screen rebuilt after the change; without a value when it shows a
    /// contact that is gone (removed, or an add undone): it leaves the stack.
    public struct Rebuilt: Sendable, Equatable {
        public var request: ScreenRequest
        public var screen: Screen?

        public init(_ request: ScreenRequest, screen: Screen?) {
            self.request = request
            self.screen = screen
        }
    }

    /// "removed Grace Hopper", "undid: edit Grace Hopper", "nothing changed".
    public var message: String
    /// The contact the cursor goes to (one added) or stays with (one edited
    /// or starred, wherever its rows now are); nil to keep the cursor's row.
    public var contact: ContactID?
    /// The stack's screens, root first; empty when nothing changed.
    public var screens: [Rebuilt]

    public init(_ message: String, contact: ContactID? = nil, screens: [Rebuilt] = []) {
        self.message = message
        self.contact = contact
        self.screens = screens
    }
}
