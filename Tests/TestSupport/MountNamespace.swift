import Foundation

/// A shell script run in a mount namespace of its own (`unshare -m`, mounts
/// private), where it may mount a small tmpfs to fill up or make read-only
/// without touching the machine's mounts. Needs root with CAP_SYS_ADMIN, as
/// in this project's containers; elsewhere `isAvailable` is false.
public enum MountNamespace {
    /// Whether a tmpfs can be mounted in a namespace here.
    public static let isAvailable: Bool = {
        (try? withTemporaryDirectory { folder in
            try run("mount -t tmpfs -o size=64k tmpfs \"$1\"", arguments: [folder.path]).status == 0
        }) ?? false
    }()

    /// Runs `script` with `sh -c`; `arguments` are its `$1`, `$2`, ….
    public static func run(_ script: String, arguments: [String],
                           environment: [String: String] = [:]) throws -> CommandResult {
        try runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                       ["unshare", "-m", "--propagation", "private", "/bin/sh", "-c", script, "sh"] + arguments,
                       environment: environment)
    }
}
