import Foundation

/// An HTTP/1.1 request as `ScriptedHTTPServer` received it (after any 100 Continue).
public struct HTTPRequest: Sendable {
    /// The method, as sent (`PROPFIND`, `REPORT`, `PUT`, ...).
    public var method: String
    /// The request target, exactly as sent (percent-encoding kept).
    public var path: String
    /// The header lines, in order, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body, de-chunked.
    public var body: [UInt8]

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? { headerValue(name, in: headers) }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// For a REPORT, the local name of the body's root element
    /// (`sync-collection`, `addressbook-multiget`, `addressbook-query`); nil otherwise.
    public var reportKind: String? {
        guard method == "REPORT" else { return nil }
        var text = Substring(self.text)
        while let open = text.firstIndex(of: "<") {
            text = text[text.index(after: open)...]
            guard let first = text.first, first != "?", first != "!" else { continue }
            let name = text.prefix { !" \t\r\n/>".contains($0) }
            return String(name.split(separator: ":").last ?? name)
        }
        return nil
    }
}

/// An HTTP/1.1 response: what a script answers, or what the proxy got from the real server.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header lines, in order; Content-Length, Transfer-Encoding and Connection are set when sent.
    public var headers: [(name: String, value: String)]
    /// The body, byte for byte.
    public var body: [UInt8]

    /// A response with `body` as UTF-8 text and its Content-Type.
    public init(status: Int, contentType: String? = nil, body: String = "", headers: [(name: String, value: String)] = []) {
        self.status = status
        self.headers = headers + (contentType.map { [("Content-Type", $0)] } ?? [])
        self.body = Array(body.utf8)
    }

    /// A response with raw bytes.
    public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A 207 multistatus with `xml` as its body.
    public static func multistatus(_ xml: String) -> HTTPResponse {
        HTTPResponse(status: 207, contentType: "application/xml; charset=utf-8", body: xml)
    }

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? { headerValue(name, in: headers) }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The bytes on the wire: status line, headers, Content-Length, body.
    func serialized(keepAlive: Bool, headOnly: Bool = false) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers where !HTTPWire.framingHeaders.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n"
        if !keepAlive { head += "Connection: close\r\n" }
        head += "\r\n"
        return Array(head.utf8) + (headOnly ? [] : body)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 207: "Multi-Status"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 412: "Precondition Failed"
        case 415: "Unsupported Media Type"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 507: "Insufficient Storage"
        default: "Status"
        }
    }
}

private func headerValue(_ name: String, in headers: [(name: String, value: String)]) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
}
