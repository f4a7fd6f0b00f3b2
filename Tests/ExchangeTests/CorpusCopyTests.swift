import Foundation
import Testing
import TestSupport

/// Tests/Corpus is a copy of `../shared`'s corpus, so the suites run on a
/// fresh clone; where `../shared` is there (CI), the copy must be its equal.
@Suite("The corpus copy")
struct CorpusCopyTests {
    @Test func theCopyHoldsTheRealClientCardsAndTheGenerator() throws {
        let cards = try FileManager.default.contentsOfDirectory(atPath: Repository.realClientVCards.path)
        #expect(cards.contains("EXPECTED.md") && cards.filter { $0.hasSuffix(".vcf") }.count >= 10, "\(cards)")
        #expect(FileManager.default.isExecutableFile(atPath: Repository.cardGenerator.path))
    }

    @Test func whereSharedIsBesideTheCheckoutTheCopyIsItsEqual() throws {
        let shared = [(Repository.shared.appendingPathComponent("vcards/real-clients"), Repository.realClientVCards)]
        for (original, copy) in shared where FileManager.default.fileExists(atPath: original.path) {
            let names = try FileManager.default.contentsOfDirectory(atPath: original.path).sorted()
            #expect(try FileManager.default.contentsOfDirectory(atPath: copy.path).sorted() == names)
            for name in names {
                let theirs = try Data(contentsOf: original.appendingPathComponent(name))
                #expect(try Data(contentsOf: copy.appendingPathComponent(name)) == theirs, "\(name) differs from ../shared's")
            }
        }
        let generator = Repository.shared.appendingPathComponent("bench/gen_vcf.py")
        if FileManager.default.fileExists(atPath: generator.path) {
            #expect(try Data(contentsOf: generator) == Data(contentsOf: Repository.cardGenerator))
        }
    }
}
