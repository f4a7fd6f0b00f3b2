import Foundation

extension ScriptedHTTPServer {
    /// The sockets and threads behind a `ScriptedHTTPServer`: the threads hold
    /// this, not the server, so releasing the server can stop them.
    final class Connections: @unchecked Sendable {
        // @unchecked: the mutable state (records, faults, open sockets, counts) is guarded by `lock` and `allEnded`.

        enum Mode {
            case script(@Sendable (HTTPRequest) -> Reply)
            case proxy(upstreamPort: UInt16)
        }

        let port: UInt16
        private let mode: Mode
        private let listener: Int32
        private let lock = NSLock()
        private var received: [HTTPRequest] = []
        private var answered: [Int] = []
        private var faults: [(fault: Fault, seen: Int)] = []
        private var openSockets: Set<Int32> = []
        private var running = 0
        private var stopped = false
        private let allEnded = NSCondition()

        init(_ mode: Mode) throws {
            self.mode = mode
            listener = try Loopback.listeningSocket(port: 0)
            port = try Loopback.port(of: listener)
            started()
            let thread = Thread { self.acceptConnections() }
            thread.name = "ScriptedHTTPServer :\(port)"
            thread.start()
        }

        var requests: [HTTPRequest] { lock.withLock { received } }

        var statuses: [Int] { lock.withLock { answered } }

        func inject(_ fault: Fault) { lock.withLock { faults.append((fault, 0)) } }

        func clearFaults() { lock.withLock { faults.removeAll() } }

        func clearRequests() { lock.withLock { received.removeAll(); answered.removeAll() } }

        /// Closes the listening socket and every connection, and waits for the threads to end.
        func stop() {
            let sockets: Set<Int32> = lock.withLock {
                if stopped { return [] }
                stopped = true
                return openSockets
            }
            shutdown(listener, Int32(SHUT_RDWR))  // wakes the thread blocked in accept()
            for socket in sockets { shutdown(socket, Int32(SHUT_RDWR)) }
            allEnded.lock()
            while running > 0 { allEnded.wait() }
            allEnded.unlock()
            close(listener)
        }

        private func acceptConnections() {
            defer { ended() }
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return
                }
                guard track(client) else { close(client); return }
                started()
                let thread = Thread {
                    defer { self.untrack(client); close(client); self.ended() }
                    self.serve(HTTPWire(socket: client))
                }
                thread.start()
            }
        }

        /// Answers requests on one connection until it closes or a reply closes it.
        private func serve(_ client: HTTPWire) {
            var upstream: HTTPWire?
            defer { if let upstream { untrack(upstream.socket); close(upstream.socket) } }
            while let request = client.readRequest() {
                let action = record(request)
                let keepAlive = request.header("Connection")?.lowercased() != "close"
                let reply: Reply
                switch mode {
                case .script(let script):
                    reply = script(request)
                case .proxy(let upstreamPort):
                    reply = forward(request, action: action, upstream: &upstream, port: upstreamPort)
                }
                switch reply {
                case .response(let response):
                    lock.withLock { answered.append(response.status) }
                    let written = client.write(response.serialized(keepAlive: keepAlive, headOnly: request.method == "HEAD"))
                    if case .afterAnswering(let then)? = action { then() }
                    guard written, keepAlive else { return }
                case .closeConnection:
                    return
                case .silent:
                    while client.readRequest() != nil {}  // until the client gives up or `stop()`
                    return
                }
            }
        }

        /// What the proxy answers: the real server's reply, or the fault's.
        private func forward(_ request: HTTPRequest, action: FaultAction?, upstream: inout HTTPWire?, port: UInt16) -> Reply {
            switch action {
            case .closeConnection?: return .closeConnection
            case .silent?: return .silent
            case .respond(let response)?: return .response(response)
            case .htmlLoginPage?: return .response(ScriptedHTTPServer.loginPage)
            case .instead(let call)?:
                call()
                return .closeConnection
            default: break
            }
            // The real server is down (killed, stopped): to the client, the connection just ends.
            guard let response = exchange(request, upstream: &upstream, port: port) else { return .closeConnection }
            switch action {
            case .closeAfterForwarding?: return .closeConnection
            case .garbageXML?:
                var garbled = response
                garbled.body = Array(ScriptedHTTPServer.garbageXML.utf8)
                return .response(garbled)
            case .dropSyncToken?: return .response(ScriptedHTTPServer.withoutSyncToken(response))
            case .transform(let change)?: return .response(change(response))
            default: return .response(response)
            }
        }

        /// Sends `request` to the real server on the kept-alive connection (made
        /// again when the server closed it) and reads its answer.
        private func exchange(_ request: HTTPRequest, upstream: inout HTTPWire?, port: UInt16) -> HTTPResponse? {
            for attempt in 0..<2 {
                if upstream == nil {
                    guard let socket = try? Loopback.connectedSocket(port: port) else { return nil }
                    guard track(socket) else { close(socket); return nil }
                    upstream = HTTPWire(socket: socket)
                }
                guard let wire = upstream else { return nil }
                var head = "\(request.method) \(request.path) HTTP/1.1\r\n"
                for (name, value) in request.headers where !HTTPWire.framingHeaders.contains(name.lowercased()) {
                    head += "\(name): \(value)\r\n"
                }
                head += "Content-Length: \(request.body.count)\r\n\r\n"
                if wire.write(Array(head.utf8) + request.body), let (response, closes) = wire.readResponse(to: request.method) {
                    if closes { untrack(wire.socket); close(wire.socket); upstream = nil }
                    return response
                }
                // A kept-alive connection the server had closed meanwhile: once more on a new one.
                untrack(wire.socket); close(wire.socket); upstream = nil
                if attempt == 1 { return nil }
            }
            return nil
        }

        /// Records `request` and returns the fault it triggers, if any.
        private func record(_ request: HTTPRequest) -> FaultAction? {
            lock.withLock {
                received.append(request)
                var action: FaultAction?
                for index in faults.indices where faults[index].fault.match.matches(request) {
                    faults[index].seen += 1
                    let fault = faults[index].fault, seen = faults[index].seen
                    if action == nil, seen >= fault.nth, seen - fault.nth < fault.times { action = fault.action }
                }
                return action
            }
        }

        private func track(_ socket: Int32) -> Bool {
            lock.withLock {
                if stopped { return false }
                openSockets.insert(socket)
                return true
            }
        }

        private func untrack(_ socket: Int32) { _ = lock.withLock { openSockets.remove(socket) } }

        private func started() { allEnded.lock(); running += 1; allEnded.unlock() }

        private func ended() { allEnded.lock(); running -= 1; allEnded.broadcast(); allEnded.unlock() }
    }
}
