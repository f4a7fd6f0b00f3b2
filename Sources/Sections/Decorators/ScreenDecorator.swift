import Store

/// Wraps a screen model into a richer one. A decorator knows the screen it
/// is given and nothing of other decorators, so they compose in any order.
public protocol ScreenDecorator: Sendable {
    func decorate(_ screen: Screen, using book: AddressBook) throws -> Screen
}

extension Screen {
    /// The screen wrapped by each decorator in turn.
    public func decorated(by decorators: [any ScreenDecorator], using book: AddressBook) throws -> Screen {
        try decorators.reduce(self) { screen, decorator in try decorator.decorate(screen, using: book) }
    }
}
