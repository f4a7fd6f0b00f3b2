import Foundation
import TestSupport

/// An editor for the built binary: a shell script (its body given) run as `EDITOR`, with `$DIR` the
/// test's folder (where it may keep a count of its rounds and copies of what it was shown) and the
/// editor's temporary files kept in that folder too.
func scriptedEditor(_ folder: URL, _ body: String) throws -> [String: String] {
    let script = folder.appendingPathComponent("editor-\(UUID().uuidString).sh")
    try ("#!/bin/sh\nDIR='\(folder.path)'\n" + body + "\n").write(to: script, atomically: true, encoding: .utf8)
    // Run through sh, not executed itself: a script just written may still be open in a child another
    // test forked (ETXTBSY).
    return ["EDITOR": "/bin/sh " + script.path, "VISUAL": "", "TMPDIR": folder.path]
}

/// The script lines that count the editor's rounds in `$n` and keep what round n was shown as `seen-n`.
let countedRound = """
    n=$(cat "$DIR/count" 2>/dev/null || echo 0); n=$((n + 1)); echo $n > "$DIR/count"
    cp "$1" "$DIR/seen-$n"
    """

/// What the editor was shown in round `round`.
func shownToEditor(_ folder: URL, round: Int) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("seen-\(round)"), encoding: .utf8)
}

/// `phonebook export CONTACT` as bytes.
func exportedCard(_ db: String, _ contact: String) throws -> String {
    let result = try phonebook("export", "--db", db, contact)
    guard result.status == 0 else { throw ExportFailed(message: result.stderr) }
    return result.stdout
}

/// `phonebook history --format plain`.
func plainHistory(_ db: String) throws -> String {
    try phonebook("history", "--db", db, "--format", "plain").stdout
}

/// How many contacts `info` counts.
func contactCount(_ db: String) throws -> Int? {
    let info = try phonebook("info", "--db", db, "--format", "json").stdout
    return info.firstMatch(of: /"contacts":(\d+)/).flatMap { Int($0.output.1) }
}

struct ExportFailed: Error { var message: String }
