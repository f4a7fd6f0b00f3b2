import Foundation
import Testing
import TestSupport

/// phonebook never links the network and XML stack (start-up, issue 14):
/// connect and sync run phonebook-dav from beside it.
@Suite("phonebook and phonebook-dav")
struct NetworkStackSplitTests {
    private func linkedLibraries(_ binary: URL) throws -> String {
        let result = try runProgram(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func phonebookLinksNeitherLibcurlNorExpatAndPhonebookDAVDoes() throws {
        let phonebookLibraries = try linkedLibraries(Repository.binary)
        #expect(phonebookLibraries.contains("libsqlite3"))  // the listing is real
        #expect(!phonebookLibraries.contains("libcurl") && !phonebookLibraries.contains("libexpat"))
        let helper = Repository.binary.deletingLastPathComponent().appendingPathComponent("phonebook-dav")
        let helperLibraries = try linkedLibraries(helper)
        #expect(helperLibraries.contains("libcurl") && helperLibraries.contains("libexpat"))
    }

    @Test func connectAndSyncHelpComeFromPhonebookItself() throws {
        let connect = try phonebook("connect", "--help")
        #expect(connect.status == 0)
        #expect(connect.stdout.contains("--ca-file <pem>") && connect.stdout.contains("--no-discover"))
        let sync = try phonebook("sync", "--help")
        #expect(sync.status == 0 && sync.stdout.contains("resolve"))
        #expect(try phonebook("sync", "resolve", "--help").stdout.contains("--keep <local|remote|both>"))
    }

    @Test func aMissingPhonebookDAVIsOneLineNamingItsPathWithStatus69() throws {
        try withTemporaryDirectory { folder in
            let lonely = folder.appendingPathComponent("phonebook")
            try FileManager.default.copyItem(at: Repository.binary, to: lonely)
            let result = try runProgram(lonely, ["connect", "home", "--user", "alice", "--no-discover",
                                                 "--password-command", "echo x", "--db", folder.appendingPathComponent("p").path])
            #expect(result.status == 69)
            #expect(result.stderr.hasPrefix("phonebook: phonebook-dav, which talks to CardDAV servers, cannot run from \(folder.path)/phonebook-dav"))
            // One line, ending with the packages bin/packages lists for phonebook-dav, as a command to run.
            let installLine = try runProgram(Repository.root.appendingPathComponent("bin/packages"), ["line", "dav"])
            #expect(installLine.status == 0 && installLine.stdout == "sudo apt-get install libcurl4-openssl-dev libexpat1-dev\n")
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty, "\(result.stderr)")
            #expect(result.stderr.contains(": \(installLine.stdout.dropLast()), then run bin/phonebook"), "\(result.stderr)")
        }
    }
}
