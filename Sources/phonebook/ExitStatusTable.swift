import Reporting
import SharedOptions

/// `ExitStatus`'s table as each reader takes it: the lines of the top-level
/// help, the docs' Markdown table, and tab-separated lines for scripts
/// (bin/man writes the man page's EXIT STATUS from those).
enum ExitStatusTable {
    /// "Exit status:" and one indented line a status, number and summary.
    /// Built by appending, cheaper than `joined(separator:)`: every
    /// `phonebook --version` builds it, reading the full configuration.
    static var helpLines: String {
        var text = "Exit status:"
        for status in ExitStatus.allCases {
            let number = String(status.rawValue)
            text += "\n" + String(repeating: " ", count: 4 - number.count) + number + "  " + status.summary
        }
        return text
    }

    /// The table README.md and docs/ carry between their exit-statuses markers.
    static var markdown: String {
        var text = "| status | meaning |\n|---|---|\n"
        for status in ExitStatus.allCases {
            // A bare | would end the cell.
            let details = status.details.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            text += "| \(status.rawValue) | \(details) |\n"
        }
        return text
    }

    /// One line a status: number, summary, details, separated by tabs.
    static var tabSeparated: String {
        ExitStatus.allCases.map { "\($0.rawValue)\t\($0.summary)\t\($0.details)\n" }.joined()
    }
}
