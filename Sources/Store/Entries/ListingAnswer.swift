import Contacts

/// Whether the listing served a query's orders, and when that was asked
/// (`AddressBook.listingServes`).
package struct ListingAnswer {
    package struct Moment: Equatable {
        let transaction: Int
        let changes: Int
        let sortOrder: NameOrder
        let displayOrder: NameOrder

        package init(transaction: Int, changes: Int, sortOrder: NameOrder, displayOrder: NameOrder) {
            self.transaction = transaction
            self.changes = changes
            self.sortOrder = sortOrder
            self.displayOrder = displayOrder
        }
    }

    package let moment: Moment
    package let serves: Bool

    package init(moment: Moment, serves: Bool) {
        self.moment = moment
        self.serves = serves
    }
}
