import ArgumentParser

/// `--source NAME`: the name standard input is mirrored as. Without it,
/// `--prune -` would remove every contact ever imported from any pipe.
enum StandardInputSource {
    /// Usage errors (exit 64): `--prune -` without a name, or a name without `-`.
    static func validate(_ source: String?, inputs: [String], pruning: Bool) throws {
        let readsStandardInput = inputs.contains("-")
        if let source {
            guard readsStandardInput else {
                throw ValidationError("--source names standard input; use it with -.")
            }
            guard !source.isEmpty, source != "-" else {
                throw ValidationError("--source needs a name, for example --source work-phone.")
            }
        } else if pruning && readsStandardInput {
            throw ValidationError("--prune with standard input (-) needs --source NAME: the name its contacts "
                + "are mirrored as, so a later --prune of the same source removes only those.")
        }
    }
}
