import CCurl

/// One libcurl easy handle, reused for every request so the connection and
/// TLS session stay open between them (keep-alive), and with them Digest's
/// nonce and count: after the server's one challenge, each later request
/// carries its answer at once. Not thread-safe: one client, one thread.
final class CurlConnection {
    private let handle: UnsafeMutableRawPointer
    private let endpoint: DAVEndpoint
    /// The login the handle last sent; nil for none (as a new handle).
    private var lastLogin: AuthScheme?
    private var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

    /// libcurl's global state, set up once before the first handle (curl_global_init is not thread-safe).
    private static let initialised: Bool = curl_global_init(3) == CURLE_OK  // CURL_GLOBAL_ALL

    init(_ endpoint: DAVEndpoint) throws(DAVError) {
        guard Self.initialised, let handle = curl_easy_init() else {
            throw .connection(url: endpoint.url, message: "libcurl could not start")
        }
        self.handle = handle
        self.endpoint = endpoint
    }

    deinit {
        curl_easy_cleanup(handle)
    }

    /// Sends one request and returns the answer, whatever its status; never
    /// follows a redirect (the client decides). With `login`, the endpoint's
    /// user and secret go with it in that scheme (Basic at once; Digest in
    /// answer to the server's first challenge, then at once with the nonce
    /// it gave); without, no credentials are sent.
    /// Transport failures throw.
    func perform(_ method: String, _ url: ServerURL, headers: [String], body: [UInt8]?,
                 login: AuthScheme?) throws(DAVError) -> HTTPResponse {
        // curl_easy_reset also forgets Digest's nonce (and so costs a challenge a request): the handle is
        // reset only when the login changes, and every option below is set for each request either way.
        if login != lastLogin {
            curl_easy_reset(handle)
            lastLogin = login
        }
        let received = Received()
        let box = Unmanaged.passRetained(received)
        defer { box.release() }
        var list: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(list) }
        for header in headers + ["Expect:"] { list = curl_slist_append(list, header) }

        let timeout = max(1, endpoint.timeoutSeconds)
        setLong(CURLOPT_NOSIGNAL, 1)
        setString(CURLOPT_URL, url.requestText)
        setString(CURLOPT_PROTOCOLS_STR, "http,https")
        setLong(CURLOPT_PATH_AS_IS, 1)
        setString(CURLOPT_CUSTOMREQUEST, method)
        setString(CURLOPT_USERAGENT, endpoint.userAgent)
        setString(CURLOPT_ACCEPT_ENCODING, "")
        setLong(CURLOPT_CONNECTTIMEOUT, timeout)
        // A silent server: under 1 byte a second for `timeout` seconds ends the transfer.
        setLong(CURLOPT_LOW_SPEED_LIMIT, 1)
        setLong(CURLOPT_LOW_SPEED_TIME, timeout)
        setLong(CURLOPT_TIMEOUT, timeout * 20)
        if let login, !endpoint.user.isEmpty {
            // One scheme alone: CURLAUTH_BASIC goes with the first request; CURLAUTH_DIGEST
            // answers the server's 401 within this perform. Never CURLAUTH_ANY, which would
            // fall back to Basic (the secret in the clear) for a server that asked for Digest.
            setLong(CURLOPT_HTTPAUTH, login == .digest ? Self.curlAuthDigest : Self.curlAuthBasic)
            setString(CURLOPT_USERNAME, endpoint.user)
            setString(CURLOPT_PASSWORD, endpoint.password)
        }
        if let caFile = endpoint.caFile {
            setString(CURLOPT_CAINFO, caFile)
            setPointer(CURLOPT_CAPATH, nil)
        }
        if let pin = endpoint.pinnedKeySHA256 { setString(CURLOPT_PINNEDPUBLICKEY, pin) }
        if let body {
            _ = pb_curl_setopt_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            body.withUnsafeBytes { bytes in
                _ = pb_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS,
                                           UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)))
            }
        } else {
            // No body: the last request's stays on the handle, but is not sent with a GET.
            setLong(CURLOPT_HTTPGET, 1)
        }
        setLong(CURLOPT_NOBODY, method == "HEAD" ? 1 : 0)
        _ = pb_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(list))
        _ = pb_curl_setopt_callback(handle, CURLOPT_WRITEFUNCTION, Received.bodyCallback)
        _ = pb_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, box.toOpaque())
        _ = pb_curl_setopt_callback(handle, CURLOPT_HEADERFUNCTION, Received.headerCallback)
        _ = pb_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, box.toOpaque())
        errorBuffer = [CChar](repeating: 0, count: errorBuffer.count)
        let code = errorBuffer.withUnsafeMutableBufferPointer { buffer in
            _ = pb_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(buffer.baseAddress))
            return curl_easy_perform(handle)
        }
        guard code == CURLE_OK else { throw failure(code, url) }

        var status = 0
        _ = pb_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(url: url, status: status, headers: received.headers, body: received.body,
                            challenges: received.challenges)
    }

    /// CURLAUTH_BASIC and CURLAUTH_DIGEST: C macros of unsigned long bits, which Swift does not import.
    private static let curlAuthBasic = 1
    private static let curlAuthDigest = 2

    private func failure(_ code: CURLcode, _ url: ServerURL) -> DAVError {
        let detail = errorBuffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let message = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout(url: url.text)
        case CURLE_BAD_CONTENT_ENCODING:
            return .malformed(url: url.text, what: "its compression is broken (\(message))")
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_CRL_BADFILE:
            return .tls(url: url.text, message: message)
        default:
            return .connection(url: url.text, message: message)
        }
    }

    private func setLong(_ option: CURLoption, _ value: Int) {
        _ = pb_curl_setopt_long(handle, option, value)
    }

    private func setString(_ option: CURLoption, _ value: String) {
        // libcurl copies string options (since 7.17), so the temporary C string may go.
        _ = pb_curl_setopt_string(handle, option, value)
    }

    private func setPointer(_ option: CURLoption, _ value: UnsafeMutableRawPointer?) {
        _ = pb_curl_setopt_pointer(handle, option, value)
    }
}

/// What libcurl hands the callbacks during one transfer.
private final class Received {
    var body: [UInt8] = []
    var headers: [String: String] = [:]
    var challenges: [String] = []

    static let bodyCallback: curl_write_callback = { data, size, count, context in
        let received = Unmanaged<Received>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        if let data, length > 0 {
            data.withMemoryRebound(to: UInt8.self, capacity: length) {
                received.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
        }
        return length
    }

    static let headerCallback: curl_write_callback = { data, size, count, context in
        let received = Unmanaged<Received>.fromOpaque(context!).takeUnretainedValue()
        let length = size * count
        guard let data, length > 0 else { return length }
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
            // A new response (after a 100 Continue, or Digest's 401): only its fields count.
            received.headers = [:]
            received.challenges = []
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].asciiTrimmed
            received.headers[name] = value
            if name == "www-authenticate" { received.challenges.append(value) }
        }
        return length
    }
}
