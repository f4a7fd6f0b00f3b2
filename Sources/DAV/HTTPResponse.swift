/// One HTTP exchange's answer.
struct HTTPResponse: Sendable {
    /// The URL that answered (after any redirect followed).
    var url: ServerURL
    var status: Int
    /// Header fields by lowercased name; a repeated field keeps its last value.
    var headers: [String: String]
    var body: [UInt8]
    /// Every `WWW-Authenticate` field of the answer, in order (a server may send several).
    var challenges: [String] = []

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    var isSuccess: Bool { (200..<300).contains(status) }
}
