import ArgumentParser
import Reporting
import SharedOptions

/// `phonebook connect SERVICE --user NAME ...`: declared here for help and
/// validation; phonebook-dav does the work (it links the network stack).
struct Connect: ParsableCommand {
    static let configuration = ConnectOptions.configuration

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var options: ConnectOptions

    func run() throws {
        try DAVProgram.replaceProcess()
    }
}
