import Testing
@testable import Exchange

/// The file a contact gets in a vdir: its UID where vdirsyncer would use it, else a stable hash.
@Suite("vdir file names")
struct VdirFileNameTests {
    @Test(arguments: ["8F3A6C2E-1D4B-4C8A-9E21-ADA000000001", "grace@navy.mil", "a_b.c+d", "x"])
    func aUIDSafeAsAFileNameIsTheFileName(uid: String) {
        #expect(VdirFileName.forUID(uid) == uid + ".vcf")
    }

    @Test(arguments: ["urn:uuid:8f3a6c2e-1d4b", "phonebook-content:9a8b7c", "a/b", "a b", "..", ".hidden",
                      "José", "CON", "nul.x", "com1", String(repeating: "a", count: 201), ""])
    func anyOtherUIDIsNamedByAStableHash(uid: String) {
        let name = VdirFileName.forUID(uid)
        #expect(name.hasPrefix("phonebook-") && name.hasSuffix(".vcf") && name.utf8.count == 30, "\(name)")
        #expect(name.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x2E })
        #expect(VdirFileName.forUID(uid) == name)
    }

    @Test func differentUIDsGetDifferentHashes() {
        let names = Set(["urn:uuid:1", "urn:uuid:2", "urn:uuid:10", "a/b", "b/a"].map(VdirFileName.forUID))
        #expect(names.count == 5)
        // FNV-1a's published test vector: the empty string.
        #expect(VdirFileName.hexHash("") == "cbf29ce484222325")
        #expect(VdirFileName.hexHash("a") == "af63dc4c8601ec8c")
    }
}
