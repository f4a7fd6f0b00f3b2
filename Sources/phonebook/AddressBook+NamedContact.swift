import Store

extension AddressBook {
    /// The one contact `nameOrUID` names, or a failure a person can act on.
    func contact(named nameOrUID: String) throws -> ContactID {
        let ids = try contactIDs(named: nameOrUID)
        guard let first = ids.first else {
            throw CommandFailure(message: "no contact named \"\(nameOrUID)\"", status: .failure)
        }
        guard ids.count == 1 else {
            let uids = try ids.compactMap { try contactDetail($0)?.uid }
            throw CommandFailure(
                message: "\"\(nameOrUID)\" names \(ids.count) contacts; give one of their UIDs: "
                    + uids.joined(separator: ", "),
                status: .failure)
        }
        return first
    }
}
