import Foundation
import Store
import Testing
import TestSupport

/// `bin/install` into a temporary prefix, from the binaries the tests run
/// (`--from`, so no release build): what it writes works where terminal
/// tools are looked for, its manifest lists exactly that, and `--uninstall`
/// removes exactly that.
@Suite("bin/install")
struct InstallTests {
    private let script = Repository.root.appendingPathComponent("bin/install")
    private let built = Repository.binary.deletingLastPathComponent()
    private let inheritedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

    /// What an install from the built binaries into `prefix` writes, relative to it.
    private var expectedFiles: Set<String> {
        var files: Set<String> = [
            "bin/phonebook", "share/man/man1/phonebook.1",
            "share/bash-completion/completions/phonebook", "share/zsh/site-functions/_phonebook",
            "share/fish/vendor_completions.d/phonebook.fish",
        ]
        if FileManager.default.isExecutableFile(atPath: built.appendingPathComponent("phonebook-dav").path) {
            files.insert("bin/phonebook-dav")
        }
        return files
    }

    /// Runs bin/install with `arguments`, HOME in `home` and SHELL bash; PATH as given, else the tests' own.
    private func install(_ arguments: [String], home: URL, path: String? = nil,
                         environment: [String: String] = [:]) throws -> CommandResult {
        var environment = environment
        environment["PATH"] = path ?? inheritedPath
        environment["SHELL"] = "/bin/bash"
        return try runProgram(script, arguments, environment: environment, home: home)
    }

    /// A prefix and a home beside it, in a fresh temporary folder.
    private func withPrefix(_ body: (_ prefix: URL, _ home: URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let prefix = folder.appendingPathComponent("prefix"), home = folder.appendingPathComponent("home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            try body(prefix, home)
        }
    }

    /// Every file (not folder) under `folder`, relative to it.
    private func files(under folder: URL) -> Set<String> {
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder),
               !isFolder.boolValue {
                found.insert(relative)
            }
        }
        return found
    }

    @Test func theInstalledToolRunsAndItsManifestListsExactlyTheFilesWritten() throws {
        try withPrefix { prefix, home in
            let run = try install(["--prefix", prefix.path, "--from", built.path], home: home)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.isEmpty)

            let version = try runProgram(prefix.appendingPathComponent("bin/phonebook"), ["--version"])
            let built = try phonebook("--version")
            #expect(version.status == 0 && !version.stdout.isEmpty && version.stdout == built.stdout)

            let manifest = try String(contentsOf: prefix.appendingPathComponent("share/phonebook/manifest"), encoding: .utf8)
            let listed = manifest.split(separator: "\n").map(String.init)
            #expect(listed.allSatisfy { $0.hasPrefix(prefix.path + "/") }, "\(listed)")
            #expect(Set(listed.map { String($0.dropFirst(prefix.path.count + 1)) }) == expectedFiles)
            #expect(listed.count == expectedFiles.count)
            #expect(files(under: prefix) == expectedFiles.union(["share/phonebook/manifest"]))
        }
    }

    /// `man` finds the page under the prefix and renders it, dated. Needs
    /// the `man` command (Debian's man-db): without it this fails.
    @Test func manRendersTheInstalledPage() throws {
        try withPrefix { prefix, home in
            #expect(try install(["--prefix", prefix.path, "--from", built.path], home: home).status == 0)
            let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/phonebook.1"), encoding: .utf8)
            let date = try #require(page.split(separator: "\n").first { $0.hasPrefix(".Dd ") }?.dropFirst(4))
            #expect(!date.isEmpty && !date.hasSuffix("1970"))

            let man = try runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["man", "-M", prefix.appendingPathComponent("share/man").path, "phonebook"],
                                     environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"])
            try #require(man.status != 127, "no `man` command: install Debian's man-db")
            #expect(man.status == 0, "\(man.stderr)")
            #expect(man.stdout.contains("phonebook export") && man.stdout.contains("EXIT STATUS"))
            #expect(man.stdout.contains(date) && !man.stdout.contains("Epoch"), "\(man.stdout.suffix(300))")
        }
    }

    /// The installed bash script, loaded as bash-completion loads it, asks the installed phonebook (found on PATH).
    @Test func theInstalledBashCompletionCompletesContactNames() throws {
        try withPrefix { prefix, home in
            #expect(try install(["--prefix", prefix.path, "--from", built.path], home: home).status == 0)
            let db = home.appendingPathComponent("book.sqlite3").path
            try SampleBook.seed(try AddressBook.open(at: db))
            let completions = prefix.appendingPathComponent("share/bash-completion/completions/phonebook")
            let run = try bashCompletions(["phonebook", "show", "--db", db, "Gra"], script: completions,
                                          environment: ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin"])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            #expect(run.stdout == "Grace Hopper\n")
        }
    }

    @Test func uninstallRemovesWhatTheManifestListsAndNothingElse() throws {
        try withPrefix { prefix, home in
            let other = prefix.appendingPathComponent("bin/other"), otherPage = prefix.appendingPathComponent("share/man/man1/other.1")
            for file in [other, otherPage] {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("not phonebook's\n".utf8).write(to: file)
            }
            #expect(try install(["--prefix", prefix.path, "--from", built.path], home: home).status == 0)
            #expect(files(under: prefix).isSuperset(of: expectedFiles))

            let removal = try install(["--uninstall", "--prefix", prefix.path], home: home)
            #expect(removal.status == 0, "\(removal.stderr)")
            #expect(files(under: prefix) == ["bin/other", "share/man/man1/other.1"])
            #expect(try String(contentsOf: other, encoding: .utf8) == "not phonebook's\n")
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/phonebook").path))

            let again = try install(["--uninstall", "--prefix", prefix.path], home: home)
            #expect(again.status == 1)
            #expect(again.stderr.hasPrefix("bin/install: no manifest at ") && again.stderr.split(separator: "\n").count == 1)
        }
    }

    /// A second install that writes fewer files removes the earlier one's others.
    @Test func aReinstallRemovesTheEarlierFilesItDoesNotWrite() throws {
        try withPrefix { prefix, home in
            let onlyPhonebook = home.appendingPathComponent("built")
            try FileManager.default.createDirectory(at: onlyPhonebook, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.binary, to: onlyPhonebook.appendingPathComponent("phonebook"))
            try FileManager.default.copyItem(at: Repository.binary, to: onlyPhonebook.appendingPathComponent("phonebook-dav"))
            #expect(try install(["--prefix", prefix.path, "--from", onlyPhonebook.path], home: home).status == 0)
            #expect(files(under: prefix).contains("bin/phonebook-dav"))

            try FileManager.default.removeItem(at: onlyPhonebook.appendingPathComponent("phonebook-dav"))
            #expect(try install(["--prefix", prefix.path, "--from", onlyPhonebook.path], home: home).status == 0)
            #expect(!files(under: prefix).contains("bin/phonebook-dav"))
            let manifest = try String(contentsOf: prefix.appendingPathComponent("share/phonebook/manifest"), encoding: .utf8)
            #expect(!manifest.contains("phonebook-dav") && manifest.contains("/bin/phonebook\n"))
        }
    }

    @Test func thePathHintShowsOnlyWhenThePrefixIsNotOnPath() throws {
        try withPrefix { prefix, home in
            let bin = prefix.appendingPathComponent("bin").path
            let hint = "bin/install: \(bin) is not on PATH; add to ~/.bashrc: export PATH=\"\(bin):$PATH\""
            let off = try install(["--prefix", prefix.path, "--from", built.path], home: home)
            #expect(off.status == 0 && off.stderr.split(separator: "\n").contains { $0 == hint }, "\(off.stderr)")

            let on = try install(["--prefix", prefix.path, "--from", built.path], home: home, path: bin + ":" + inheritedPath)
            #expect(on.status == 0 && !on.stderr.contains("is not on PATH"), "\(on.stderr)")
        }
    }

    /// A `zsh` that prints an fpath stands for the real one, so the check runs whether zsh is installed or not.
    @Test func theZshHintShowsOnlyWhenTheFunctionsFolderIsNotOnFpath() throws {
        try withPrefix { prefix, home in
            let fakeBin = home.appendingPathComponent("fake-bin")
            try FileManager.default.createDirectory(at: fakeBin, withIntermediateDirectories: true)
            let zsh = fakeBin.appendingPathComponent("zsh")
            try Data("#!/bin/sh\nprintf '%s\\n' /usr/share/zsh/functions $FAKE_FPATH\n".utf8).write(to: zsh)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: zsh.path)
            let functions = prefix.appendingPathComponent("share/zsh/site-functions").path
            let path = fakeBin.path + ":" + inheritedPath

            let missing = try install(["--prefix", prefix.path, "--from", built.path], home: home, path: path)
            #expect(missing.stderr.split(separator: "\n").contains {
                $0 == "bin/install: for zsh's completion, add to ~/.zshrc before compinit: fpath=(\(functions) $fpath)"
            }, "\(missing.stderr)")
            let present = try install(["--prefix", prefix.path, "--from", built.path], home: home, path: path,
                                      environment: ["FAKE_FPATH": functions])
            #expect(present.status == 0 && !present.stderr.contains("fpath="), "\(present.stderr)")
        }
    }

    @Test func aWrongArgumentIsOneLineWithAUsageStatus() throws {
        try withPrefix { _, home in
            let run = try install(["--prefx", "/tmp"], home: home)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("bin/install: unknown argument '--prefx'") && run.stderr.split(separator: "\n").count == 1)
        }
    }
}
