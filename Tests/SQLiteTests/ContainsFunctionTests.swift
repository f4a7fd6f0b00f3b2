import Testing
@testable import SQLite

/// `contains(text, part)`, every connection's own function, answers as
/// `instr(text, part) > 0` does (NULL as NULL), which it replaces in searches.
@Suite("contains(text, part) on every connection")
struct ContainsFunctionTests {
    @Test func answersAsInstrDoes() throws {
        let db = try Database.inMemory()
        let texts: [SQLiteValue] = [.null, .text(""), .text("a"), .text("aab"), .text("aaab"), .text("abab"),
                                    .text("torres sarah"), .text("åsa 王 ångström"), .text("x\u{0}y"),
                                    .text("0100555"), .integer(1234)]
        let parts: [SQLiteValue] = [.null, .text(""), .text("a"), .text("ab"), .text("aab"), .text("b"),
                                    .text("sarah"), .text("torres sarah!"), .text("王"), .text("ång"),
                                    .text("\u{0}"), .text("y"), .text("555"), .text("23"), .integer(5)]
        var found = 0
        for text in texts {
            for part in parts {
                let row = try #require(try db.prepare("SELECT contains(?1, ?2), instr(?1, ?2) > 0")
                    .first([text, part]) { [$0.isNull(0) ? nil : $0.int(0), $0.isNull(1) ? nil : $0.int(1)] })
                #expect(row[0] == row[1], "contains(\(text), \(part))")
                if row[0] == 1 { found += 1 }
            }
        }
        #expect(found > 20 && found < texts.count * parts.count, "the pairs hold matches and misses")
    }

    @Test func findsAPartOnlyWhereItsWholeBytesAre() throws {
        let db = try Database.inMemory()
        func contains(_ text: String, _ part: String) throws -> Bool {
            try db.prepare("SELECT contains(?, ?)").first([SQLiteValue.text(text), .text(part)]) { $0.bool(0) } ?? false
        }
        #expect(try contains("aaab", "aab"))  // a first byte matched twice before the whole part
        #expect(try contains("torres sarah", "sarah"))  // at the very end
        #expect(try !contains("torres sara", "sarah"))
        #expect(try contains("åsa", "sa"))
        #expect(try !contains("åsa", "as"))
    }
}
