// swift-tools-version:6.0
// Targets are listed in dependency order: each depends only on those above it.
//
// The modules, bottom up (docs/layout.md says more):
//   CSQLite, CCrypto, CCurl, CExpat  system libraries: module.modulemap + shim.h, nothing else
//   SQLite         the only importer of CSQLite: connection, statements, transactions, migrator
//   Migrations     the numbered .sql files (Migrations/), embedded; schema.sql states their result
//   Contacts       domain values: folding, sort keys, sections, phone digits, labels
//   Credentials    secrets, password hashes, sealing, the vault key (the only importer of CCrypto)
//   Threads        a detached thread and a mailbox
//   Store          the book on disk: the truth (contacts, journal, settings, duplicates)
//                  and the read models kept with it (listing, search index, email listing)
//   Accounts       our accounts, passwords, third-party accounts and the CardDAV book each syncs with, sessions, the vault
//   SyncState      what a CardDAV sync remembers: each service's token, items, conflicts, refusals
//   Reading        the read side: pages of a section, section counts, searches, mail queries, lookups
//   VCard          the vCard reader: cards, lines, parameters, values, charsets; no storage
//   CardEditing    cards written and edited line by line, every untouched byte kept
//   Exchange       import and export (vCard, vdir, abook, LDIF, CSV), the three-way rule
//   TerminalText   display width, columns, the rule that keeps card bytes from driving a terminal
//   Sections       screens as values: sections, row kinds, layers (favorites, load-more), read through EntrySource
//   Terminal       the full-screen driver: keys, raw mode, frames, the event loop
//   Browser        the browser's pure core and the session performing its effects
//   DAV            HTTP/WebDAV/CardDAV over libcurl and expat; knows nothing of contacts
//   CardDAVSync    the two-way sync: normalised cards, the planner, the executor, conflicts
//   Vdir           a vdir folder (khard's, vdirsyncer's) as the sync's other side, over the file system
//   Reporting      exit statuses (one table) and how an error becomes one line
//   SharedOptions  what both executables declare (--db, connect/sync options, secrets)
//   phonebook      the command line (ArgumentParser is imported only here, by SharedOptions and phonebook-dav)
//   phonebook-dav  connect and sync: the only executable linking DAV
import PackageDescription

/// The numbered schema files, embedded in the binary. Listed one by one:
/// SwiftPM caches this manifest by its text, so a folder listing here would
/// miss a file added later. `SchemaMigrations.all` names each one too, and
/// a test fails when a file in Migrations/ is not registered in both.
let migrationFiles = [
    "0001_contacts.sql",
    "0002_settings.sql",
    "0003_accounts.sql",
    "0004_section_counts.sql",
    "0005_leaner_rows.sql",
    "0006_sources.sql",
    "0007_journal.sql",
    "0008_import_memory.sql",
    "0009_vault.sql",
    "0010_merged_keys.sql",
    "0011_carddav_book.sql",
    "0012_carddav_sync.sql",
    "0013_listing_indexes.sql",
    "0014_search_index.sql",
    "0015_listing.sql",
    "0016_search_text_in_sort_indexes.sql",
    "0017_search_letters.sql",
    "0018_emails_in_search_text.sql",
    "0019_letter_counts.sql",
    "0020_search_index_pairs.sql",
    "0021_email_listing.sql",
    "0022_listing_at_first_use.sql",
    "0023_sort_indexes_without_search_text.sql",
    "0024_session_sealed_vault_key.sql",
    "0025_login_scheme.sql",
    "0026_sync_refusals.sql",
    "0027_kept_tables.sql",
    "0028_search_whole_card.sql",
    "0029_read_models_with_the_data.sql",
    "0030_sync_upload_failures.sql",
    "0031_vdir_services.sql",
    "0032_group_cards.sql",
    "0033_books.sql",
    "0034_sync_collections.sql",
    "0035_details_index_without_positions.sql",
    "0036_counts_per_book.sql",
    "0037_search_index_hash_size.sql",
]

let package = Package(
    name: "phonebook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "phonebook", targets: ["phonebook"]),
        // The CardDAV side (connect, sync): built beside phonebook, which runs it.
        .executable(name: "phonebook-dav", targets: ["phonebook-dav"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // libsqlite3 from the system; only the SQLite wrapper imports it, and links it.
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // A thin, safe wrapper: connections, statements, transactions, migrator.
        // A release build on Linux links SQLite's archive (libsqlite3-dev has
        // both): libsqlite3.so is built to bind all its 1,600 symbols at load
        // (BIND_NOW), which cost every start 1.1 M instructions (callgrind,
        // `phonebook --version` 10.3 M -> 9.2 M, `list --limit 50` 21.9 M -> 20.7 M).
        .target(
            name: "SQLite",
            dependencies: ["CSQLite"],
            linkerSettings: [
                .linkedLibrary("sqlite3", .when(configuration: .debug)),
                .linkedLibrary("sqlite3", .when(platforms: [.macOS], configuration: .release)),
                .unsafeFlags(["-Xlinker", "-l:libsqlite3.a"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // The numbered schema files, compiled into the binary.
        .target(
            name: "Migrations",
            dependencies: ["SQLite"],
            path: "Migrations",
            exclude: ["schema.sql"],  // documents the migrations' result; SchemaDocumentTests checks it
            resources: migrationFiles.map { .embedInCode($0) }
        ),
        // Domain values shared by the store, the importer and the screens.
        .target(name: "Contacts"),
        // A condition variable, a detached thread and a bounded handoff between two threads, on pthreads. No module the
        // phonebook binary links imports Foundation (only FoundationEssentials):
        // loading Foundation, its ICU and their relocations cost every start
        // 2.8 ms (a one-line Swift program: 3.0 ms, the same importing
        // Foundation 5.8 ms, side by side); `phonebook --version` went from
        // 28.3M to 18.1M instructions (callgrind). StartupTests keeps it out.
        .target(name: "Threads"),
        // libcrypto (OpenSSL 3) from the system; only Credentials imports it, and opens
        // it at first use (dlopen, Credentials/LibCrypto.swift) rather than linking it.
        .systemLibrary(
            name: "CCrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // Secrets, password hashing (scrypt) and the password rules; knows nothing of SQLite.
        .target(name: "Credentials", dependencies: ["CCrypto"]),
        // The address book on disk: the truth (contacts, numbers, journal, settings) and the read models kept with it.
        .target(name: "Store", dependencies: ["SQLite", "Migrations", "Contacts", "Credentials", "Threads"]),
        // Our accounts, passwords, third-party accounts, sessions and the vault, in the book's tables.
        .target(name: "Accounts", dependencies: ["Store", "SQLite", "Credentials"]),
        // What a CardDAV sync remembers per service, and its per-card commits.
        .target(name: "SyncState", dependencies: ["Store", "SQLite", "Contacts"]),
        // The read side: pages, section counts, searches, mail queries, resolving a CONTACT argument.
        .target(name: "Reading", dependencies: ["Store", "SQLite", "Contacts"]),
        // vCard 2.1/3.0/4.0 as real clients write them; knows nothing of storage.
        .target(name: "VCard"),
        // A mail message's header: its fields, RFC 2047 words, the mailboxes of From: and Reply-To:.
        // Knows nothing of contacts; decodes charsets as cards do (VCard's MIMEText).
        .target(name: "Mail", dependencies: ["VCard"]),
        // Writing cards: lossless edits of a stored card, new cards, and the plain-text form a person edits.
        .target(name: "CardEditing", dependencies: ["VCard", "Contacts"]),
        // Import and export: vCards, and abook, LDIF and CSV files made into vCards, into the store; vCards, CSV,
        // mutt aliases and vdir files back out. Idempotently.
        .target(name: "Exchange", dependencies: ["VCard", "Store", "Contacts", "CardEditing", "Threads"]),
        // Text for a terminal: display width, cutting and padding to columns, and the one rule
        // (VisibleText) every human output shows card text through.
        .target(name: "TerminalText"),
        // Screens as values: sections of rows, their controllers, decorators. No terminal.
        .target(name: "Sections", dependencies: ["Store", "Reading", "Contacts"]),
        // The terminal driver: keys, raw mode, signals, frame diffs, the event
        // loop; knows nothing of contacts, sections or settings.
        .target(name: "Terminal", dependencies: ["TerminalText"]),
        // libcurl and expat from the system; only DAV imports them, and only phonebook-dav links them.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .systemLibrary(name: "CExpat", providers: [.apt(["libexpat1-dev"]), .brew(["expat"])]),
        // HTTP, WebDAV and CardDAV: discovery, listing, fetching, writing cards. Knows nothing of contacts or the store.
        .target(name: "DAV", dependencies: ["CCurl", "CExpat"]),
        // CardDAV sync: normalised cards, the plan from "now against last sync" on each side, its execution.
        .target(name: "CardDAVSync", dependencies: ["DAV", "Store", "SyncState", "Exchange", "VCard", "CardEditing", "Contacts", "Credentials", "Threads"]),
        // A vdir (one .vcf file a card, as khard and vdirsyncer keep them) as the sync's other side: listed,
        // read and written through the file system, conditionally and atomically. No network code of its own.
        .target(name: "Vdir", dependencies: ["CardDAVSync", "DAV", "Exchange"]),
        // The full-screen browser: a pure core (state, reducer, renderer, keymap) and
        // BrowserSession, which performs its effects against the Store (builds screens,
        // reads pages, logs in and out). No terminal I/O: phonebook's driver runs it on Terminal.
        .target(name: "Browser", dependencies: ["Sections", "Store", "Accounts", "SyncState", "Reading", "Exchange", "CardEditing", "Contacts", "Credentials", "TerminalText"]),
        // Exit statuses, the one table of them, and how an error becomes one line and a status.
        .target(name: "Reporting", dependencies: ["Store", "Accounts", "SyncState"]),
        // What both executables declare: the options of connect and sync, --db (the book opened
        // brought up to date: its schema, and its rows read anew from the cards where they are
        // stale), reading a secret, and handing a command line to phonebook-dav. No network code.
        .target(
            name: "SharedOptions",
            dependencies: ["Reporting", "Store", "Accounts", "Exchange", "Credentials", "Terminal", "TerminalText",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The command line: thin; with SharedOptions and phonebook-dav the only modules importing ArgumentParser.
        // It never links DAV: connect and sync run phonebook-dav.
        .executableTarget(
            name: "phonebook",
            dependencies: [
                "Store", "Accounts", "SyncState", "Reading", "Contacts", "Credentials", "Exchange", "CardEditing", "Sections", "TerminalText",
                "Terminal", "Browser",
                "Reporting", "SharedOptions", "Threads", "VCard", "Mail",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release build links the Swift runtime and FoundationEssentials
            // into the binary (-static-stdlib; the two _Foundation libraries are
            // what FoundationEssentials' archive needs besides): their symbols
            // are bound when linking instead of at every start. `phonebook
            // --version` 15.4 M -> 10.3 M instructions (callgrind), 11.0 -> 6.9 ms
            // mean (hyperfine, 200 runs, loaded machine); the binary 16 -> 37 MB
            // (18 MB stripped). Release only: a test binary links the Swift
            // runtime dynamically, as swift-testing does. glibc's link-time note
            // on mktemp comes from FoundationEssentials' archive, not from us.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims"],
                             .when(configuration: .release)),
            ]
        ),
        // connect and sync (with a CardDAV server or a vdir): discovery, then the sync engine. Links libcurl and expat through DAV.
        .executableTarget(
            name: "phonebook-dav",
            dependencies: [
                "Reporting", "SharedOptions", "DAV", "CardDAVSync", "Vdir", "Store", "Accounts", "SyncState", "Credentials", "TerminalText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Temporary folders, the repository's paths and a runner for the built binary.
        .target(name: "TestSupport", dependencies: ["Store", "Reading", "SQLite", "Migrations", "Credentials"], path: "Tests/TestSupport"),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
        .testTarget(name: "ContactsTests", dependencies: ["Contacts"]),
        .testTarget(name: "CredentialsTests", dependencies: ["Credentials"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Accounts", "SyncState", "Reading", "Migrations", "SQLite", "Credentials", "TestSupport"]),
        // A second way to frame and read cards, for tests and bin/fuzz to check the import's scanner and parser against.
        .target(name: "VCardOracle", dependencies: ["VCard"], path: "Tests/VCardOracle"),
        .testTarget(name: "VCardTests", dependencies: ["VCard", "VCardOracle"]),
        .testTarget(name: "MailTests", dependencies: ["Mail"]),
        .testTarget(name: "CardEditingTests", dependencies: ["CardEditing", "VCard", "Contacts", "TestSupport"]),
        .testTarget(name: "ExchangeTests", dependencies: ["Exchange", "Store", "Reading", "SQLite", "CardEditing", "TestSupport"]),
        .testTarget(name: "CardDAVSyncTests", dependencies: ["CardDAVSync", "DAV", "Store", "Accounts", "SyncState", "Exchange", "Credentials", "TestSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TerminalText", "TestSupport"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
        .testTarget(name: "SectionsTests", dependencies: ["Sections", "Store", "Reading", "Contacts", "Credentials", "TestSupport"]),
        .testTarget(name: "BrowserTests", dependencies: ["Browser", "Sections", "Store", "Accounts", "SyncState", "Reading", "Exchange", "TerminalText", "Credentials", "TestSupport"]),
        .testTarget(name: "DAVTests", dependencies: ["DAV", "TestSupport"]),
        .testTarget(name: "VdirTests", dependencies: ["Vdir", "DAV", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["phonebook", "Reporting", "SharedOptions", "CardDAVSync", "Exchange", "SQLite", "Browser", "Sections", "Store", "Accounts", "SyncState", "Reading", "TestSupport"],
                    exclude: ["Golden", "Baselines", "ImportFormats"]),
        // The CardDAV servers, the scripted fault server and the curl "phone side" the sync tests stand on.
        .testTarget(name: "ServerHarnessTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
