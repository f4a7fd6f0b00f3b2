import Credentials
import Foundation

/// A connected third-party service, kept for a later CardDAV sync. Its
/// secret redacts itself, so printing the record never shows it.
public struct ThirdPartyAccount: Sendable {
    /// Which service, e.g. "fastmail".
    public var service: ServiceName
    /// The user name at the service.
    public var user: UserName
    /// The server to sync with, when given (`connect --server`).
    public var serverURL: URL?
    /// The token or app password the sync signs in with.
    public var secret: Secret
    /// When it was connected, in seconds since 1970.
    public var connectedAt: Int64

    public init(service: ServiceName, user: UserName, serverURL: URL?, secret: Secret, connectedAt: Int64) {
        self.service = service
        self.user = user
        self.serverURL = serverURL
        self.secret = secret
        self.connectedAt = connectedAt
    }

    /// `text` as a server URL: absolute, http or https, with a host.
    public static func serverURL(_ text: String) throws(AuthError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "https" || scheme == "http", url.host?.isEmpty == false
        else { throw .invalidServerURL(text) }
        return url
    }
}
