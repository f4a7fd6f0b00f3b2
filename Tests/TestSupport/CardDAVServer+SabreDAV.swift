import Foundation
import SQLite

/// SabreDAV as Debian packages it (`php-sabre-dav` 1.8.12, `php-cli`,
/// `php-sqlite3`; `bin/packages need test` installs them): PHP's built-in
/// web server running a script that sets up Sabre's PDO backends on a
/// SQLite file made from the package's own `examples/sql/sqlite.*.sql`, with
/// one user, alice/secret, and one address book, `/addressbooks/alice/book/`.
/// The stock PDO authentication backend logs in by Digest (realm
/// "SabreDAV"); the Basic variant checks the same user by Sabre's `AbstractBasic`.
extension CardDAVServer {
    /// Where Debian puts SabreDAV's code and its example SQL.
    static let sabreAutoload = "/usr/share/php/Sabre/autoload.php"
    static let sabreExampleSQL = "/usr/share/doc/php-sabre-dav/examples/sql"

    /// The program and arguments that run SabreDAV on `port` with its files
    /// under `folder`, after writing the script and making the database.
    static func sabreDAVCommand(port: UInt16, folder: URL, login: Login) throws -> (String, [String]) {
        guard let php = ChildProcess.find("php"), FileManager.default.fileExists(atPath: sabreAutoload),
              let python = ChildProcess.find("python3") else {
            throw CardDAVServerError("sabredav is not installed: run bin/packages need test "
                                     + "(php-cli, php-sqlite3, php-sabre-dav, python3)")
        }
        let database = folder.appendingPathComponent("sabre.sqlite")
        try makeSabreDatabase(at: database)
        let script = folder.appendingPathComponent("server.php")
        try sabreScript(database: database.path, login: login).write(to: script, atomically: true, encoding: .utf8)
        // PHP's server is run by a small Python parent that ends it with itself
        // (see `sabreParent`); "-d display_errors=stderr" keeps PHP's notices out of replies.
        return (python, ["-c", sabreParent, php, "-d", "display_errors=stderr", "-d", "log_errors=0",
                         "-S", "\(Loopback.host):\(port)", script.path])
    }

    /// The SQLite file Sabre's PDO backends use: the package's example schema,
    /// the user alice with her Digest hash (MD5 of "alice:SabreDAV:secret"),
    /// her principal and one address book.
    private static func makeSabreDatabase(at file: URL) throws {
        let parts = ["sqlite.addressbooks.sql", "sqlite.principals.sql", "sqlite.users.sql"]
        var script = ""
        for part in parts {
            let path = "\(sabreExampleSQL)/\(part)"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw CardDAVServerError("\(path) is missing: reinstall php-sabre-dav with its documentation")
            }
            script += text + "\n"
        }
        script += """
            INSERT INTO principals (uri, email, displayname) VALUES ('principals/alice', 'alice@example.org', 'Alice');
            INSERT INTO users (username, digesta1) VALUES ('alice', 'b16f8cb3ec8bc873e8c22e7e8cf9f24f');
            INSERT INTO addressbooks (principaluri, displayname, uri, description, ctag)
                VALUES ('principals/alice', 'Book', 'book', '', 1);
            """
        let database = try Database(path: file.path)
        try database.executeScript(script)
    }

    /// The server script: Sabre's addressbookserver.php example, trimmed to CardDAV.
    private static func sabreScript(database: String, login: Login) -> String {
        let backend = login == .basic ? "new AliceBasic()" : "new Sabre\\DAV\\Auth\\Backend\\PDO($pdo)"
        let quoted = database.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return """
            <?php
            require_once 'Sabre/autoload.php';
            class AliceBasic extends Sabre\\DAV\\Auth\\Backend\\AbstractBasic {
                protected function validateUserPass($username, $password) {
                    return $username === 'alice' && $password === 'secret';
                }
            }
            $pdo = new PDO('sqlite:\(quoted)');
            $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
            $principals = new Sabre\\DAVACL\\PrincipalBackend\\PDO($pdo);
            $server = new Sabre\\DAV\\Server(array(
                new Sabre\\DAVACL\\PrincipalCollection($principals),
                new Sabre\\CardDAV\\AddressBookRoot($principals, new Sabre\\CardDAV\\Backend\\PDO($pdo)),
            ));
            $server->setBaseUri('/');
            $server->addPlugin(new Sabre\\DAV\\Auth\\Plugin(\(backend), 'SabreDAV'));
            $server->addPlugin(new Sabre\\CardDAV\\Plugin());
            $server->addPlugin(new Sabre\\DAVACL\\Plugin());
            $server->exec();

            """
    }

    /// Runs the command given as arguments as a child that the kernel kills
    /// when this parent dies (PR_SET_PDEATHSIG, set from the parent's only
    /// thread, so it fires only when the process ends), ends it on SIGTERM
    /// and waits for it, and ends itself once its own parent (the test
    /// runner) is gone. So SIGTERM, SIGKILL or a crashed run all end PHP too.
    private static let sabreParent = """
        import ctypes, os, signal, subprocess, sys, threading, time
        parent = os.getppid()
        def die_with_me():
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
        child = subprocess.Popen(sys.argv[1:], preexec_fn=die_with_me)
        def stop(*_):
            child.terminate()
            try:
                child.wait(5)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
            os._exit(0)
        signal.signal(signal.SIGTERM, stop)
        def watch():
            while os.getppid() == parent:
                time.sleep(0.5)
            os.kill(os.getpid(), signal.SIGTERM)
        threading.Thread(target=watch, daemon=True).start()
        sys.exit(child.wait())
        """
}
