import Foundation
import Testing
import TestSupport

@Suite("phonebook info, version, help, usage and --db")
struct FoundationCommandsTests {
    @Test func importCreatesAPrivateDatabaseAndInfoReportsIt() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("x/p.sqlite3").path
            try makeEmptyBook(at: path)
            let result = try phonebook("info", "--db", path)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("database:       \(path)"))
            #expect(result.stdout.contains("schema version: \(Repository.schemaVersion)"))
            #expect(result.stdout.contains("contacts:       0"))
            #expect(result.stdout.contains("phone numbers:  0"))
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
    }

    @Test func infoAsJSON() throws {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("p.sqlite3").path
            try makeEmptyBook(at: path)
            let result = try phonebook("info", "--db", path, "--format", "json")
            #expect(result.status == 0)
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            #expect(object?["schemaVersion"] as? Int == Repository.schemaVersion)
            #expect(object?["contacts"] as? Int == 0)
            #expect(object?["database"] as? String == path)
        }
    }

    @Test func textFileAsDatabaseIsRefusedUntouched() throws {
        try withTemporaryDirectory { folder in
            let url = folder.appendingPathComponent("notes.txt")
            let content = Data("just some text\n".utf8)
            try content.write(to: url)
            let result = try phonebook("info", "--db", url.path)
            #expect(result.status == 74)
            #expect(result.stderr == "phonebook: \(url.path): not a phonebook database (not a SQLite file); it was left untouched\n")
            #expect(result.stdout.isEmpty)
            #expect(try Data(contentsOf: url) == content)
        }
    }

    @Test func unopenablePathFailsClearly() throws {
        try withTemporaryDirectory { folder in
            let blocker = folder.appendingPathComponent("file")
            try Data("x".utf8).write(to: blocker)
            let result = try phonebook("info", "--db", blocker.appendingPathComponent("db.sqlite3").path)
            #expect(result.status == 74)
            #expect(result.stderr.hasPrefix("phonebook: \(blocker.path)/db.sqlite3: cannot open the database"))
        }
    }

    @Test func environmentAndDefaultLocations() throws {
        try withTemporaryDirectory { folder in
            let fromEnv = folder.appendingPathComponent("env.sqlite3").path
            #expect(try phonebook("import", "/dev/null", environment: ["PHONEBOOK_DB": fromEnv]).status == 0)
            let viaEnv = try phonebook("info", environment: ["PHONEBOOK_DB": fromEnv])
            #expect(viaEnv.stdout.contains(fromEnv))
            #expect(try phonebook("import", "/dev/null", home: folder).status == 0)
            let viaHome = try phonebook("info", home: folder)
            let expected = folder.appendingPathComponent(".local/share/phonebook/phonebook.sqlite3").path
            #expect(viaHome.status == 0)
            #expect(viaHome.stdout.contains(expected))
            let folderMode = try FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent(".local/share/phonebook").path)[.posixPermissions] as? Int
            #expect(folderMode == 0o700)
        }
    }

    @Test func usageErrorsExit64WithUsage() throws {
        let unknownOption = try phonebook("info", "--bogus")
        #expect(unknownOption.status == 64)
        #expect(unknownOption.stderr.contains("Usage: phonebook info"))
        let unknownCommand = try phonebook("frobnicate")
        #expect(unknownCommand.status == 64)
        #expect(unknownCommand.stderr.contains("Usage: phonebook"))
    }

    @Test func versionAndHelp() throws {
        let version = try phonebook("--version")
        #expect(version.status == 0)
        #expect(version.stdout.split(separator: ".").count == 3)
        let help = try phonebook("help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("SUBCOMMANDS:") && help.stdout.contains("info"))
    }

    @Test func movedBinaryIsSelfContainedAndMigratesAFreshDatabase() throws {
        try withTemporaryDirectory { folder in
            let copy = folder.appendingPathComponent("phonebook")
            try FileManager.default.copyItem(at: Repository.binary, to: copy)
            let db = folder.appendingPathComponent("fresh.sqlite3").path
            #expect(try runProgram(copy, ["import", "--db", db, "/dev/null"], home: folder).status == 0)
            let result = try runProgram(copy, ["info", "--db", db], home: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("schema version: \(Repository.schemaVersion)"))
        }
    }
}
