import Contacts

/// The numbers two contacts or more hold, however each writes them: the
/// numbers `lookup` would take for one (`PhoneNumberForms.matches`, with
/// the region in force). Every form of a number ends as it does, and a
/// match needs its last `PhoneDigits.minimumTrailingMatch` digits equal, so
/// only numbers with the same last digits are compared: one sort of all
/// the numbers by those digits, then comparisons within each run, never
/// across the book.
struct SharedNumbers {
    /// A stored number: its holder (the finder's contact index), the number
    /// as written, and its last digits packed in an integer (`tail(of:)`).
    struct Stored {
        var contact: Int32
        var text: String
        var tail: Int
    }

    let region: Region?

    /// The numbers more than one contact holds.
    func shared(_ numbers: [Stored]) -> [SharedValue] {
        let order = numbers.indices.sorted { numbers[$0].tail < numbers[$1].tail }
        var values: [SharedValue] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, numbers[order[end]].tail == numbers[order[start]].tail { end += 1 }
            let first = numbers[order[start]].contact
            if order[start..<end].contains(where: { numbers[$0].contact != first }) {
                values += shared(inRun: order[start..<end].map { numbers[$0] })
            }
            start = end
        }
        return values
    }

    /// The numbers of one run (the same last digits), each number one class of
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
