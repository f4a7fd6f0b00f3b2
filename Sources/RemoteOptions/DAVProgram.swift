import Foundation

/// phonebook-dav, the executable that talks to CardDAV servers. phonebook
/// itself never links libcurl or expat (they would cost every command's
/// start-up: issue 14), so `connect` and `sync` hand their whole command
/// line to it, as git hands https to git-remote-https.
public enum DAVProgram {
    public static let name = "phonebook-dav"

    /// Where it must be: beside the running executable.
    public static var path: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Replaces this process with phonebook-dav given the same arguments;
    /// standard input, output, error and the exit status become its. Returns
    /// only by throwing: phonebook-dav is missing (exit 69, naming the path).
    public static func replaceProcess(arguments: [String] = Array(CommandLine.arguments.dropFirst())) throws -> Never {
        let path = self.path
        fflush(nil)  // every stream: what phonebook printed must come before phonebook-dav's output
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw CommandFailure(
            message: "\(name), which talks to CardDAV servers, cannot run from \(path) (\(reason)); "
                + "build it beside phonebook (swift build)",
            status: .unavailable)
    }
}
