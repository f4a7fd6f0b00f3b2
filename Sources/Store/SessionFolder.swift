import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Where session key files live: `$XDG_RUNTIME_DIR/phonebook` (a per-user
/// tmpfs the system empties at logout), else `phonebook-UID` under the
/// system's temporary folder. Either must be a folder of this user's own,
/// closed to everyone else (0700); one that is not is refused, never
/// repaired, since another user who could make it could also read it.
public struct SessionFolder: Sendable, Equatable {
    /// The folder's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The folder `environment` chooses (pass the process's environment).
    public static func resolve(environment: [String: String]) -> SessionFolder {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return SessionFolder(path: URL(fileURLWithPath: runtime).appendingPathComponent("phonebook").path)
        }
        let temporary = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        return SessionFolder(path: URL(fileURLWithPath: temporary).appendingPathComponent("phonebook-\(geteuid())").path)
    }

    /// What is wrong with a folder of `mode` owned by `owner` for `user`; nil when nothing.
    public static func problem(mode: mode_t, owner: uid_t, user: uid_t) -> String? {
        if mode & S_IFMT != S_IFDIR { return "it is not a folder" }
        if owner != user { return "it belongs to another user (uid \(owner))" }
        if mode & 0o077 != 0 {
            return "other users can use it (mode \(String(mode & 0o777, radix: 8))); it must be 700"
        }
        return nil
    }
}
