import Contacts

/// The rules that make contacts one person (docs/commands.md, "Duplicates"), applied
/// to the whole book at once: each shared number or email proposes its
/// holders as pairs, a pair is joined unless something tells the two apart,
/// and a shared name alone joins the contacts bearing it only when all of
/// them could be one person. Groups are the connected components of the
/// joins (union-find). No pair of contacts is compared unless they share
/// a value or a name.
struct DuplicateRules {
    /// A number or email held by more contacts than this (a switchboard, an
    /// info@ address) joins only holders who also share a name.
    static let widelySharedLimit = 4

    /// The contacts' full names, by the finder's index (nil: none).
    let names: [MatchingName?]
    /// Whether each contact has a number, an email address at all.
    let hasNumbers: [Bool]
    let hasEmails: [Bool]
    /// The numbers and emails two contacts or more hold.
    let numbers: [SharedValue]
    let emails: [SharedValue]

    /// A group: its members' indexes (ascending) and what they share.
    struct Found {
        var members: [Int32]
        var evidence: DuplicateEvidence
    }

    /// Every group of two contacts or more, in no particular order.
    func groups() -> [Found] {
        var sets = DisjointSets(count: names.count)
        let numbersHeld = valuesHeld(numbers), emailsHeld = valuesHeld(emails)
        var sharedNumber: [(member: Int32, value: Int)] = [], sharedEmail: [(member: Int32, value: Int)] = []
        for (index, value) in numbers.enumerated() {
            for (a, b) in joins(of: value.holders, has: hasEmails, held: emailsHeld) {
                sets.union(a, b)
                sharedNumber.append((a, index))
            }
        }
        for (index, value) in emails.enumerated() {
            for (a, b) in joins(of: value.holders, has: hasNumbers, held: numbersHeld) {
                sets.union(a, b)
                sharedEmail.append((a, index))
            }
        }
        let bearers = namesBorne()
        for group in bearers where canJoin(group, in: &sets) {
            for member in group.dropFirst() { sets.union(group[0], member) }
        }
        return found(in: &sets, numbers: sharedNumber, emails: sharedEmail, bearers: bearers)
    }

    /// The joins a shared value makes among its holders, as pairs to unite:
    /// its holders are proposed as pairs (all of them when few hold it,
    /// else only those who share a name too), and a pair joins unless their
    /// names could not be one person's or both hold values of the other
    /// kind (`has`, `held`: emails for a number, numbers for an email) and
    /// share none. Pairs are what the rules judge; what is returned only
    /// has to connect the same holders as the pairs that join.
    private func joins(of holders: [Int32], has: [Bool], held: [[Int32]]) -> [(Int32, Int32)] {
        var joins: [(Int32, Int32)] = []
        if holders.count <= Self.widelySharedLimit {
            for (offset, a) in holders.enumerated() {
                for b in holders[(offset + 1)...] where mayBeOne(a, b) && !Self.differ(a, b, has: has, held: held) {
                    joins.append((a, b))
                }
            }
            return joins
        }
        var byName: [String: [Int32]] = [:]
        for holder in holders { if let name = names[Int(holder)] { byName[name.key, default: []].append(holder) } }
        for key in byName.keys.sorted() { Self.join(namesakes: byName[key]!, has: has, held: held, into: &joins) }
        return joins
    }

    /// The joins among holders of one value who bear one name (their names
    /// never differ), without judging each pair: an info@ address a
    /// thousand namesakes hold is half a million pairs. A namesake without
    /// values of the other kind pairs with every other, so it joins them
    /// all; otherwise two pair exactly when they hold a value of the other
    /// kind in common, so each joins the first namesake holding each of its values.
    private static func join(namesakes: [Int32], has: [Bool], held: [[Int32]], into joins: inout [(Int32, Int32)]) {
        guard namesakes.count > 1 else { return }
        if let open = namesakes.first(where: { !has[Int($0)] }) {
            for namesake in namesakes where namesake != open { joins.append((open, namesake)) }
            return
        }
        var firstHolder: [Int32: Int32] = [:]
        for namesake in namesakes {
            for value in held[Int(namesake)] {
                if let first = firstHolder[value] { joins.append((first, namesake)) } else { firstHolder[value] = namesake }
            }
        }
    }

    /// False when the two have full names that could not be one person's.
    private func mayBeOne(_ a: Int32, _ b: Int32) -> Bool {
        guard let first = names[Int(a)], let second = names[Int(b)] else { return true }
        return !first.differs(from: second)
    }

    /// True when both have values of a kind (numbers, emails) and share none.
    private static func differ(_ a: Int32, _ b: Int32, has: [Bool], held: [[Int32]]) -> Bool {
        guard has[Int(a)], has[Int(b)] else { return false }
        return !held[Int(a)].contains { held[Int(b)].contains($0) }
    }

    /// The shared values each contact holds, by contact (most hold none:
    /// an empty array costs no allocation, where a dictionary hashed each).
    private func valuesHeld(_ values: [SharedValue]) -> [[Int32]] {
        var held = [[Int32]](repeating: [], count: names.count)
        for (index, value) in values.enumerated() {
            for holder in value.holders { held[Int(holder)].append(Int32(index)) }
        }
        return held
    }

    /// The contacts bearing each full name two contacts or more bear, in
    /// the order of their first bearers (never a dictionary's).
    private func namesBorne() -> [[Int32]] {
        RepeatedKeys.rows(count: names.count) { names[$0]?.key }.map { $0.map(Int32.init) }
    }

    /// Whether a name alone joins its bearers: only when, among the groups
    /// the numbers and emails already made of them, at most one has
    /// numbers and at most one has emails, so nothing tells them apart.
    /// Two John Smiths each with a number of his own stay two people.
    private func canJoin(_ bearers: [Int32], in sets: inout DisjointSets) -> Bool {
        var withNumbers = Set<Int32>(), withEmails = Set<Int32>(), roots = Set<Int32>()
        for bearer in bearers {
            let root = sets.root(bearer)
            roots.insert(root)
            if hasNumbers[Int(bearer)] { withNumbers.insert(root) }
            if hasEmails[Int(bearer)] { withEmails.insert(root) }
        }
        return roots.count > 1 && withNumbers.count <= 1 && withEmails.count <= 1
    }

    /// The groups of two or more, each with the evidence its members share.
    private func found(in sets: inout DisjointSets, numbers sharedNumber: [(member: Int32, value: Int)],
                       emails sharedEmail: [(member: Int32, value: Int)], bearers: [[Int32]]) -> [Found] {
        var members: [Int32: [Int32]] = [:]
        for index in names.indices where sets.count(of: Int32(index)) > 1 {
            members[sets.root(Int32(index)), default: []].append(Int32(index))
        }
        var numberValues: [Int32: Set<Int>] = [:], emailValues: [Int32: Set<Int>] = [:]
        for (member, value) in sharedNumber { numberValues[sets.root(member), default: []].insert(value) }
        for (member, value) in sharedEmail { emailValues[sets.root(member), default: []].insert(value) }
        var nameValues: [Int32: [String]] = [:]
        for group in bearers {
            var count: [Int32: Int] = [:]
            for bearer in group { count[sets.root(bearer), default: 0] += 1 }
            for (root, bearing) in count where bearing > 1 {
                nameValues[root, default: []].append(names[Int(group[0])]!.shown)
            }
        }
        return members.map { root, members in
            Found(members: members, evidence: DuplicateEvidence(
                numbers: (numberValues[root] ?? []).sorted().map { numbers[$0].shown },
                emails: (emailValues[root] ?? []).sorted().map { emails[$0].shown },
                names: (nameValues[root] ?? []).sorted()))
        }
    }
}
