import Foundation

/// One HTTP exchange made with the curl command-line tool: the tests' way of
/// acting on a server as another client would (a phone), with none of our code.
public struct CurlResponse: Sendable {
    /// The final status code (after any 100 Continue).
    public var status: Int
    /// The final response's header lines, in order, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body, byte for byte.
    public var body: [UInt8]

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Runs curl against 127.0.0.1 only, proxies ignored, URLs sent as given.
public enum Curl {
    /// The curl executable (.ci/run installs it when missing).
    static let executable: String? = ChildProcess.find("curl")

    /// Sends one request; `folder` holds curl's scratch files while it runs.
    /// With `digest`, the user and password answer a Digest challenge instead of going as Basic.
    /// Throws when curl gets no answer (refused, closed, `timeout` seconds passed).
    public static func request(_ method: String, _ url: String, headers: [String] = [], body: [UInt8]? = nil,
                               user: String? = nil, password: String? = nil, digest: Bool = false, timeout: Int = 30,
                               in folder: URL) throws -> CurlResponse {
        guard let curl = executable else { throw ChildProcessError("curl is not installed (apt-get install curl)") }
        guard url.hasPrefix("http://\(Loopback.host):") else {
            throw ChildProcessError("tests contact \(Loopback.host) only, not \(url)")
        }
        let scratch = folder.appendingPathComponent("curl-\(UUID().uuidString)")
        let headerFile = scratch.appendingPathExtension("headers"), bodyFile = scratch.appendingPathExtension("body")
        let requestFile = scratch.appendingPathExtension("request")
        defer { for file in [headerFile, bodyFile, requestFile] { try? FileManager.default.removeItem(at: file) } }

        var arguments = ["-sS", "--noproxy", "*", "--path-as-is", "--globoff", "--max-time", "\(timeout)",
                         "-X", method, "-D", headerFile.path, "-o", bodyFile.path]
        if let user { arguments += (digest ? ["--digest"] : []) + ["-u", "\(user):\(password ?? "")"] }
        for header in headers { arguments += ["-H", header] }
        if let body {
            try Data(body).write(to: requestFile)
            arguments += ["--data-binary", "@\(requestFile.path)"]
        }
        arguments.append(url)
        let run = try ChildProcess.run(curl, arguments)
        guard run.status == 0 else {
            throw ChildProcessError("curl \(method) \(url) failed (\(run.status)): \(String(decoding: run.output, as: UTF8.self))")
        }
        let (status, headerLines) = finalResponse(in: (try? String(contentsOf: headerFile, encoding: .utf8)) ?? "")
        let bytes = (try? Data(contentsOf: bodyFile)).map { [UInt8]($0) } ?? []
        return CurlResponse(status: status, headers: headerLines, body: bytes)
    }

    /// The status and headers of the last response in a `-D` dump (a 100 Continue comes first).
    private static func finalResponse(in dump: String) -> (Int, [(name: String, value: String)]) {
        var status = 0
        var headers: [(name: String, value: String)] = []
        for line in dump.components(separatedBy: "\r\n") where !line.isEmpty {
            if line.hasPrefix("HTTP/") {
                status = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
                headers = []
            } else if let colon = line.firstIndex(of: ":") {
                headers.append((String(line[..<colon]),
                                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
            }
        }
        return (status, headers)
    }
}
