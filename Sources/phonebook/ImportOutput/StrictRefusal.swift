import Exchange

/// A `--strict` import that met an error writes nothing, and its last
/// line says so instead of a summary of what did not happen:
/// "nothing written (--strict): 1 error; would have added 3, updated 1".
struct StrictRefusal {
    let summary: ImportSummary
    let pruning: Bool

    var message: String {
        let errors = summary.errors.count
        var wouldHave = ["added \(summary.added)", "updated \(summary.updated)"]
        if pruning { wouldHave.append("removed \(summary.removed)") }
        return "nothing written (--strict): \(errors) error\(errors == 1 ? "" : "s"); would have "
            + wouldHave.joined(separator: ", ")
    }
}
