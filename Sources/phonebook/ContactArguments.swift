import Store

extension AddressBook {
    /// The contacts the CONTACT arguments of `remove` and `history` name,
    /// each once, in the order given; the one place they are resolved.
    func contacts(named arguments: [String]) throws -> [ContactID] {
        var ids: [ContactID] = []
        for argument in arguments {
            let id = try contact(named: argument)
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}
