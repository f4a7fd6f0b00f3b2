@testable import Contacts
import Testing

@Suite("Regions: national numbers in international form, the locale's country")
struct RegionTests {
    @Test(arguments: [
        ("GB", "020 7946 0105", "442079460105"),
        ("GB", "20 7946 0105", "442079460105"),  // written without its trunk prefix
        ("US", "(212) 555-0123", "12125550123"),
        ("US", "1 212 555 0123", "12125550123"),  // NANP: the trunk prefix is 1, not 0
        ("DE", "030 1234567", "49301234567"),
        ("FR", "01 23 45 67 89", "33123456789"),
        ("IT", "06 1234 5678", "390612345678"),  // no trunk prefix: the 0 is part of the number
        ("RU", "8 (495) 123-45-67", "74951234567"),  // trunk prefix 8
        ("SE", "08-555 012 34", "46855501234"),
        ("JP", "03-1234-5678", "81312345678"),
    ])
    func aNationalNumberGetsItsCountryCodeInPlaceOfItsTrunkPrefix(code: String, national: String, digits: String) throws {
        let region = try #require(Region(code: code))
        #expect(region.internationalDigits(ofNational: PhoneDigits.digits(of: national)) == digits)
    }

    @Test func codesAreTheISOListInEitherCase() throws {
        #expect(Region(code: "gb")?.code == "GB")
        #expect(Region(code: "HU")?.trunkPrefix == "06")
        #expect(Region(code: "KZ").map { [$0.callingCode, $0.trunkPrefix] } == ["7", "8"])
        for notACountry in ["UK", "XK", "EU", "G", "GBR", "", "1", "ÄÖ"] {
            #expect(Region(code: notACountry) == nil, "\(notACountry)")
        }
        // Bouvet Island is a country code without a calling code: nothing to prepend.
        let bouvet = try #require(Region(code: "BV"))
        #expect(bouvet.internationalDigits(ofNational: "12345678") == nil)
    }

    @Test func everyISOCountryIsInTheTable() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        let known = letters.flatMap { first in letters.compactMap { Region(code: first + $0) } }
        #expect(known.count == 249)  // ISO 3166-1 alpha-2 has 249 assigned codes
        #expect(known.filter { $0.callingCode.isEmpty }.map(\.code) == ["BV"])
        #expect(known.allSatisfy { $0.callingCode.allSatisfy(\.isNumber) && $0.trunkPrefix.allSatisfy(\.isNumber) })
    }

    @Test(arguments: [
        ("en_GB.UTF-8", "GB"), ("de_DE@euro", "DE"), ("sr_RS.UTF-8@latin", "RS"), ("sv_SE", "SE"),
        ("ja_JP.eucJP", "JP"), ("C.UTF-8", nil), ("POSIX", nil), ("C", nil), ("en", nil), ("en_XX.UTF-8", nil),
        ("", nil),
    ] as [(String, String?)])
    func aLocaleNamesItsTerritory(locale: String, code: String?) {
        #expect(Region.fromLocale(["LANG": locale])?.code == code)
    }

    @Test func lcAllComesFirstThenTheTelephoneLocaleThenLang() {
        let environment = ["LC_TELEPHONE": "ru_RU.UTF-8", "LC_ALL": "fr_FR.UTF-8", "LANG": "en_GB.UTF-8"]
        #expect(Region.fromLocale(environment)?.code == "FR")
        #expect(Region.fromLocale(environment.merging(["LC_ALL": ""]) { $1 })?.code == "RU")
        #expect(Region.fromLocale(["LC_ALL": "C.UTF-8", "LC_TELEPHONE": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"])?.code == "RU")
        #expect(Region.fromLocale(["LC_ALL": "C.UTF-8", "LANG": "en_GB.UTF-8"])?.code == "GB")
        #expect(Region.fromLocale(["LC_ALL": "C.UTF-8"]) == nil)
        #expect(Region.fromLocale([:]) == nil)
    }
}

@Suite("Matching numbers written in national and international form")
struct PhoneNumberFormsTests {
    private func matches(_ a: String, _ b: String, in code: String?) -> Bool {
        let region = code.flatMap { Region(code: $0) }
        return PhoneNumberForms(a, region: region).matches(PhoneNumberForms(b, region: region))
    }

    @Test func inARegionANationalNumberMatchesTheInternationalOneEitherWay() {
        #expect(matches("020 7946 0105", "+44 20 7946 0105", in: "GB"))
        #expect(matches("+44 20 7946 0105", "020 7946 0105", in: "GB"))
        #expect(matches("8 495 123-45-67", "+7 495 123 45 67", in: "RU"))
        #expect(matches("(212) 555-0123", "+1 212 555 0123", in: "US"))
        #expect(!matches("020 7946 0105", "+44 20 7946 0105", in: "RU"))  // a GB number means nothing in RU
    }

    @Test func withoutARegionANationalNumberMatchesOnItsTrailingDigits() {
        #expect(matches("020 7946 0105", "+44 20 7946 0105", in: nil))
        #expect(matches("7946 0105", "+44 20 7946 0105", in: nil))
        #expect(!matches("8 495 123-45-67", "+7 495 123 45 67", in: nil))  // a trunk prefix other than 0 needs the region
        #expect(!matches("020 7946 0106", "+44 20 7946 0105", in: nil))
    }

    @Test func aRegionOnlyAddsMatches() {
        // A local number without its area code still matches by its last digits (at least 7).
        #expect(matches("555 0123", "+1 212 555 0123", in: "US"))
        #expect(matches("0046 8 555 012 34", "+46 8 555 012 34", in: "GB"))
        #expect(!matches("0123", "+1 212 555 0123", in: "US"))
    }
}
