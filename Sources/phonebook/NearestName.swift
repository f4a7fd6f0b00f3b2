/// The name a mistyped word most likely meant, as git's "did you mean":
/// the one it begins (`exp` → `export`) when only one does, else the one
/// at the smallest edit distance, if at most 2 edits away.
enum NearestName {
    /// Edits allowed: "lsit" is one from "list", "ls" two.
    static let maximumDistance = 2

    static func to(_ word: String, among names: [String]) -> String? {
        let begun = names.filter { $0.hasPrefix(word) }
        if word.count >= 2, begun.count == 1 { return begun[0] }
        let scored = names.map { ($0, distance(word, $0)) }.filter { $0.1 <= maximumDistance }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Edits (insert, delete, replace, swap two neighbours) turning `a` into
    /// `b`: the optimal string alignment distance.
    static func distance(_ a: String, _ b: String) -> Int {
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
