import Foundation

/// HTTP/1.1 framing over a blocking socket: heads, Content-Length and chunked
/// bodies, 100 Continue. Only what `ScriptedHTTPServer` needs, for tests.
final class HTTPWire {
    /// Headers the wire sets itself when it sends a message.
    static let framingHeaders: Set<String> = ["content-length", "transfer-encoding", "connection", "keep-alive", "expect"]

    let socket: Int32
    private var buffer: [UInt8] = []

    init(socket: Int32) { self.socket = socket }

    /// Writes every byte; false when the peer is gone (no SIGPIPE).
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { return false }
            sent += result
        }
        return true
    }

    /// Reads the next request; nil at end of stream or on a framing error.
    /// Answers `Expect: 100-continue` itself before reading the body.
    func readRequest() -> HTTPRequest? {
        guard let (startLine, headers) = readHead() else { return nil }
        let parts = startLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2 else { return nil }
        var request = HTTPRequest(method: String(parts[0]), path: String(parts[1]), headers: headers, body: [])
        if request.header("Expect")?.lowercased() == "100-continue" {
            write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        guard let body = readBody(headers, untilClose: false) else { return nil }
        request.body = body
        return request
    }

    /// Reads the next response to a request with `method`; nil when the stream ends or breaks.
    /// Returns also whether the peer asked to close the connection after it.
    func readResponse(to method: String) -> (response: HTTPResponse, closes: Bool)? {
        while true {
            guard let (statusLine, headers) = readHead() else { return nil }
            let parts = statusLine.split(separator: " ", maxSplits: 2)
            guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
            if (100..<200).contains(status) { continue }  // an interim answer; the real one follows
            let http10 = parts[0] == "HTTP/1.0"
            let connection = headers.first { $0.name.lowercased() == "connection" }?.value.lowercased()
            let closes = connection == "close" || (http10 && connection != "keep-alive")
            let bodiless = method == "HEAD" || status == 204 || status == 304
            guard let body = bodiless ? [] : readBody(headers, untilClose: true) else { return nil }
            return (HTTPResponse(status: status, headers: headers, body: body), closes)
        }
    }

    /// The start line and header lines up to the blank line.
    private func readHead() -> (String, [(name: String, value: String)])? {
        var lines: [String] = []
        while true {
            guard let line = readLine() else { return nil }
            if line.isEmpty {
                if lines.isEmpty { continue }  // tolerate stray CRLF between messages (RFC 9112 2.2)
                break
            }
            lines.append(line)
        }
        let headers: [(name: String, value: String)] = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (lines[0], headers)
    }

    private func readBody(_ headers: [(name: String, value: String)], untilClose: Bool) -> [UInt8]? {
        func value(_ name: String) -> String? { headers.first { $0.name.lowercased() == name }?.value }
        if value("transfer-encoding")?.lowercased().contains("chunked") == true {
            var body: [UInt8] = []
            while true {
                guard let line = readLine(),
                      let size = Int(line.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? "", radix: 16)
                else { return nil }
                if size == 0 {
                    while let trailer = readLine(), !trailer.isEmpty {}
                    return body
                }
                guard let chunk = read(count: size), readLine() == "" else { return nil }
                body += chunk
            }
        }
        if let length = value("content-length").flatMap({ Int($0) }) { return read(count: length) }
        return untilClose ? readToEnd() : []
    }

    private func readLine() -> String? {
        var start = 0
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                let text = String(decoding: line, as: UTF8.self)
                buffer.removeFirst(newline + 1)
                return text
            }
            start = buffer.count
            guard fill() else { return nil }
        }
    }

    private func read(count: Int) -> [UInt8]? {
        while buffer.count < count { guard fill() else { return nil } }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    private func readToEnd() -> [UInt8] {
        while fill() {}
        defer { buffer = [] }
        return buffer
    }

    /// Reads what the socket has into the buffer; false at end of stream or on an error.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }
}
