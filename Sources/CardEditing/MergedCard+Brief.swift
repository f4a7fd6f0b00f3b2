extension MergedCard {
    /// What the cards merged in add, counted: "+2 numbers, +1 email, +1 other", or "nothing new".
    public var brief: String {
        let added = contributions.flatMap(\.added)
        let numbers = added.filter { $0.hasPrefix("number ") }.count
        let emails = added.filter { $0.hasPrefix("email ") }.count
        let others = added.count - numbers - emails
        let counts = [(numbers, "number", "numbers"), (emails, "email", "emails"), (others, "other", "others")]
            .filter { $0.0 > 0 }
            .map { "+\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        return counts.isEmpty ? "nothing new" : counts.joined(separator: ", ")
    }
}
