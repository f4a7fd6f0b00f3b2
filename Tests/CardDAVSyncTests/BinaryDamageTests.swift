import Foundation
import Testing
@testable import CardDAVSync

/// Which differences of a binary value are damage: cut short, no longer
/// base64, an image whose end is gone; never another whole image.
@Suite("Binary damage")
struct BinaryDamageTests {
    /// A small whole JPEG: its start marker, some bytes, its end marker.
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 60) + [0xFF, 0xD9]

    static func card(photo: String) -> [UInt8] {
        Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada\r\nPHOTO;ENCODING=b;TYPE=JPEG:\(photo)\r\nEND:VCARD\r\n".utf8)
    }

    static let here = card(photo: Data(jpeg).base64EncodedString())

    @Test func aValueCutShortIsDamage() {
        let cut = Data(Self.jpeg.prefix(36)).base64EncodedString()
        #expect(BinaryDamage.damage(incoming: Self.card(photo: cut), here: Self.here)
                == [BinaryDamage.Damage(property: "PHOTO", description: "PHOTO cut to 36 bytes of 66")])
    }

    @Test func aValueNoLongerBase64OrAnImageWithoutItsEndIsDamage() {
        #expect(BinaryDamage.damage(incoming: Self.card(photo: "/9j/4AAQ\u{01}SkZJRg"), here: Self.here).map(\.description)
                == ["PHOTO no longer base64"])
        let endless = Data(Self.jpeg.dropLast(2) + [0x42, 0x42]).base64EncodedString()
        #expect(BinaryDamage.damage(incoming: Self.card(photo: endless), here: Self.here).map(\.description)
                == ["PHOTO an image cut short at 66 bytes"])
    }

    @Test func anotherWholeImageOrTheSameBytesAreNoDamage() {
        let other = Data([0xFF, 0xD8, 0xFF, 0xE1] + Array(repeating: 0x42, count: 10) + [0xFF, 0xD9]).base64EncodedString()
        #expect(BinaryDamage.damage(incoming: Self.card(photo: other), here: Self.here).isEmpty)
        let refolded = Data(Self.jpeg).base64EncodedString().replacingOccurrences(of: "=", with: "")
        #expect(BinaryDamage.damage(incoming: Self.card(photo: refolded), here: Self.here).isEmpty)
        #expect(BinaryDamage.damage(incoming: Self.here, here: Self.card(photo: "")).isEmpty, "nothing whole here to damage")
    }
}
