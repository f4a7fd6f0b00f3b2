import Foundation
import Testing
import TestSupport

/// The README and the pages under docs/ are what a person reads first, so
/// what they show must be what the binary does. Every fenced block whose
/// info string is `console` is run here:
///
/// - a line beginning `$ phonebook ` is a command, run by `/bin/sh` (so it
///   is quoted as a person would type it; a line ending in ` \` continues on
///   the next), with the built `phonebook` first on `PATH`;
/// - the lines after it, up to the next `$ ` line or the block's end, are
///   what it prints: its standard output, then its standard error (the two
///   are read apart, so they cannot be compared in the order they were
///   written); its exit status is not compared;
/// - a line that is only `…` stands for any run of lines, none included.
///   Nothing else is loose: every other line is compared as it is.
///
/// Each block starts from its own copy of the example book: a fresh folder
/// holding `Examples/contacts.vcf` (the working directory), and the book
/// `phonebook import Examples/contacts.vcf` makes there, named by
/// `PHONEBOOK_DB`. A block whose first command is an import starts with no
/// book instead, so it shows what a first import says. HOME and the XDG
/// folders are in the block's folder, `NO_COLOR=1`, `COLUMNS=80`, `TZ=UTC`,
/// and standard input is not a terminal. Commands in a block run in order.
///
/// Blocks that cannot print the same thing twice (dates, timings, the
/// network, the full-screen browser) use another info string (`sh`,
/// `text`) and are not run.
@Suite("The examples in the README and docs/ print what they show")
struct DocumentationExamplesTests {
    /// README.md and every Markdown page in docs/, relative to the package root.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(
            atPath: Repository.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let blocks: [ConsoleBlock] = pages.flatMap { ConsoleBlock.all(in: $0) }

    @Test(arguments: blocks)
    func consoleExamplePrintsWhatThePageShows(_ block: ConsoleBlock) throws {
        #expect(block.problems.isEmpty, "\(block.page): \(block.problems)")
        try #require(!block.commands.isEmpty, "\(block.page):\(block.line): a console block without a command")
        try withTemporaryDirectory { folder in
            let examples = folder.appendingPathComponent("Examples")
            try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Examples/contacts.vcf"),
                                            to: examples.appendingPathComponent("contacts.vcf"))
            if !block.commands[0].text.hasPrefix("phonebook import ") {
                let made = try Self.run("phonebook import Examples/contacts.vcf", in: folder)
                try #require(made.status == 0, "the example book: \(made.stderr)")
            }
            for command in block.commands {
                let run = try Self.run(command.text, in: folder)
                let printed = Self.lines(run.stdout) + Self.lines(run.stderr)
                #expect(ConsoleBlock.matches(printed, command.expected),
                        """
                        \(block.page):\(command.line): `$ \(command.text)` printed
                        \(printed.joined(separator: "\n"))
                        and the page shows
                        \(command.expected.joined(separator: "\n"))
                        """)
            }
        }
    }

    /// Without this, a parser that found no block would pass every test above.
    @Test func theReadmeAndEveryTopicPageHaveRunExamples() {
        for page in ["README.md", "docs/commands.md", "docs/formats.md"] {
            #expect(Self.blocks.contains { $0.page == page }, "\(page) has no console block")
        }
    }

    @Test func theReadmeIsAtMost300Lines() throws {
        let readme = try Self.text(of: "README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
    }

    /// The benchmark runs of the past belong to git log, not to a page a
    /// person reads: no heading or sentence naming a work session, no date of
    /// ours in prose (dates inside code, such as a `--today` example, are fine).
    @Test(arguments: pages)
    func noPageKeepsADatedRunDiary(_ page: String) throws {
        let session = try Regex(#"[Ss]ession \d+"#)
        let date = try Regex(#"\b20\d\d-[01]\d-[0-3]\d"#)
        for (number, line) in Self.prose(of: try Self.text(of: page)) {
            #expect(line.firstMatch(of: session) == nil, "\(page):\(number): \(line)")
            #expect(line.firstMatch(of: date) == nil, "\(page):\(number): \(line)")
        }
    }

    /// Every relative link names a file of the checkout, and every `#anchor`
    /// (on the same page or another) a heading of that page.
    @Test(arguments: pages)
    func everyRelativeLinkPointsToSomethingThatExists(_ page: String) throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        for (number, line) in Self.prose(of: try Self.text(of: page)) {
            for match in line.matches(of: link) {
                let target = String(match.output[1].substring ?? "")
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let here = Repository.root.appendingPathComponent(page)
                let file = parts[0].isEmpty
                    ? here : here.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardized
                let exists = FileManager.default.fileExists(atPath: file.path)
                #expect(exists, "\(page):\(number): \(target): no file \(file.path)")
                if exists, parts.count == 2, file.pathExtension == "md" {
                    let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
                    #expect(anchors.contains(String(parts[1])), "\(page):\(number): \(target): no such heading in \(file)")
                }
            }
        }
    }

    // MARK: Running

    private static func run(_ command: String, in folder: URL) throws -> CommandResult {
        let home = folder.appendingPathComponent("home")
        let runtime = folder.appendingPathComponent("runtime")
        for made in [home, runtime] {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        let binaries = Repository.binary.deletingLastPathComponent().path
        return try runProgram(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cd \"$0\" || exit 99\n" + command, folder.path],
            environment: [
                "PHONEBOOK_DB": folder.appendingPathComponent("book.sqlite3").path,
                "PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
                "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                "XDG_RUNTIME_DIR": runtime.path,
                "TMPDIR": folder.path,
                "TZ": "UTC",
                "VISUAL": "false", "EDITOR": "false",
            ],
            home: home)
    }

    private static func lines(_ output: String) -> [String] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    // MARK: Reading the pages

    static func text(of page: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
    }

    /// The page's lines outside fenced blocks, numbered from 1, with inline code left out.
    private static func prose(of text: String) -> [(Int, String)] {
        var fenced = false, kept: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            if fenced { continue }
            let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
            kept.append((index + 1, pieces.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")))
        }
        return kept
    }

    /// The anchors GitHub gives the page's headings: lowercase, punctuation
    /// other than `-` and `_` dropped, spaces made `-`.
    private static func anchors(of text: String) -> Set<String> {
        var fenced = false, found: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            found.insert(String(title.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            }))
        }
        return found
    }
}

/// One `console` block of a page: its commands, each with what it prints.
struct ConsoleBlock: Sendable, CustomTestStringConvertible {
    struct Command: Sendable {
        var text: String
        var line: Int
        var expected: [String]
    }

    var page: String
    var line: Int
    var commands: [Command]
    /// Lines that are neither a `$ phonebook` command nor the output of one, by line number.
    var problems: [String] = []

    var testDescription: String { "\(page):\(line)" }

    /// Every `console` block of `page`, in order.
    static func all(in page: String) -> [ConsoleBlock] {
        guard let text = try? DocumentationExamplesTests.text(of: page) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [ConsoleBlock] = [], index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix("```") else { continue }
            let info = lines[index].dropFirst(3).trimmingCharacters(in: .whitespaces)
            let start = index
            index += 1
            var body: [(Int, String)] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append((index + 1, lines[index]))
                index += 1
            }
            if info == "console" { blocks.append(ConsoleBlock(page: page, line: start + 1, body: body)) }
        }
        return blocks
    }

    private init(page: String, line: Int, body: [(Int, String)]) {
        self.page = page
        self.line = line
        var commands: [Command] = [], continuing = false
        for (number, text) in body {
            if continuing, var last = commands.popLast() {
                last.text += "\n" + text
                continuing = text.hasSuffix(" \\")
                commands.append(last)
            } else if text.hasPrefix("$ ") {
                if !text.hasPrefix("$ phonebook ") { problems.append("line \(number): not a phonebook command: \(text)") }
                commands.append(Command(text: String(text.dropFirst(2)), line: number, expected: []))
                continuing = text.hasSuffix(" \\")
            } else if var last = commands.popLast() {
                last.expected.append(text)
                commands.append(last)
            } else {
                problems.append("line \(number): output before any command: \(text)")
            }
        }
        self.commands = commands
    }

    /// Whether `printed` is `expected`, a `…` line of it standing for any run of lines.
    static func matches(_ printed: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return printed.isEmpty }
        let rest = Array(expected.dropFirst())
        if first == "…" {
            return (0...printed.count).contains { matches(Array(printed.dropFirst($0)), rest) }
        }
        return printed.first == first && matches(Array(printed.dropFirst()), rest)
    }
}
