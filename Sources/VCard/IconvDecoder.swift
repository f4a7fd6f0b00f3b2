#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Decodes the charsets ``Charset`` has no fast path for with the C library's iconv (glibc knows
/// Shift_JIS, Big5, KOI8-R, GB18030, the ISO-8859 family and hundreds more).
///
/// A converter is opened on the first value in a charset and kept for the rest of the run (so is the
/// answer that iconv does not know a name); an iconv converter is not safe to share, so using one is
/// serialized. Only cards naming such a charset come here.
enum IconvDecoder {
    /// Open converters by uppercased name; nil for a name iconv does not know.
    private static let converters = Mutex<[String: Converter?]>([:])
    /// More names than any real file uses: past this, a hostile file's made-up names are not kept.
    private static let cachedNames = 64

    /// `count` bytes in charset `name` as a String (invalid or cut sequences become U+FFFD), or nil when
    /// iconv does not know `name`.
    static func decode(_ bytes: UnsafePointer<UInt8>, _ count: Int, from name: String) -> String? {
        let key = name.uppercased()
        return converters.withLock { table -> String? in
            if let cached = table[key] {
                return cached.map { convert(bytes, count, with: $0.descriptor) }
            }
            let opened = iconv_open("UTF-8", key)
            let converter = opened == iconv_t(bitPattern: -1) ? nil : opened.map(Converter.init)
            defer {
                if table.count < cachedNames {
                    table[key] = .some(converter)
                } else if let converter {
                    iconv_close(converter.descriptor)
                }
            }
            return converter.map { convert(bytes, count, with: $0.descriptor) }
        }
    }

    /// Whether iconv decodes charset `name`.
    static func knows(_ name: String) -> Bool {
        var nothing: UInt8 = 0
        return decode(&nothing, 0, from: name) != nil
    }

    /// An open iconv descriptor.
    private struct Converter: @unchecked Sendable {
        // @unchecked: the descriptor is only used inside `converters.withLock`, one thread at a time.
        let descriptor: iconv_t
    }

    private static func convert(_ bytes: UnsafePointer<UInt8>, _ count: Int, with converter: iconv_t) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(count * 2 + 8)
        iconv(converter, nil, nil, nil, nil)  // back to the initial shift state (ISO-2022-JP has one)
        var input: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(
            mutating: UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
        var inputLeft = count
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 1024) { chunk in
            while inputLeft > 0 {
                var chunkPointer = chunk.baseAddress
                var chunkLeft = chunk.count
                let failed = iconv(converter, &input, &inputLeft, &chunkPointer, &chunkLeft) == -1
                let reason = errno
                for index in 0..<(chunk.count - chunkLeft) { output.append(UInt8(bitPattern: chunk[index])) }
                guard failed, reason != E2BIG else { continue }
                output += [0xEF, 0xBF, 0xBD]  // U+FFFD
                if reason == EILSEQ {
                    input! += 1  // a byte that starts no valid sequence: go on after it
                    inputLeft -= 1
                } else {
                    inputLeft = 0  // a sequence cut off by the end of the value
                }
            }
            // Windows-1255 and 1258 hold a letter back until they know no combining mark follows it:
            // the end of the input says so, and gives the value its last letter.
            var chunkPointer = chunk.baseAddress
            var chunkLeft = chunk.count
            iconv(converter, nil, nil, &chunkPointer, &chunkLeft)
            for index in 0..<(chunk.count - chunkLeft) { output.append(UInt8(bitPattern: chunk[index])) }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
