import Foundation
import Testing
import TestSupport

/// Sync now in a real terminal against a real Radicale: a card put on the
/// server by "the phone", a book connected to it, Enter on the service's
/// row on the settings screen, `y`, and the summary on the status line, the
/// row's new time, and the card among the contacts.
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

            let tmux = try startBrowse(db, in: folder)
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Settings") } }
            try tmux.sendKeys("Enter")
            let settings = try tmux.waitForScreen(containing: "never synced")
            #expect(settings.contains { $0.hasPrefix("  dav") && $0.hasSuffix("never synced") }, "\(settings)")
            try tmux.sendKeys("Down", "Down")
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("> dav") } }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen(containing: "Sync dav now? y/n")
            try tmux.sendKeys("y")
            let synced = try tmux.waitForScreen(timeout: 30) { lines in
                lines.last?.hasPrefix("dav: 1 fetched, 1 applied here") == true
            }
            #expect(synced.contains { $0.hasPrefix("> dav") && $0.contains("synced ") && !$0.contains("never") },
                    "\(synced)")
            try tmux.sendKeys("q")  // back on the contacts, rebuilt
            try tmux.waitForScreen(containing: "Grace Hopper")
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
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

            let tmux = try startBrowse(db, in: folder)
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("> Settings") } }
            try tmux.sendKeys("Enter")
            let settings = try tmux.waitForScreen(containing: "never synced")
            #expect(settings.contains { $0.hasPrefix("  khard") && $0.hasSuffix("never synced") }, "\(settings)")
            try tmux.sendKeys("Down", "Down")
            try tmux.waitForScreen { $0.contains { $0.hasPrefix("> khard") } }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen(containing: "Sync khard now? y/n")
            try tmux.sendKeys("y")
            let synced = try tmux.waitForScreen(timeout: 30) { lines in
                lines.last?.hasPrefix("khard: 1 fetched, 1 applied here") == true
            }
            #expect(synced.contains { $0.hasPrefix("> khard") && $0.contains("synced ") && !$0.contains("never") },
                    "\(synced)")
            try tmux.sendKeys("q")
            try tmux.waitForScreen(containing: "Grace Hopper")
            try tmux.sendKeys("q")
            try expectTerminalGivenBack(tmux, in: folder, status: 0)
        }
    }
}
