/// The rows that share a key, for the keys two rows or more have: equal
/// emails, equal names. Each row is chained to the next with its key, so a
/// key is hashed once and no list is made for the many keys one row has
/// (sorting the email keys instead would take 15% of `duplicates` on 100k contacts).
enum RepeatedKeys {
    /// The indexes of each repeated key's rows, ascending; keys in the order
    /// of their first rows. Rows whose key is nil are left out.
    static func rows(count: Int, key: (Int) -> String?) -> [[Int]] {
        // Read backwards, each row is put before its key's chain so far: the
        // chains end up ascending, each starting at its key's first row.
        var head: [String: Int] = [:], next = [Int](repeating: -1, count: count)
        var repeated: [String] = []  // each key held twice or more, once
        head.reserveCapacity(count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let key = key(index), let later = head.updateValue(index, forKey: key) else { continue }
            if next[later] < 0 { repeated.append(key) }
            next[index] = later
        }
        return repeated.map { head[$0]! }.sorted().map { first in
            var rows: [Int] = [], row = first
            while row >= 0 {
                rows.append(row)
                row = next[row]
            }
            return rows
        }
    }
}
