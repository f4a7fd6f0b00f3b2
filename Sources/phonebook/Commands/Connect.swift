import Accounts
import ArgumentParser
import Reporting
import SharedOptions
import Store

/// `phonebook connect SERVICE --user NAME ...`: declared here for help and
/// validation; phonebook-dav does the work (it links the network stack).
struct Connect: ParsableCommand {
    static let configuration = ConnectOptions.configuration

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var options: ConnectOptions

    /// Without --user (or --vdir) connect changes what a connected service
    /// syncs: for a service not connected, --user is what is missing, said
    /// with connect's usage as a missing argument is.
    func validate() throws {
        guard options.user == nil, options.vdir == nil else { return }
        let connected: Bool
        do {
            connected = try database.openForReading().isConnected(options.service.value)
        } catch StoreError.noDatabase {
            connected = false
        } catch {
            return  // phonebook-dav meets the same failure, and reports it
        }
        guard connected else { throw ConnectOptions.missingUser }
    }

    func run() throws {
        try DAVProgram.replaceProcess()
    }
}
