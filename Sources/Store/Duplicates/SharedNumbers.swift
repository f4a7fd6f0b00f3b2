import Contacts

/// The numbers two contacts or more hold, however each writes them: the
/// numbers `lookup` would take for one (`PhoneNumberForms.matches`, with
/// the region in force). Every form of a number ends as it does, and a
/// match needs its last `PhoneDigits.minimumTrailingMatch` digits equal, so
/// only numbers with the same last digits are compared: one sort of all
/// the numbers by those digits, then comparisons within each run, never
/// across the book. A run is cut further by `core` before any comparison:
/// the generated 100k book writes "555" before most last four digits, so
/// its runs hold a dozen numbers of different area codes, and comparing
/// all of them would take a quarter of `duplicates`.
struct SharedNumbers {
    /// A stored number: its holder (the finder's contact index), the number
    /// as written, and its digits packed in integers for sorting: its last
    /// digits (`tail`) and its `Core`.
    struct Stored {
        var contact: Int32
        var text: String
        var tail: Int
        var core: Core
    }

    /// Digits every form of a number ends with, last-first: all its digits
    /// when written with "+", else without the first two or its leading 0s,
    /// whichever are more (a trunk prefix is at most two digits). Two
    /// numbers can match only when one's core ends the other's, that is
    /// when one's reversed core begins the other's. Held as the reversed
    /// digits read as a decimal number padded to 18 digits (at most 18 kept:
    /// fewer digits of a core are still a core), and how many there are,
    /// so that sorting and comparing them is integer work (sorting by the
    /// digits as strings would be a sixth of `duplicates` on 100k contacts).
    struct Core: Comparable {
        static let digits = 18
        var padded: UInt64
        var length: Int

        init(reversedDigits bytes: UnsafeRawBufferPointer, international: Bool) {
            var count = bytes.count
            if !international {
                var zeros = 0
                while zeros < count, bytes[count - 1 - zeros] == 0x30 { zeros += 1 }
                count -= min(count, max(2, zeros))
            }
            length = min(count, Self.digits)
            padded = 0
            for index in 0..<Self.digits { padded = padded * 10 + (index < length ? UInt64(bytes[index] &- 0x30) : 0) }
        }

        /// True when this core's digits begin `other`'s.
        func begins(_ other: Core) -> Bool {
            guard length <= other.length else { return false }
            let scale = Self.powersOfTen[Self.digits - length]
            return padded / scale == other.padded / scale
        }

        static func < (a: Core, b: Core) -> Bool {
            a.padded != b.padded ? a.padded < b.padded : a.length < b.length
        }

        private static let powersOfTen: [UInt64] = (0...digits).map { power in
            (0..<power).reduce(1) { value, _ in value * 10 }
        }
    }

    let region: Region?

    /// The numbers more than one contact holds.
    func shared(_ numbers: [Stored]) -> [SharedValue] {
        // Tails take 27 bits and indexes fewer than 32: sorting plain
        // integers (tail, then index) is several times faster than sorting
        // indexes by a closure reading the numbers (measured on 100k contacts).
        let order = numbers.indices.map { numbers[$0].tail << 32 | $0 }.sorted()
        var values: [SharedValue] = []
        var start = 0
        while start < order.count {
            let tail = order[start] >> 32
            var end = start + 1
            while end < order.count, order[end] >> 32 == tail { end += 1 }
            let run = order[start..<end].map { numbers[$0 & 0xFFFF_FFFF] }
            if run.contains(where: { $0.contact != run[0].contact }) {
                for cluster in Self.clusters(of: run) { values += shared(inRun: cluster) }
            }
            start = end
        }
        return values
    }

    /// A run cut where no number's core begins the next's: sorted by
    /// reversed core, each number that a cluster's first core begins
    /// joins it, and numbers of different clusters cannot match. Clusters
    /// held by one contact are left out.
    private static func clusters(of run: [Stored]) -> [[Stored]] {
        let sorted = run.sorted { $0.core < $1.core }
        var clusters: [[Stored]] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count, sorted[start].core.begins(sorted[end].core) { end += 1 }
            let cluster = sorted[start..<end]
            if cluster.contains(where: { $0.contact != cluster[start].contact }) { clusters.append(Array(cluster)) }
            start = end
        }
        return clusters
    }

    /// The numbers of a cluster, each number one class of
    /// the numbers that match it. A number matching two numbers that do not
    /// match each other ("555 0127" with no area code, beside "+1 617 555 0127"
    /// and "+1 212 555 0127") cannot say which it is, and joins neither.
    private func shared(inRun run: [Stored]) -> [SharedValue] {
        var variants: [PhoneNumberForms] = []
        var variantOf: [Int] = []
        for number in run {
            let forms = PhoneNumberForms(number.text, region: region)
            if let index = variants.firstIndex(of: forms) {
                variantOf.append(index)
            } else {
                variantOf.append(variants.count)
                variants.append(forms)
            }
        }
        var classes = DisjointSets(count: variants.count)
        if variants.count > 1 {
            let matches = variants.indices.map { a in
                variants.indices.filter { b in a != b && variants[a].matches(variants[b]) }
            }
            let ambiguous = matches.map { matched in
                matched.contains { a in matched.contains { b in a < b && !variants[a].matches(variants[b]) } }
            }
            for (a, matched) in matches.enumerated() where !ambiguous[a] {
                for b in matched where !ambiguous[b] { classes.union(Int32(a), Int32(b)) }
            }
        }
        var holders: [Int32: [(contact: Int32, text: String)]] = [:]
        for (index, number) in run.enumerated() {
            holders[classes.root(Int32(variantOf[index])), default: []].append((number.contact, number.text))
        }
        return holders.keys.sorted().compactMap { root in
            SharedValues.value(of: holders[root]!, preferring: { $0.hasPrefix("+") })
        }
    }

    /// The last `PhoneDigits.minimumTrailingMatch` digits of a number, from
    /// its stored digits last-first, and how many there are when fewer,
    /// packed in one integer: numbers that could match have equal tails.
    static func tail(ofReversedDigits bytes: UnsafeRawBufferPointer) -> Int {
        let length = min(bytes.count, PhoneDigits.minimumTrailingMatch)
        var value = length
        for index in 0..<length { value = value * 10 + Int(bytes[index] &- 0x30) }
        return value
    }
}
