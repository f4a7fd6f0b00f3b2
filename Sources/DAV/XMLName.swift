/// An element's expanded name: {namespace}local, never a prefix.
struct XMLName: Hashable, Sendable, CustomStringConvertible {
    var namespace: String
    var local: String

    static func dav(_ local: String) -> XMLName { XMLName(namespace: "DAV:", local: local) }
    static func cardDAV(_ local: String) -> XMLName { XMLName(namespace: "urn:ietf:params:xml:ns:carddav", local: local) }

    var description: String { "{\(namespace)}\(local)" }
}
