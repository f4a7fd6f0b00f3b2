extension CardDAVClient {
    /// The address books the account can reach: the endpoint URL itself when
    /// it is one; else its current-user-principal, or that of
    /// /.well-known/carddav (redirects followed, method kept); then the
    /// principal's addressbook-home-set, listed at Depth 1. Throws
    /// `.unauthorized` for a wrong secret, `.notCardDAV` when nothing leads
    /// to a home set, and transport errors as they come.
    public func discover() throws(DAVError) -> [AddressBookInfo] {
        var principal: ServerURL?, home: ServerURL?
        do {
            let response = try send(.propfind, "PROPFIND", base, headers: ["Depth: 0"], body: RequestBody.propfind(Self.startProperties))
            if let here = try multistatus(response).responses.first {
                if let book = Self.bookInfo(here, listedBy: response.url) { return [book] }
                principal = here.hrefProperty(.dav("current-user-principal")).flatMap(response.url.resolving)
                home = here.hrefProperty(.cardDAV("addressbook-home-set")).flatMap(response.url.resolving)
            }
        } catch {
            guard Self.isAnswerToTryElsewhere(error) else { throw error }
        }
        if principal == nil, home == nil {
            principal = try wellKnownPrincipal()
        }
        if home == nil, let principal {
            let response = try send(.propfind, "PROPFIND", principal, headers: ["Depth: 0"],
                                    body: RequestBody.propfind(["card:addressbook-home-set"]))
            home = try multistatus(response).responses.first?.hrefProperty(.cardDAV("addressbook-home-set"))
                .flatMap(response.url.resolving)
        }
        guard let home else { throw .notCardDAV(url: base.text) }
        let listing = try send(.propfind, "PROPFIND", home, headers: ["Depth: 1"], body: RequestBody.propfind(Self.bookProperties))
        return try multistatus(listing).responses.compactMap { Self.bookInfo($0, listedBy: listing.url) }
    }

    /// The principal /.well-known/carddav (RFC 6764) leads to; `.notCardDAV` when it leads nowhere.
    private func wellKnownPrincipal() throws(DAVError) -> ServerURL {
        guard let wellKnown = ServerURL(base.origin + "/.well-known/carddav") else { throw .notCardDAV(url: base.text) }
        do {
            let response = try send(.propfind, "PROPFIND", wellKnown, headers: ["Depth: 0"],
                                    body: RequestBody.propfind(["d:current-user-principal", "d:resourcetype"]),
                                    followingRedirects: true)
            if let principal = try multistatus(response).responses.first?.hrefProperty(.dav("current-user-principal"))
                .flatMap(response.url.resolving) {
                return principal
            }
        } catch {
            guard Self.isAnswerToTryElsewhere(error) else { throw error }
        }
        throw .notCardDAV(url: base.text)
    }

    /// True for an answer that only says "not here" (404, 405, an HTML page):
    /// discovery goes on. A login refused or not given, a timeout, a TLS or connection failure stop it.
    private static func isAnswerToTryElsewhere(_ error: DAVError) -> Bool {
        switch error {
        case .unauthorized, .unsupportedLogin, .loginAtAnotherOrigin, .timeout, .connection, .tls, .invalidURL: false
        default: true
        }
    }

    private static let startProperties = ["d:current-user-principal", "d:resourcetype", "d:displayname",
                                          "d:current-user-privilege-set", "d:supported-report-set",
                                          "card:addressbook-home-set"]
    private static let bookProperties = ["d:resourcetype", "d:displayname", "d:current-user-privilege-set",
                                         "d:supported-report-set"]

    /// The address book a response describes; nil when its resourcetype has no CARDDAV:addressbook.
    static func bookInfo(_ response: Multistatus.Response, listedBy url: ServerURL) -> AddressBookInfo? {
        guard response.property(.dav("resourcetype"))?.child(.cardDAV("addressbook")) != nil else { return nil }
        let name = response.property(.dav("displayname"))?.trimmedText
        let privileges = response.property(.dav("current-user-privilege-set"))?.descendantNames
        let writes: Set<XMLName> = [.dav("all"), .dav("write"), .dav("write-content"), .dav("bind")]
        let readOnly = privileges.map { $0.isDisjoint(with: writes) } ?? false
        let reports = response.property(.dav("supported-report-set"))?.descendantNames ?? []
        return AddressBookInfo(href: response.href, url: url.resolving(response.href)?.text ?? response.href,
                               displayName: name?.isEmpty == false ? name : nil, readOnly: readOnly,
                               supportsSyncCollection: reports.contains(.dav("sync-collection")))
    }
}
