import Foundation

/// TCP on 127.0.0.1, the only address the tests ever contact.
public enum Loopback {
    /// The loopback address as text, for URLs.
    public static let host = "127.0.0.1"

    /// A port nothing listens on now: the kernel's pick for a socket bound to
    /// port 0, released at once. Another program could take it before the
    /// caller does; `CardDAVServer.start` retries when that happens.
    public static func freePort() throws -> UInt16 {
        let socket = try listeningSocket(port: 0)
        defer { close(socket) }
        return try port(of: socket)
    }

    /// True when something accepts TCP connections on `port` now.
    public static func isListening(port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = socketAddress(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Waits until `port` accepts connections, looking every 10 ms; false
    /// when `deadline` passes first or `givingUp` says to stop (the server died).
    public static func waitUntilListening(port: UInt16, deadline: Date, givingUp: () -> Bool = { false }) -> Bool {
        while !isListening(port: port) {
            if givingUp() || Date() >= deadline { return false }
            usleep(10_000)  // between attempts; the deadline, not this pause, bounds the wait
        }
        return true
    }

    /// A socket listening on 127.0.0.1:`port` (0: any free port), SO_REUSEADDR set.
    static func listeningSocket(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LoopbackError("socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = socketAddress(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw LoopbackError("cannot listen on \(host):\(port): \(message)")
        }
        return fd
    }

    /// The local port a socket is bound to.
    static func port(of socket: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard result == 0 else { throw LoopbackError("getsockname: \(String(cString: strerror(errno)))") }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Connects to 127.0.0.1:`port`; the socket, or an error.
    static func connectedSocket(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LoopbackError("socket: \(String(cString: strerror(errno)))") }
        var address = socketAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw LoopbackError("cannot connect to \(host):\(port): \(message)")
        }
        return fd
    }

    private static func socketAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        address.sin_addr.s_addr = inet_addr(host)
        return address
    }
}

/// A socket call on loopback that failed.
public struct LoopbackError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
