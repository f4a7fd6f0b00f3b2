import Reading

/// Rewrites the rows of the sections a screen already has: cuts them to
/// pages (`LoadMoreRows`), puts details under entries (`InlineDetail`). A
/// decorator knows the screen it is given and nothing of other decorators,
/// and adds no section, so decorators compose in any order: each acts on
/// every section, whichever ran first. Sections are added by layers
/// (`SectionLayer`, such as Favorites), which `ScreenLayers` runs before
/// every decorator.
public protocol ScreenDecorator: Sendable {
    func decorate(_ screen: Screen, using source: any EntrySource) throws -> Screen
}

extension Screen {
    /// The screen wrapped by each decorator in turn.
    public func decorated(by decorators: [any ScreenDecorator], using source: any EntrySource) throws -> Screen {
        try decorators.reduce(self) { screen, decorator in try decorator.decorate(screen, using: source) }
    }
}
