import DAV
import Threads

/// The requests of a fetch on a thread of their own, up to two batches
/// ahead of the thread that reads and commits their cards: while a first
/// download writes one batch here, the server prepares the next (its work
/// and ours were each over a second for 10,000 cards on Radicale 3.9, one
/// after the other). This thread does no more than the requests and their
/// XML, so the server waits little between them. The client is used by
/// that thread alone until `finish()`.
final class BatchReader: @unchecked Sendable {
    // @unchecked: `client` is used by the reading thread only, and by no one
    // else before `finish()` has waited for that thread's end; the batches
    // pass through `handoff`, and `running` is only touched under `ended`.

    /// One batch as read: its cards, the hrefs the server no longer has, and how many hrefs it asked for.
    struct Batch: Sendable {
        var cards: [FetchedCard]
        var missing: [String]
        var size: Int
    }

    private let client: any RemoteCollection
    private let bookPath: String
    private let handoff = Handoff<Result<Batch, DAVError>>(capacity: 2)
    private let ended = Condition()
    private var running = true
    /// The batches `next()` reads itself, one at a time, when no thread could start.
    private var unthreaded: [ArraySlice<String>]?

    /// Starts reading `batches` of `bookPath` with `client`.
    init(client: any RemoteCollection, bookPath: String, batches: [ArraySlice<String>]) {
        self.client = client
        self.bookPath = bookPath
        let started = DetachedThread.start { [self] in
            defer {
                ended.lock()
                running = false
                ended.broadcast()
                ended.unlock()
            }
            defer { handoff.close() }
            for batch in batches {
                let result = read(batch)
                guard handoff.put(result), case .success = result else { return }
            }
        }
        if !started {
            running = false
            unthreaded = batches
        }
    }

    /// The next batch, waiting for it; nil after the last, or after a failure was handed over.
    func next() -> Result<Batch, DAVError>? {
        guard var rest = unthreaded else { return handoff.take() }
        guard !rest.isEmpty else { return nil }
        let result = read(rest.removeFirst())
        if case .failure = result { rest.removeAll() }
        unthreaded = rest
        return result
    }

    /// Stops reading and waits for the reading thread to end; the client is the caller's again.
    func finish() {
        handoff.close()
        ended.lock()
        while running { ended.wait() }
        ended.unlock()
    }

    private func read(_ batch: ArraySlice<String>) -> Result<Batch, DAVError> {
        do {
            let fetched = try client.fetch(Array(batch), from: bookPath)
            return .success(Batch(cards: fetched.cards, missing: fetched.missing, size: batch.count))
        } catch {
            return .failure(error)
        }
    }
}
