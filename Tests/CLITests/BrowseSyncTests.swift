import Foundation
import Testing
import TestSupport

/// Sync now in a real terminal against a real Radicale, and against a
/// vdir: a card put there by "the phone" (or a file written in the folder),
/// a book connected to it, Enter on the service's row on the settings
/// screen, `y`, and the summary on the status line, the row's new time,
/// and the card among the contacts.
extension BrowseTests {
    @Test func syncNowOnTheSettingsScreenBringsTheServersContacts() throws {
        try withTemporaryDirectory { folder in
            let server = try CardDAVServer.start(.radicale, in: folder)
            defer { server.stop() }
            _ = try server.putCard(name: "grace.vcf", card: SyncWorld.card("grace-1", "Grace Hopper"))
            let db = folder.appendingPathComponent("book.sqlite3").path
            let connected = try phonebook("connect", "dav", "--user", server.user, "--server", server.url,
                                          "--password-command", "echo \(server.password)", "--db", db)
            try #require(connected.status == 0, "\(connected.stderr)")

            try syncNow(db, in: folder, service: "dav", bringing: "Grace Hopper")
            let status = try phonebook("sync", "status", "--db", db)
            #expect(status.stdout.contains("last synced"), "\(status.stdout)")
        }
    }

    @Test func syncNowOnTheSettingsScreenSyncsAVdir() throws {
        try withTemporaryDirectory { folder in
            let vdir = folder.appendingPathComponent("contacts")
            try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: false)
            try SyncWorld.card("grace-1", "Grace Hopper").write(to: vdir.appendingPathComponent("grace-1.vcf"),
                                                                 atomically: true, encoding: .utf8)
            let db = folder.appendingPathComponent("book.sqlite3").path
            let connected = try phonebook("connect", "khard", "--vdir", vdir.path, "--db", db)
            try #require(connected.status == 0, "\(connected.stderr)")

            try syncNow(db, in: folder, service: "khard", bringing: "Grace Hopper")
        }
    }

    /// The browser on `db`: the settings screen, Enter on `service`'s sync
    /// row ("never synced"), `y`, the sync's summary at the bottom (one
    /// card fetched and applied) and the row's new time; then the contacts,
    /// rebuilt with `name`, and the terminal given back.
    private func syncNow(_ db: String, in folder: URL, service: String, bringing name: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tmux = try startBrowse(db, in: folder)
        try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Settings") } }
        try tmux.sendKeys("Enter")
        let settings = try tmux.waitForScreen(containing: "never synced")
        #expect(settings.contains { $0.hasPrefix("  \(service)") && $0.hasSuffix("never synced") }, "\(settings)",
                sourceLocation: sourceLocation)
        try tmux.sendKeys("Down", "Down")
        try tmux.waitForScreen { $0.contains { $0.hasPrefix("> \(service)") } }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen(containing: "Sync \(service) now? y/n")
        try tmux.sendKeys("y")
        // The summary, wider than the line, is read whole over the lines it needs at the bottom.
        let synced = try tmux.waitForScreen(timeout: 30) { lines in
            lines.contains { $0.hasPrefix("\(service): 1 fetched, 1 applied here") } && lines.last?.hasSuffix(", 0 errors") == true
        }
        #expect(synced.contains { $0.hasPrefix("> \(service)") && $0.contains("synced ") && !$0.contains("never") },
                "\(synced)", sourceLocation: sourceLocation)
        try tmux.sendKeys("q")  // back on the contacts, rebuilt
        try tmux.waitForScreen(containing: name)
        try tmux.sendKeys("q")
        try expectTerminalGivenBack(tmux, in: folder, status: 0, sourceLocation: sourceLocation)
    }
}
