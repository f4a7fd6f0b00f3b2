/// Union-find over the contacts 0..<count (path halving, union by size):
/// the groups of duplicates are the connected components of the evidence
/// pairs, so each pair is one `union` and no pair is compared twice.
struct DisjointSets {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<Int32(count)).map { $0 }
        size = Array(repeating: 1, count: count)
    }

    /// The representative of `element`'s set.
    mutating func root(_ element: Int32) -> Int32 {
        var element = element
        while parent[Int(element)] != element {
            parent[Int(element)] = parent[Int(parent[Int(element)])]
            element = parent[Int(element)]
        }
        return element
    }

    /// Joins the sets of `a` and `b`; returns the new representative.
    @discardableResult
    mutating func union(_ a: Int32, _ b: Int32) -> Int32 {
        var (a, b) = (root(a), root(b))
        if a == b { return a }
        if size[Int(a)] < size[Int(b)] { swap(&a, &b) }
        parent[Int(b)] = a
        size[Int(a)] += size[Int(b)]
        return a
    }

    /// How many elements `element`'s set holds.
    mutating func count(of element: Int32) -> Int {
        Int(size[Int(root(element))])
    }
}
