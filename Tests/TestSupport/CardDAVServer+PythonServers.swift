import Foundation

/// Radicale and Xandikos, the two Python servers from `bin/dav-servers`'s venv:
/// their configuration and the wrapper that ends them with the test runner.
extension CardDAVServer {
    /// The command-line arguments for the server, after writing its configuration under `folder`.
    static func arguments(_ kind: Kind, port: UInt16, folder: URL) throws -> [String] {
        switch kind {
        case .radicale:
            let users = folder.appendingPathComponent("users")
            let config = folder.appendingPathComponent("config")
            try "alice:secret\n".write(to: users, atomically: true, encoding: .utf8)
            // delay = 0: Radicale otherwise waits ~1 s before every 401, which only slows the tests down.
            try """
                [server]
                hosts = \(Loopback.host):\(port)
                [auth]
                type = htpasswd
                htpasswd_filename = \(users.path)
                htpasswd_encryption = plain
                delay = 0
                [rights]
                type = owner_only
                [storage]
                filesystem_folder = \(folder.appendingPathComponent("collections").path)
                [logging]
                level = warning
                """.write(to: config, atomically: true, encoding: .utf8)
            return ["-C", config.path]
        case .sabredav:
            return []
        case .xandikos:
            return ["serve", "-d", folder.appendingPathComponent("data").path, "--defaults",
                    "-l", Loopback.host, "-p", "\(port)",
                    "--state-dir", folder.appendingPathComponent("state").path, "--no-detect-systemd"]
        }
    }

    /// Runs the console script given as the first argument, with the rest as
    /// its arguments, beside a thread that ends the process once its parent
    /// (the test runner) is gone, so a crashed run leaves no server behind.
    /// (PR_SET_PDEATHSIG would fire when the spawning *thread* ends, which a
    /// test's thread may do long before the test is over.)
    static let parentWatch = """
        import os, runpy, sys, threading, time
        parent = os.getppid()
        def watch():
            while os.getppid() == parent:
                time.sleep(0.5)
            os._exit(1)
        threading.Thread(target=watch, daemon=True).start()
        sys.argv = sys.argv[1:]
        runpy.run_path(sys.argv[0], run_name="__main__")
        """
}
