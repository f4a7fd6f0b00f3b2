import Foundation

/// An in-process HTTP/1.1 server on 127.0.0.1 for the faults real servers do
/// not produce on demand. Either it answers from a script (a function from
/// request to reply), or it is a proxy in front of a real `CardDAVServer`,
/// forwarding every request over a kept-alive connection of its own and
/// injecting `Fault`s at chosen requests. It records every request it
/// receives, so a test can count what a client sent.
///
/// POSIX sockets, one thread accepting and one per connection
/// (ScriptedHTTPServer+Connections.swift); `stop()` (or releasing it) closes
/// every socket and waits for the threads to end.
public final class ScriptedHTTPServer: Sendable {
    /// The port it listens on, on 127.0.0.1.
    public let port: UInt16
    /// `http://127.0.0.1:PORT/`.
    public var url: String { "http://\(Loopback.host):\(port)/" }

    private let connections: Connections

    /// A server answering every request with `script`'s reply.
    public static func scripted(_ script: @escaping @Sendable (HTTPRequest) -> Reply) throws -> ScriptedHTTPServer {
        try ScriptedHTTPServer(.script(script))
    }

    /// A server answering the requests, in order, with `replies`; once they are used up, 500.
    public static func scripted(replies: [Reply]) throws -> ScriptedHTTPServer {
        let queue = ReplyQueue(replies)
        return try ScriptedHTTPServer(.script { _ in queue.next() })
    }

    /// A proxy in front of `server` that injects `faults` (more can be added later with `inject`).
    public static func proxy(to server: CardDAVServer, faults: [Fault] = []) throws -> ScriptedHTTPServer {
        try proxy(toPort: server.port, faults: faults)
    }

    /// A proxy in front of whatever listens on 127.0.0.1:`port`.
    public static func proxy(toPort port: UInt16, faults: [Fault] = []) throws -> ScriptedHTTPServer {
        let server = try ScriptedHTTPServer(.proxy(upstreamPort: port))
        for fault in faults { server.inject(fault) }
        return server
    }

    private init(_ mode: Connections.Mode) throws {
        connections = try Connections(mode)
        port = connections.port
    }

    deinit { connections.stop() }

    /// `http://127.0.0.1:PORT` + `path` (a path-absolute reference such as `CardDAVServer.bookPath`).
    public func url(_ path: String) -> String { "http://\(Loopback.host):\(port)\(path)" }

    /// Every request received so far, in order of arrival.
    public var requests: [HTTPRequest] { connections.requests }

    /// The status of every response sent so far, in the order they went out
    /// (a request closed or left unanswered has none).
    public var statuses: [Int] { connections.statuses }

    /// The requests received so far that `match` selects.
    public func requests(_ match: RequestMatch) -> [HTTPRequest] { requests.filter(match.matches) }

    /// How many requests `match` selects so far.
    public func count(_ match: RequestMatch) -> Int { requests(match).count }

    /// Adds a fault; its `nth` counts matching requests from now on.
    public func inject(_ fault: Fault) { connections.inject(fault) }

    /// Removes every fault: from now on the proxy forwards everything as it is.
    public func clearFaults() { connections.clearFaults() }

    /// Forgets the requests and statuses recorded so far.
    public func clearRequests() { connections.clearRequests() }

    /// Closes the listening socket and every connection, and waits for the threads to end.
    public func stop() { connections.stop() }
}

/// Scripted replies handed out in order, shared by the connection threads.
private final class ReplyQueue: @unchecked Sendable {
    // @unchecked: `replies` is only touched under `lock`.
    private let lock = NSLock()
    private var replies: [ScriptedHTTPServer.Reply]

    init(_ replies: [ScriptedHTTPServer.Reply]) { self.replies = replies }

    func next() -> ScriptedHTTPServer.Reply {
        lock.withLock {
            replies.isEmpty
                ? .response(HTTPResponse(status: 500, contentType: "text/plain", body: "no scripted reply left"))
                : replies.removeFirst()
        }
    }
}
