/// The names a mistyped word most likely meant, as git's "did you mean":
/// for a command, the one it begins (`exp` → `export`) when only one does,
/// else the one at the smallest edit distance; for a contact, the closest
/// few names, compared folded and word by word.
public enum NearestName {
    /// Edits allowed for a command name: "lsit" is one from "list", "ls" two.
    public static let maximumDistance = 2

    /// The command name `word` most likely meant, if one is close enough.
    public static func to(_ word: String, among names: [String]) -> String? {
        let begun = names.filter { $0.hasPrefix(word) }
        if word.count >= 2, begun.count == 1 { return begun[0] }
        let scored = names.map { ($0, distance(word, $0)) }.filter { $0.1 <= maximumDistance }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Up to `limit` of `names` closest to `text`, closest first, ignoring
    /// case and accents. A name is as close as its whole, or (for one word
    /// typed) its nearest word, or its words the other way round: "Hoper"
    /// is one edit from "Grace Hopper", and so is "Hoper Grace".
    /// A third of the text's letters may be wrong, at most 3, at least 1.
    public static func closest(to text: String, among names: some Sequence<String>, limit: Int = 3) -> [String] {
        let folded = TextFolding.fold(text).trimmed
        guard !folded.isEmpty else { return [] }
        let words = folded.split(separator: " ").count
        let length = folded.count
        let allowed = max(1, min(3, length / 3))
        // Two texts are at least their difference in length apart: a name
        // that far from the text's length is not compared letter by letter
        // (a pasted page of text against every name took seconds).
        func near(_ other: String) -> Int {
            abs(other.count - length) > allowed ? allowed + 1 : distance(folded, other)
        }
        var best: [String: Int] = [:]
        for name in names {
            let candidate = TextFolding.fold(name)
            let parts = candidate.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            var score = min(near(candidate), near(parts.reversed().joined(separator: " ")))
            if words == 1 {
                for part in parts { score = min(score, near(part)) }
            }
            if score <= allowed { best[name] = min(best[name] ?? score, score) }
        }
        let ranked = best.sorted { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }
        return ranked.prefix(limit).map(\.key)
    }

    /// Edits (insert, delete, replace, swap two neighbours) turning `a` into
    /// `b`: the optimal string alignment distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
