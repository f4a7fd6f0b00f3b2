import Contacts

/// Email addresses as duplicates compare them: case ignored (the domain's
/// case never matters, and no mail system people use tells a local part's
/// case apart), spaces at either end dropped.
enum EmailKey {
    /// The address lowercased; ASCII ones (almost all) without Unicode's tables.
    static func key(of address: String) -> String {
        let trimmed = address.trimmed
        var isASCII = true, hasCapitals = false
        for byte in trimmed.utf8 {
            isASCII = isASCII && byte < 0x80
            hasCapitals = hasCapitals || byte &- 0x41 < 26
        }
        return isASCII && !hasCapitals ? trimmed : trimmed.lowercased()
    }

    /// The addresses more than one contact holds: one sort by key, then runs.
    static func shared(_ addresses: [(key: String, contact: Int32, text: String)]) -> [SharedValue] {
        let order = addresses.indices.sorted { addresses[$0].key.utf8.lexicographicallyPrecedes(addresses[$1].key.utf8) }
        var values: [SharedValue] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, addresses[order[end]].key == addresses[order[start]].key { end += 1 }
            if end - start > 1,
               let value = SharedValues.value(of: order[start..<end].map { (addresses[$0].contact, addresses[$0].text) }) {
                values.append(value)
            }
            start = end
        }
        return values
    }
}
