import Store

/// How many groups of duplicates the book has, and the version of the book
/// they were counted in: the Duplicates link shows it while it is not 0.
public struct DuplicateCount: Sendable, Equatable {
    public var groups: Int
    public var version: BookVersion

    public init(groups: Int, version: BookVersion) {
        self.groups = groups
        self.version = version
    }
}
