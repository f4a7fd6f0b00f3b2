#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The name of a file phonebook writes whole before it is renamed into a
/// folder (a vdir's card, an export's file): `.phonebook-PID-XXXXXX`,
/// hidden and not ending in `.vcf`, so neither khard nor vdirsyncer reads
/// it. The process's id in it tells one a killed run left (its process is
/// gone) from one being written, so the next listing of a vdir, by a sync
/// or an export, removes it.
public enum VdirTemporaryName {
    static let prefix = ".phonebook-"

    /// The `mkstemp` template of a new one in `folder`.
    public static func template(in folder: String) -> String {
        folder + "/" + prefix + "\(getpid())-XXXXXX"
    }

    /// Removes the files among `names` (of `folder`) that are such files
    /// whose process has ended (a run killed between writing one and
    /// renaming it).
    public static func removeAbandoned(in folder: String, names: [String]) {
        for name in names where name.hasPrefix(prefix) {
            let fields = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1)
            guard fields.count == 2, fields[1].count == 6, let pid = pid_t(fields[0]), pid > 0 else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + name) }
        }
    }
}
