import Credentials
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Store

/// A connected third-party service, kept for a CardDAV sync. It holds no
/// secret: `AddressBook.thirdPartySecret` fetches that when it is needed.
public struct ThirdPartyAccount: Sendable, Equatable {
    /// Which service, e.g. "fastmail".
    public var service: ServiceName
    /// The user name at the service.
    public var user: UserName
    /// The server to sync with, when given (`connect --server`).
    public var serverURL: URL?
    /// Where its secret comes from.
    public var credential: CredentialSource
    /// When it was connected, in seconds since 1970.
    public var connectedAt: Int64

    public init(service: ServiceName, user: UserName, serverURL: URL?, credential: CredentialSource, connectedAt: Int64) {
        self.service = service
        self.user = user
        self.serverURL = serverURL
        self.credential = credential
        self.connectedAt = connectedAt
    }

    /// `text` as a server URL: absolute https with a host, or http to a
    /// loopback host only (127.0.0.0/8, ::1, localhost), where nothing
    /// crosses a network; no user name or password inside it.
    public static func serverURL(_ text: String) throws(AuthError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(),
              !host.isEmpty, url.user == nil, url.password == nil,
              scheme == "https" || (scheme == "http" && isLoopback(host))
        else { throw .invalidServerURL(text) }
        return url
    }

    /// localhost, ::1 or a dotted IPv4 address in 127.0.0.0/8.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false).map { UInt8($0) }
        return parts.count == 4 && !parts.contains(nil) && parts[0] == 127
    }
}

/// Where a connected service's secret comes from.
public enum CredentialSource: Sendable, Equatable {
    /// A command run each time; only the command is stored.
    case passwordCommand(PasswordCommand)
    /// A token sealed under the vault key of our account `owner`.
    case vault(owner: String)
    /// A token stored in the clear before the vault existed; the next login encrypts it.
    case clearText
}

/// A secret as `connect` is given it.
public enum NewCredential: Sendable {
    /// Store only the command; run it when the secret is needed.
    case passwordCommand(PasswordCommand)
    /// Store the token, sealed under the logged-in account's vault key.
    case token(Secret)
}
