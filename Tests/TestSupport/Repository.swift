import Foundation

/// Paths inside this checkout and beside it, found from this source file.
public enum Repository {
    /// The package root (the folder holding Package.swift).
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// `../shared` beside the checkout, where the corpus comes from (absent on a fresh clone).
    public static let shared: URL = root.deletingLastPathComponent().appendingPathComponent("shared")

    /// The suites' copies of `../shared`'s corpus (Tests/Corpus/README.md).
    public static let corpus: URL = root.appendingPathComponent("Tests/Corpus")

    /// The real-client vCards with EXPECTED.md.
    public static let realClientVCards: URL = corpus.appendingPathComponent("real-clients")

    /// The generator of large realistic vCard files.
    public static let cardGenerator: URL = corpus.appendingPathComponent("gen_vcf.py")

    /// Hand-written vCards in the shapes real clients get wrong (see its README.md).
    public static let hostileCards: URL = root.appendingPathComponent("Tests/HostileCards")

    /// The schema files.
    public static let migrations: URL = root.appendingPathComponent("Migrations")

    /// The numbered migration files (`0001_contacts.sql`, …), in order; not `schema.sql`, which documents them.
    public static let migrationFiles: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: migrations.path)) ?? [])
        .filter { $0.hasSuffix(".sql") && $0.first?.isNumber == true }.sorted()

    /// The current schema, written down: what the migrations leave, every column commented.
    public static let schemaDocument: URL = migrations.appendingPathComponent("schema.sql")

    /// The schema version a fully migrated database has: the highest migration file's number.
    public static let schemaVersion: Int = migrationFiles.compactMap { Int($0.prefix { $0.isNumber }) }.max() ?? 0

    /// The built `phonebook` binary: $PHONEBOOK_BINARY, else the one beside
    /// the running test bundle, else the debug build.
    public static let binary: URL = {
        if let explicit = ProcessInfo.processInfo.environment["PHONEBOOK_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("phonebook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/phonebook")
    }()
}
