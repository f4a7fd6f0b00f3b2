import FoundationEssentials
import Reporting
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

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

    /// The Debian packages phonebook-dav is built with, as bin/packages lists
    /// them in its `dav` group (a test holds the two equal). bin/phonebook
    /// builds phonebook-dav only when they are installed.
    public static let systemPackages = ["libcurl4-openssl-dev", "libexpat1-dev"]

    /// The one line saying phonebook-dav cannot run from `path` for `reason`
    /// (an errno), and, when it is not there, how to get it.
    public static func cannotRunMessage(from path: String, errorNumber: Int32) -> String {
        let line = "\(name), which talks to CardDAV servers, cannot run from \(path) (\(String(cString: strerror(errorNumber))))"
        guard errorNumber == ENOENT else { return line }
        return line + "; it is built beside phonebook once libcurl and expat are installed: "
            + "sudo apt-get install \(systemPackages.joined(separator: " ")), then run bin/phonebook or bin/install again"
    }

    /// Replaces this process with phonebook-dav given the same arguments;
    /// standard input, output, error and the exit status become its. Returns
    /// only by throwing: phonebook-dav cannot run (exit 69, naming the path,
    /// and the packages to install when it is missing).
    public static func replaceProcess(
        arguments: [String] = GlobalOptions.movedAfterCommand(Array(CommandLine.arguments.dropFirst()))
    ) throws -> Never {
        let path = self.path
        fflush(nil)  // every stream: what phonebook printed must come before phonebook-dav's output
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let failure = errno
        argv.forEach { free($0) }
        throw CommandFailure(message: cannotRunMessage(from: path, errorNumber: failure), status: .unavailable)
    }
}
