import CCrypto
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A key's bytes in memory: the process is made undumpable before any is
/// held (no core dump, no ptrace or /proc/PID/mem by other processes of the
/// same user), and the bytes are zeroed when the last copy of the key is
/// gone. Copies made from `bytes` by a caller (a file's encoded form, say)
/// are the caller's to clear.
final class KeyBytes: @unchecked Sendable {  // immutable after init; deinit alone writes, when nobody holds it
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        KeyBytes.forbidDumps
        self.bytes = bytes
    }

    deinit {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            explicit_bzero(UnsafeMutableRawPointer(mutating: base), buffer.count)
        }
    }

    /// Made once per process, before the first key is held.
    private static let forbidDumps: Void = { _ = ccrypto_forbid_dumps() }()
}

/// Whether this process may be dumped or traced: false once it has held a key.
public var processIsDumpable: Bool { ccrypto_is_dumpable() != 0 }

/// Zeroes `bytes` in place: for a copy of key material made to be written.
public func clearKeyMaterial(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        explicit_bzero(base, buffer.count)
    }
}
