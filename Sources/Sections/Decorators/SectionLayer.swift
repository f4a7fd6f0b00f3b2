import Reading

/// Wraps a screen by adding a section of its own, read from its source: the
/// featured section over the base list (Favorites over the letters). A
/// layer knows only where its section goes, nothing of how the base was
/// built or of other layers.
public protocol SectionLayer: Sendable {
    func layer(_ screen: Screen, using source: any EntrySource) throws -> Screen
}

/// The order a screen is wrapped in, stated by the types: every layer
/// first, then every decorator. A decorator rewrites the rows of the
/// sections it is given (cuts them to pages, puts details under entries),
/// so it must see the layers' sections too; a layer cannot be passed as a
/// decorator, nor run after one. Within each list, any order builds the
/// same screen (`PagingTests` tries them all).
public struct ScreenLayers: Sendable {
    public var layers: [any SectionLayer]
    public var decorators: [any ScreenDecorator]

    public init(layers: [any SectionLayer] = [], decorators: [any ScreenDecorator] = []) {
        self.layers = layers
        self.decorators = decorators
    }

    /// `base` wrapped by each layer in turn, then by each decorator in turn.
    public func wrap(_ base: Screen, using source: any EntrySource) throws -> Screen {
        let layered = try layers.reduce(base) { screen, layer in try layer.layer(screen, using: source) }
        return try layered.decorated(by: decorators, using: source)
    }
}
