import Testing
@testable import CardDAVSync

/// What goes up is UTF-8, whatever the card here holds.
@Suite("Upload text")
struct UploadTextTests {
    @Test func aByteThatIsNotUTF8GoesAsAReplacementCharacter() {
        // An Android card's ORG: quoted-printable said to be UTF-8, ending in a lone =80.
        let card = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Henry\r\nORG;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=91=C3=91=80\r\nEND:VCARD\r\n".utf8)
        let sent = UploadText.of(card)
        let text = String(validating: sent, as: UTF8.self)
        #expect(text?.contains("ORG:ÑÑ\u{FFFD}\r\n") == true, "\(String(decoding: sent, as: UTF8.self))")
        let valid = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ñandú\r\nEND:VCARD\r\n".utf8)
        #expect(UploadText.of(valid) == valid, "valid UTF-8 goes as it is")
    }
}
