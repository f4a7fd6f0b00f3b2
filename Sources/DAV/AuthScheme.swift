/// How the client proves the account to the server (RFC 7617 Basic, RFC 7616
/// Digest): the two schemes libcurl speaks that CardDAV servers ask for.
public enum AuthScheme: String, Sendable, CaseIterable {
    /// The user and secret in every request, sent before any challenge: no extra round trip.
    case basic
    /// A hash of them against the server's nonce; libcurl answers the server's
    /// first challenge and keeps its nonce for the requests after, so a run
    /// costs one 401 (another only when the server declares the nonce stale).
    case digest

    /// The schemes a 401's `WWW-Authenticate` fields offer, by name as the
    /// server spelled them ("Digest", "Bearer"), in order, each once.
    static func offered(in challenges: [String]) -> [String] {
        var names: [String] = []
        for field in challenges {
            // A field may hold several challenges: a scheme is a token followed by a space or the end,
            // at the start or after a comma; parameters (name=value) are skipped.
            for piece in field.split(separator: ",") {
                let words = piece.split(separator: " ", omittingEmptySubsequences: true)
                guard let first = words.first, !first.contains("="), !first.contains("\"") else { continue }
                let name = String(first)
                if !names.contains(where: { $0.lowercased() == name.lowercased() }) { names.append(name) }
            }
        }
        return names
    }

    /// The scheme `name` means, when it is one phonebook speaks.
    init?(name: String) {
        self.init(rawValue: name.lowercased())
    }
}
