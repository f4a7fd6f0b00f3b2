/// An element of a parsed reply: its name, its child elements and the text
/// directly inside it (entities decoded, CDATA included).
struct XMLNode: Sendable {
    var name: XMLName
    var children: [XMLNode] = []
    var text: [UInt8] = []

    /// The first child called `name`.
    func child(_ name: XMLName) -> XMLNode? { children.first { $0.name == name } }

    /// Every child called `name`.
    func children(_ name: XMLName) -> [XMLNode] { children.filter { $0.name == name } }

    /// The text, trimmed of surrounding white space.
    var trimmedText: String { String(decoding: text, as: UTF8.self).asciiTrimmed }

    /// The names of every element below this one.
    var descendantNames: Set<XMLName> {
        var names = Set<XMLName>()
        for child in children {
            names.insert(child.name)
            names.formUnion(child.descendantNames)
        }
        return names
    }
}
