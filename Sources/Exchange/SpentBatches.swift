import Synchronization

/// Batches the writer has finished with, handed back so the planner thread
/// frees them when the writer is the busier of the two: each holds hundreds
/// of records, and freeing them cost a tenth of a thread's time. Never
/// blocks the writer.
final class SpentBatches: Sendable {
    private let batches = Mutex<[WriteBatch]>([])

    /// Called by the writer after applying `batch`.
    func giveBack(_ batch: WriteBatch) {
        batches.withLock { $0.append(batch) }
    }

    /// Called by the planner: frees what has come back, on its own thread.
    func free() {
        var taken: [WriteBatch] = []
        batches.withLock { swap(&taken, &$0) }
        _ = consume taken
    }
}
