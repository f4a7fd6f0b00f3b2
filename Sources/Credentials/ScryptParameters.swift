/// scrypt's cost parameters (RFC 7914 §2), stored beside every hash as
/// `scrypt$N=32768$r=8$p=1` so the cost can be raised for new hashes while
/// old ones still verify.
public struct ScryptParameters: Sendable, Equatable, CustomStringConvertible {
    /// The CPU/memory cost N, a power of two.
    public let cost: UInt64
    /// The block size r.
    public let blockSize: UInt64
    /// The parallelization p.
    public let parallelization: UInt64

    /// What new hashes use: N=2^15, r=8, p=1 takes 32 MiB and about 100 ms
    /// per hash on the 2-core build machine (`time openssl kdf -keylen 32
    /// -kdfopt n:32768 -kdfopt r:8 -kdfopt p:1 … SCRYPT`: 0.11 s with process
    /// start; N=2^16 took 0.23 s): slow enough to make guessing expensive,
    /// fast enough for a login.
    public static let current = ScryptParameters(cost: 1 << 15, blockSize: 8, parallelization: 1)

    /// Refused when read back: a tampered row must not make a login take minutes or gigabytes.
    static let costLimit: UInt64 = 1 << 20, blockSizeLimit: UInt64 = 32, parallelizationLimit: UInt64 = 16

    public init(cost: UInt64, blockSize: UInt64, parallelization: UInt64) {
        self.cost = cost
        self.blockSize = blockSize
        self.parallelization = parallelization
    }

    /// Reads the stored form; nil for another algorithm or out-of-range values.
    public init?(encoded: String) {
        let parts = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "scrypt",
              let n = Self.value(parts[1], named: "N"), let r = Self.value(parts[2], named: "r"),
              let p = Self.value(parts[3], named: "p"),
              n > 1, n & (n - 1) == 0, n <= Self.costLimit,
              (1...Self.blockSizeLimit).contains(r), (1...Self.parallelizationLimit).contains(p)
        else { return nil }
        self.init(cost: n, blockSize: r, parallelization: p)
    }

    public var description: String { "scrypt$N=\(cost)$r=\(blockSize)$p=\(parallelization)" }

    /// The memory scrypt needs (OpenSSL's own formula: 128·r·(N+2) for V plus 128·r·p for B), with slack.
    var memoryLimit: UInt64 { 128 * blockSize * (cost + 2 + parallelization) + (1 << 20) }

    private static func value(_ part: Substring, named name: String) -> UInt64? {
        guard part.hasPrefix(name + "=") else { return nil }
        return UInt64(part.dropFirst(name.count + 1))
    }
}
