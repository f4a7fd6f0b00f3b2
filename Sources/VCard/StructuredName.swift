/// The N property split into its five components (RFC 6350 §6.2.2); each component is a list of values.
public struct StructuredName: Sendable, Equatable, Hashable {
    /// Family names (surnames).
    var family: [String]
    /// Given names.
    var given: [String]
    /// Additional (middle) names.
    var additional: [String]
    /// Honorific prefixes.
    var prefixes: [String]
    /// Honorific suffixes.
    var suffixes: [String]

    /// The five components, in the order N lists them.
    public enum Component: Int, Sendable, CaseIterable {
        case family, given, additional, prefixes, suffixes
    }

    /// The values of one component.
    subscript(component: Component) -> [String] {
        switch component {
        case .family: family
        case .given: given
        case .additional: additional
        case .prefixes: prefixes
        case .suffixes: suffixes
        }
    }

    /// Creates a name from its components.
    init(family: [String] = [], given: [String] = [], additional: [String] = [],
                prefixes: [String] = [], suffixes: [String] = []) {
        self.family = family
        self.given = given
        self.additional = additional
        self.prefixes = prefixes
        self.suffixes = suffixes
    }

    /// Takes the first five components of a structured value; missing ones are empty.
    init(components: [[String]]) {
        func component(_ index: Int) -> [String] { index < components.count ? components[index] : [] }
        self.init(family: component(0), given: component(1), additional: component(2),
                  prefixes: component(3), suffixes: component(4))
    }

    /// "prefixes given additional family suffixes" joined with spaces, for cards without FN.
    var displayName: String {
        (prefixes + given + additional + family + suffixes).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
