import Testing
@testable import Sections

/// The buffer a listing copies its text into is a value, and keeps every byte as it grows.
@Suite("Byte buffer")
struct ByteBufferTests {
    private func text(_ buffer: ByteBuffer) -> String {
        buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func growsKeepingEveryByte() {
        var buffer = ByteBuffer(capacity: 16)
        var expected = ""
        for round in 0..<200 {
            let piece = "piece \(round);"
            piece.utf8CString.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
            buffer.append(byte: 0x2C)
            buffer.append(repeating: 0x20, count: round % 19)
            expected += piece + "," + String(repeating: " ", count: round % 19)
        }
        #expect(buffer.count == expected.utf8.count)
        #expect(text(buffer) == expected)
        buffer.removeAll()
        #expect(buffer.isEmpty && text(buffer) == "")
    }

    /// Short appends are copied a word at a time, overlapping: every length keeps every byte.
    @Test func appendsOfEveryLengthKeepTheirBytes() {
        let source = (0..<64).map { UInt8(0x21 + $0) }
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for length in 0...40 {
            source.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[length % 7..<length % 7 + length])) }
            expected += source[length % 7..<length % 7 + length]
            buffer.append(byte: 0x7C)
            expected.append(0x7C)
        }
        #expect(buffer.withUnsafeBytes { Array($0) } == expected)
    }

    @Test func aCopyAppendedToLeavesTheOriginalAlone() {
        var original = ByteBuffer(capacity: 64)
        "shared".utf8CString.withUnsafeBytes { original.append(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
        var copy = original
        copy.append(repeating: 0x21, count: 3)
        copy.reserve(2)
        copy.appendReserved(byte: 0x3F)
        #expect(text(original) == "shared")
        #expect(text(copy) == "shared!!!?")
        var emptied = original
        emptied.removeAll()
        emptied.append(byte: 0x78)
        #expect(text(original) == "shared")
        #expect(text(emptied) == "x")
    }

    /// Padding is stored a word at a time past its end: what follows must not show it.
    @Test func paddingCountsOnlyWhatWasAsked() {
        var buffer = ByteBuffer(capacity: 16)
        for count in 0..<30 {
            buffer.removeAll()
            buffer.append(repeating: 0x20, count: count)
            buffer.append(byte: 0x7C)
            #expect(text(buffer) == String(repeating: " ", count: count) + "|")
        }
    }
}
