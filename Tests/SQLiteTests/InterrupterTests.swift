import CSQLite
import Foundation
import Testing
@testable import SQLite

/// `Interrupter`: while set, from any thread, a connection's statements end
/// interrupted, those running and those started; cleared, they run again.
@Suite("Interrupting a connection from another thread")
struct InterrupterTests {
    /// Counts to a billion: minutes, unless interrupted.
    private let counting = """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000000) SELECT count(*) FROM n
        """

    private func expectInterrupted(_ run: () throws -> SQLiteValue, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let value = try run()
            Issue.record("the statement ran to its end: \(value)", sourceLocation: sourceLocation)
        } catch {
            #expect((error as? SQLiteError)?.code == SQLITE_INTERRUPT, "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func setWhileAStatementRunsItEndsInterrupted() throws {
        let database = try Database.inMemory()
        let interrupter = database.interrupter
        // Set from another thread once the statement is under way (it runs for minutes).
        let thread = Thread {
            usleep(50_000)  // lets the statement start; set earlier, it is stopped as it starts, as the next test shows
            interrupter.set()
        }
        thread.start()
        expectInterrupted { try database.scalar(counting) }
        interrupter.clear()
        #expect(try database.scalar("SELECT 40 + 2") == .integer(42), "cleared, the next statement runs")
    }

    @Test func setBetweenStatementsTheNextOneEndsInterruptedUntilCleared() throws {
        let database = try Database.inMemory()
        #expect(database.interrupter === database.interrupter, "one per connection")
        database.interrupter.set()
        expectInterrupted { try database.scalar(counting) }
        expectInterrupted { try database.scalar(counting) }
        database.interrupter.clear()
        #expect(try database.scalar("SELECT count(*) FROM (SELECT 1 UNION SELECT 2)") == .integer(2))
    }
}
