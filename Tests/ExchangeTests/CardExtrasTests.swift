import Contacts
import Foundation
import Reading
import Store
import Exchange
import Testing
import TestSupport

/// What `show` tells of a real card beyond its usual fields: its photo (by
/// type and size, the size checked against Foundation's own base64 decoder
/// on the file's text), its related people and how its name is said.
@Suite("A card's photos, related names and phonetic names")
struct CardExtrasTests {
    private func contacts(_ name: String) throws -> [ContactDetail] {
        let file = Repository.realClientVCards.appendingPathComponent(name)
        let book = try AddressBook.inMemory()
        _ = try Importer(book: book).run(try ImportInput.resolve([file.path]))
        let ids = try book.storedContacts().map { try #require(try book.contactIDs(named: $0.uid).first) }
        return try ids.map { try #require(try StoredCardReader.contactDetail($0, in: book)) }
    }

    /// The bytes of the file's first PHOTO: its value and the folded lines
    /// after it, decoded by Foundation.
    private func photoBytes(_ name: String) throws -> Int {
        let text = try String(contentsOf: Repository.realClientVCards.appendingPathComponent(name), encoding: .utf8)
        let lines = text.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("PHOTO") })
        var base64 = String(lines[start].drop { $0 != ":" }.dropFirst())
        for line in lines[(start + 1)...] {
            guard line.first == " " || line.first == "\t" else { break }
            base64 += line.trimmingCharacters(in: .whitespaces)
        }
        return try #require(Data(base64Encoded: base64, options: .ignoreUnknownCharacters)).count
    }

    /// BlackBerry's 2.1 `PHOTO;ENCODING=BASE64` with no type (JPEG by its
    /// first bytes), Apple's 3.0 `PHOTO;BASE64` folded, the iPhone's and
    /// Lotus Notes' `ENCODING=b;TYPE=JPEG`.
    @Test(arguments: ["John_Doe_BLACK_BERRY.vcf", "John_Doe_MAC_ADDRESS_BOOK.vcf", "John_Doe_IPHONE.vcf",
                      "John_Doe_LOTUS_NOTES.vcf"])
    func aPhotoIsToldOfByItsTypeAndSize(file: String) throws {
        let photos = try contacts(file).flatMap(\.card.photos)
        let size = try photoBytes(file)
        #expect(size > 100)
        #expect(photos == [ContactPhoto(mediaType: "image/jpeg", byteCount: size)])
    }

    /// Android's 2.1 `PHOTO;ENCODING=BASE64;JPEG` names its type with a bare parameter.
    @Test func aBareTypeOfAPhotoIsItsMediaType() throws {
        let photos = try contacts("John_Doe_ANDROID.vcf").flatMap(\.card.photos)
        #expect(photos.map(\.mediaType) == ["image/jpeg"] && photos.allSatisfy { $0.link.isEmpty })
    }

    @Test func gmailsRelatedNamesKeepTheirLabelsAndItsPhoneticNameIsRead() throws {
        let card = try #require(try contacts("gmail-single.vcf").first).card
        #expect(card.relatedNames == [LabelledValue(label: "Spouse", value: "MySpouse"),
                                      LabelledValue(label: "CustomRelationship", value: "MyCustom")])
        #expect(card.phoneticName == PhoneticName(given: "Grregg", family: "Dart-mowth"))
        #expect(card.phoneticName.formatted(.familyFirst) == "Dart-mowth Grregg")
    }

    @Test func appleNamesTheSpouseAndSaysTheName() throws {
        let card = try #require(try contacts("John_Doe_MAC_ADDRESS_BOOK.vcf").first).card
        #expect(card.relatedNames == [LabelledValue(label: "Spouse", value: "Jenny")])
        #expect(card.phoneticName.formatted(.givenFirst) == "Jon Dow")
    }
}
