import Foundation
import Testing
@testable import VCard
import VCardOracle

/// Locates and reads the real-client corpus: the suites' copy in Tests/Corpus (see its README).
enum Corpus {
    /// `Tests/Corpus/real-clients`, beside this file's folder; nil when it is not there.
    static let directory: URL? = {
        let candidate = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/real-clients")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return candidate
    }()

    /// The bytes of one corpus file.
    static func bytes(_ name: String) throws -> [UInt8] {
        let directory = try #require(directory, "Tests/Corpus/real-clients not found beside \(#filePath)")
        return try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// All `.vcf` file names in the corpus.
    static func fileNames() throws -> [String] {
        let directory = try #require(directory)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".vcf") }.sorted()
    }
}

/// Everything reading the given bytes yields, read as the import reads them: ``VCardScanner`` finds each
/// card, ``VCardParser`` parses it, and the card is followed by the problems met parsing it.
///
/// Each card is also parsed as the import parses it (`.fieldsOnly`): that must gather the same fields and
/// find the same problems. And the oracle, ``VCardReader``, must read the same entries in its own one pass.
func readAll(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [VCardReader.Entry] {
    bytes.withUnsafeBytes { input in
        var entries: [VCardReader.Entry] = []
        for item in VCardScanner(input) {
            switch item {
            case .problem(let problem):
                entries.append(.problem(problem))
            case .card(let raw):
                let slice = UnsafeRawBufferPointer(rebasing: input[raw.byteRange])
                var problems: [VCardProblem] = []
                let card = VCardParser.parse(slice, firstLine: raw.line, problems: &problems)
                var importProblems: [VCardProblem] = []
                let imported = VCardParser.parse(slice, firstLine: raw.line, keeping: .fieldsOnly, problems: &importProblems)
                var fieldsOnly = card
                fieldsOnly.properties = []
                #expect(imported == fieldsOnly, "the import's parse gathered other fields", sourceLocation: sourceLocation)
                #expect(importProblems == problems, "the import's parse found other problems", sourceLocation: sourceLocation)
                entries.append(.card(card, raw))
                entries += problems.map { .problem($0) }
            }
        }
        #expect(Array(VCardReader(input)) == entries, "the reader oracle read otherwise", sourceLocation: sourceLocation)
        return entries
    }
}

/// Everything reading the given text (UTF-8) yields: see ``readAll(_:sourceLocation:)``.
func readAll(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [VCardReader.Entry] {
    readAll(Array(text.utf8), sourceLocation: sourceLocation)
}

/// The parsed cards among the entries.
func cards(_ entries: [VCardReader.Entry]) -> [VCard] {
    entries.compactMap { if case .card(let card, _) = $0 { card } else { nil } }
}

/// The problems among the entries.
func problems(_ entries: [VCardReader.Entry]) -> [VCardProblem] {
    entries.compactMap { if case .problem(let problem) = $0 { problem } else { nil } }
}

/// Parses text that must hold exactly one valid card.
func card(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> VCard {
    let entries = readAll(text, sourceLocation: sourceLocation)
    #expect(problems(entries).isEmpty, "unexpected problems: \(problems(entries))", sourceLocation: sourceLocation)
    let parsed = cards(entries)
    try #require(parsed.count == 1, "expected one card, got \(parsed.count)", sourceLocation: sourceLocation)
    return parsed[0]
}

/// A card around the given content lines, joined with CRLF.
func vcard(_ version: String, _ lines: String...) -> String {
    (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
}

/// A telephone as the corpus expectations write it; PREF among the types makes it preferred.
func tel(_ value: String, _ types: [String] = [], group: String? = nil, label: String? = nil,
         extension ext: String? = nil, preferred: Bool? = nil) -> Telephone {
    Telephone(value: value, extension: ext, types: types, label: label,
              isPreferred: preferred ?? types.contains("PREF"), group: group)
}

/// An email as the corpus expectations write it.
func email(_ value: String, _ types: [String] = [], group: String? = nil, label: String? = nil) -> Email {
    Email(value: value, types: types, label: label, isPreferred: types.contains("PREF"), group: group)
}

/// A structured name from its components (each a list).
func name(_ family: [String], _ given: [String] = [], _ additional: [String] = [],
          _ prefixes: [String] = [], _ suffixes: [String] = []) -> StructuredName {
    StructuredName(family: family, given: given, additional: additional, prefixes: prefixes, suffixes: suffixes)
}

/// `n` copies of "Ñ" separated as in the Android file ("Ñ Ñ Ñ ").
func enyes(_ count: Int, trailingSpace: Bool) -> String {
    Array(repeating: "\u{00D1}", count: count).joined(separator: " ") + (trailingSpace ? " " : "")
}
