/// The part of a content line before the value: group, name, parameters and what they say about the value.
struct ContentLineHeader {
    var group: String?
    var name = ""
    var kind = PropertyKind.other
    /// The property goes into ``VCard/properties`` (see ``PropertySelection``); when not, its
    /// name, parameters and (unless a TEL, EMAIL or X-ABLabel) group are never built.
    var keepsProperty = true
    var parameters: [VCardParameter] = []
    var encoding: ValueEncoding = .plain
    /// The CHARSET parameter, nil when absent.
    var charset: Charset?
    /// TYPE values, collected only for TEL and EMAIL.
    var types: [String] = []
    /// TYPE=PREF or PREF=1.
    var isPreferred = false
    /// VALUE=uri.
    var isURIValue = false

}
