import DAV
import Store
import SyncState

/// A card this run uploaded, as its row was committed.
struct UploadedCard {
    var item: SyncItem
    /// The contact's name here, for the report.
    var name: String
}

extension SyncExecutor {
    /// Reads back every card this run uploaded (addressbook-multiget,
    /// `batchSize` at a time) and takes the server's stored version as the
    /// base: its ETag (a server may answer a PUT without one) and its text.
    /// Where a value reads otherwise than the one sent (`PropertyComparison`:
    /// SabreDAV 1.8 garbles some UTF-8, Radicale cuts an FN at a comma,
    /// servers convert versions), that rewrite is reported by name and never
    /// applied here; being the base, it is no change on the server next
    /// time, while a later real edit there still is. A reply that holds another UID, or several cards,
    /// is such a rewrite too. A read-back the server fails (Xandikos 0.4.10
    /// answers 500 once it holds a card it cannot render) is left to the next sync.
    func readBack(batchSize: Int, into report: inout SyncReport) throws {
        let uploads = Dictionary(uploadedCards.map { ($0.item.href, $0) }, uniquingKeysWith: { _, last in last })
        let hrefs = uploads.keys.sorted()
        for start in stride(from: 0, to: hrefs.count, by: max(1, batchSize)) {
            let batch = Array(hrefs[start..<min(start + batchSize, hrefs.count)])
            let read: [FetchedCard]
            switch Self.attempt({ () throws(DAVError) in try client.fetch(batch, from: bookPath).cards }) {
            case .success(let cards):
                read = cards
            case .failure(let error) where error.endsRun:
                throw error
            case .failure:
                // The uploads are committed; their rows stay `uploaded`, so the next sync reads them instead.
                continue
            }
            for fetched in read {
                guard let upload = uploads[fetched.href], let hash = try? NormalisedCard.hash(fetched.card) else { continue }
                var item = upload.item
                // `uploaded` stays set until a listing names the card: Xandikos's delta never names
                // a card made and deleted after the token, so only that listing proves it is there.
                item.etag = fetched.etag
                if hash != item.baseHash {
                    // A re-serialisation that keeps every value is no rewrite to report; either way the
                    // server's text is the base its ETag stands for.
                    let fields = PropertyComparison.changedProperties(item.baseCard, fetched.card)
                    if !fields.isEmpty {
                        let damage = BinaryDamage.damage(incoming: fetched.card, here: item.baseCard)
                        let described = fields.map { name in damage.first { $0.property == name }?.description ?? name }
                        report.changedByServer += 1
                        report.rewriteLines.append("\(upload.name) (\(described.joined(separator: ", ")))")
                    }
                    item.baseHash = hash
                    item.baseCard = fetched.card
                }
                try book.commitSync(collection, SyncCommit(item: item))
            }
        }
    }
}
