import Testing
@testable import CardDAVSync

/// A long read's multigets: the first small, so a first download commits
/// early; then doubling to a largest size, so 10,000 cards take 15 requests.
@Suite("Fetch batches")
struct FetchBatchesTests {
    @Test func batchesDoubleFromTheFirstUpToTheLargestAndCoverEveryHrefOnce() {
        let hrefs = (0..<10_000).map { "/book/\($0).vcf" }
        let batches = SyncEngine.batches(of: hrefs, first: 100, largest: 800)
        #expect(batches.map(\.count).prefix(5) == [100, 200, 400, 800, 800])
        #expect(batches.count == 15 && batches.last?.count == 500)
        #expect(Array(batches.joined()) == hrefs)
        #expect(SyncEngine.batches(of: Array(hrefs.prefix(150)), first: 100, largest: 800).map(\.count) == [100, 50])
        #expect(SyncEngine.batches(of: [], first: 100, largest: 800).isEmpty)
    }
}
