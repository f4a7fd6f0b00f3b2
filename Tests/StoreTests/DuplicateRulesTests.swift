import Contacts
@testable import Store
import Testing

/// The rules of `duplicates` judge pairs (docs/commands.md, "Duplicates");
/// `DuplicateRules` unites namesakes sharing a widely held value without
/// judging each of their pairs. On books whose values are held by many
/// namesakes, with and without values of the other kind, the groups and
/// their evidence are those of every pair judged one by one.
@Suite("Duplicate rules")
struct DuplicateRulesTests {
    /// A small generator with a seed, so a failing book can be made again.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    /// A book of `count` contacts: four names (and some without a full
    /// name), 12 numbers and 4 emails spread among them, so an email is
    /// held by many namesakes; some hold a number or an email no one else does.
    private func rules(count: Int, seed: UInt64) -> DuplicateRules {
        var random = Seeded(state: seed)
        let sortKeys = ["Ssmith\u{1}john", "Hhopper\u{1}grace", "Kking\u{1}ada", "Ssmith\u{1}jane", "Jjohn"]
        var names: [MatchingName?] = [], hasNumbers: [Bool] = [], hasEmails: [Bool] = []
        var numberHolders: [[Int32]] = Array(repeating: [], count: 12), emailHolders: [[Int32]] = Array(repeating: [], count: 4)
        for contact in 0..<Int32(count) {
            names.append(MatchingName(sortKey: sortKeys.randomElement(using: &random)!))
            let numbers = Int.random(in: 0...2, using: &random), emails = Int.random(in: 0...2, using: &random)
            hasNumbers.append(numbers > 0)
            hasEmails.append(emails > 0)
            for _ in 0..<numbers where Int.random(in: 0..<4, using: &random) > 0 {
                numberHolders[Int.random(in: 0..<12, using: &random)].append(contact)
            }
            for _ in 0..<emails where Int.random(in: 0..<4, using: &random) > 0 {
                emailHolders[Int.random(in: 0..<4, using: &random)].append(contact)
            }
        }
        let shared = { (holders: [[Int32]], prefix: String) in
            holders.enumerated().compactMap { index, holders -> SharedValue? in
                let unique = Array(Set(holders)).sorted()
                return unique.count > 1 ? SharedValue(shown: "\(prefix)\(index)", holders: unique) : nil
            }
        }
        return DuplicateRules(names: names, hasNumbers: hasNumbers, hasEmails: hasEmails,
                              numbers: shared(numberHolders, "+1 555 01"), emails: shared(emailHolders, "x@example.org/"))
    }

    /// The groups as the rules say them, every proposed pair judged: each
    /// group's members and evidence, in the order of its first member.
    private func judgingEveryPair(_ rules: DuplicateRules) -> [String] {
        var sets = DisjointSets(count: rules.names.count)
        let held = { (values: [SharedValue]) in
            var held = [Set<Int>](repeating: [], count: rules.names.count)
            for (index, value) in values.enumerated() { for holder in value.holders { held[Int(holder)].insert(index) } }
            return held
        }
        let (numbersHeld, emailsHeld) = (held(rules.numbers), held(rules.emails))
        var evidence: [(member: Int32, kind: String, shown: String)] = []
        func judge(_ values: [SharedValue], kind: String, has: [Bool], held: [Set<Int>]) {
            for value in values {
                for (offset, a) in value.holders.enumerated() {
                    for b in value.holders[(offset + 1)...] {
                        let (first, second) = (rules.names[Int(a)], rules.names[Int(b)])
                        if value.holders.count > DuplicateRules.widelySharedLimit && (first == nil || first != second) { continue }
                        if let first, let second, first.differs(from: second) { continue }
                        if has[Int(a)] && has[Int(b)] && held[Int(a)].isDisjoint(with: held[Int(b)]) { continue }
                        sets.union(a, b)
                        evidence.append((a, kind, value.shown))
                    }
                }
            }
        }
        judge(rules.numbers, kind: "number", has: rules.hasEmails, held: emailsHeld)
        judge(rules.emails, kind: "email", has: rules.hasNumbers, held: numbersHeld)
        var bearers: [String: [Int32]] = [:], order: [String] = []
        for (index, name) in rules.names.enumerated() {
            guard let key = name?.key else { continue }
            if bearers[key] == nil { order.append(key) }
            bearers[key, default: []].append(Int32(index))
        }
        for key in order where bearers[key]!.count > 1 {
            let group = bearers[key]!
            let roots = Set(group.map { sets.root($0) })
            let withNumbers = Set(group.filter { rules.hasNumbers[Int($0)] }.map { sets.root($0) })
            let withEmails = Set(group.filter { rules.hasEmails[Int($0)] }.map { sets.root($0) })
            guard roots.count > 1 && withNumbers.count <= 1 && withEmails.count <= 1 else { continue }
            for member in group.dropFirst() { sets.union(group[0], member) }
        }
        var groups: [Int32: [Int32]] = [:]
        for index in rules.names.indices where sets.count(of: Int32(index)) > 1 {
            groups[sets.root(Int32(index)), default: []].append(Int32(index))
        }
        return groups.map { root, members in
            let shown = Set(evidence.filter { sets.root($0.member) == root }.map { "\($0.kind) \($0.shown)" })
            let named = order.filter { key in bearers[key]!.filter { sets.root($0) == root }.count > 1 }
            return "\(members) \(shown.sorted()) \(named.sorted())"
        }.sorted()
    }

    private func described(_ found: [DuplicateRules.Found], _ rules: DuplicateRules) -> [String] {
        found.map { group in
            let shown = group.evidence.numbers.map { "number \($0)" } + group.evidence.emails.map { "email \($0)" }
            let named = group.evidence.names.map { shown in
                rules.names.compactMap { $0 }.first { $0.shown == shown }!.key
            }
            return "\(group.members.sorted()) \(shown.sorted()) \(named.sorted())"
        }.sorted()
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func namesakesSharingAWidelyHeldValueGroupAsEveryPairJudgedSays(seed: UInt64) {
        let rules = rules(count: 120, seed: seed)
        #expect(rules.emails.contains { $0.holders.count > DuplicateRules.widelySharedLimit * 3 }, "widely held emails")
        #expect(described(rules.groups(), rules) == judgingEveryPair(rules))
    }
}
