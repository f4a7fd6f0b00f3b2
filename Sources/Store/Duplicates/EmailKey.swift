import Contacts

/// Email addresses as duplicates compare them: case ignored (the domain's
/// case never matters, and no mail system people use tells a local part's
/// case apart), spaces at either end dropped.
package enum EmailKey {
    /// The address lowercased; ASCII ones (almost all) without Unicode's tables.
    package static func key(of address: String) -> String {
        let trimmed = address.trimmed
        var isASCII = true, hasCapitals = false
        for byte in trimmed.utf8 {
            isASCII = isASCII && byte < 0x80
            hasCapitals = hasCapitals || byte &- 0x41 < 26
        }
        return isASCII && !hasCapitals ? trimmed : trimmed.lowercased()
    }

    /// The addresses more than one contact holds, in the order of their first rows.
    static func shared(_ addresses: [(key: String, contact: Int32, text: String)]) -> [SharedValue] {
        RepeatedKeys.rows(count: addresses.count) { addresses[$0].key }.compactMap { rows in
            SharedValues.value(of: rows.map { (addresses[$0].contact, addresses[$0].text) })
        }
    }
}
