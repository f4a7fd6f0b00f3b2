/// What a PUT requires of the resource it writes.
public enum PutPrecondition: Sendable, Equatable {
    /// Nothing is there yet: `If-None-Match: *`.
    case create
    /// The resource still has this ETag: `If-Match`.
    case update(etag: String)
}
