/// The part of a content line before the value: group, name, parameters and what they say about the value.
struct ContentLineHeader {
    var group: String?
    var name: String
    var parameters: [VCardParameter] = []
    var encoding: ValueEncoding = .plain
    /// The CHARSET parameter, nil when absent.
    var charset: Charset?

    init(group: String?, name: String) {
        self.group = group
        self.name = name
    }
}
