/// Every ISO 3166-1 alpha-2 country code with its country calling code and
/// national trunk prefix, as data: `GB44/0` is GB, +44, trunk prefix 0;
/// `IT39` has no trunk prefix; `BV` has no calling code.
///
/// Sources: the calling codes are those ITU-T E.164 assigns (the list
/// annexed to the ITU Operational Bulletin, "Assigned country codes"); the
/// trunk prefixes are the national prefixes the same bulletin's dialling
/// procedures give (cross-checked with libphonenumber's metadata), as in
/// force in 2025: Mexico dropped its 01 in 2019, Lithuania its 8 for 0 in
/// 2025. The codes are the 249 of ISO 3166-1 (as zoneinfo's iso3166.tab).
enum CallingCodes {
    static let table = """
        AD376 AE971/0 AF93/0 AG1/1 AI1/1 AL355/0 AM374/0 AO244 AQ672 AR54/0 AS1/1 AT43/0 AU61/0 AW297
        AX358/0 AZ994/0 BA387/0 BB1/1 BD880/0 BE32/0 BF226 BG359/0 BH973 BI257 BJ229 BL590/0 BM1/1
        BN673 BO591/0 BQ599 BR55/0 BS1/1 BT975 BV BW267 BY375/8 BZ501 CA1/1 CC61/0 CD243/0 CF236 CG242
        CH41/0 CI225 CK682 CL56 CM237 CN86/0 CO57/0 CR506 CU53/0 CV238 CW599 CX61/0 CY357 CZ420 DE49/0
        DJ253 DK45 DM1/1 DO1/1 DZ213/0 EC593/0 EE372 EG20/0 EH212/0 ER291/0 ES34 ET251/0 FI358/0 FJ679
        FK500 FM691 FO298 FR33/0 GA241 GB44/0 GD1/1 GE995/0 GF594/0 GG44/0 GH233/0 GI350 GL299 GM220
        GN224 GP590/0 GQ240 GR30 GS500 GT502 GU1/1 GW245 GY592 HK852 HM672 HN504 HR385/0 HT509 HU36/06
        ID62/0 IE353/0 IL972/0 IM44/0 IN91/0 IO246 IQ964/0 IR98/0 IS354 IT39 JE44/0 JM1/1 JO962/0 JP81/0
        KE254/0 KG996/0 KH855/0 KI686/0 KM269 KN1/1 KP850/0 KR82/0 KW965 KY1/1 KZ7/8 LA856/0 LB961/0
        LC1/1 LI423/0 LK94/0 LR231/0 LS266 LT370/0 LU352 LV371 LY218/0 MA212/0 MC377/0 MD373/0 ME382/0
        MF590/0 MG261/0 MH692/1 MK389/0 ML223 MM95/0 MN976/0 MO853 MP1/1 MQ596/0 MR222 MS1/1 MT356 MU230
        MV960 MW265/0 MX52 MY60/0 MZ258 NA264/0 NC687 NE227 NF672 NG234/0 NI505 NL31/0 NO47 NP977/0 NR674
        NU683 NZ64/0 OM968 PA507 PE51/0 PF689 PG675 PH63/0 PK92/0 PL48 PM508/0 PN64 PR1/1 PS970/0 PT351
        PW680 PY595/0 QA974 RE262/0 RO40/0 RS381/0 RU7/8 RW250/0 SA966/0 SB677 SC248 SD249/0 SE46/0 SG65
        SH290 SI386/0 SJ47 SK421/0 SL232/0 SM378 SN221 SO252/0 SR597 SS211/0 ST239 SV503 SX1/1 SY963/0
        SZ268 TC1/1 TD235 TF262 TG228 TH66/0 TJ992/8 TK690 TL670 TM993/8 TN216 TO676 TR90/0 TT1/1 TV688
        TW886/0 TZ255/0 UA380/0 UG256/0 UM1/1 US1/1 UY598/0 UZ998/8 VA39 VC1/1 VE58/0 VG1/1 VI1/1 VN84/0
        VU678 WF681 WS685 YE967/0 YT262/0 ZA27/0 ZM260/0 ZW263/0
        """

    /// The table by country code, read once on first use.
    static let byCountry: [String: (callingCode: String, trunkPrefix: String)] = {
        var entries: [String: (callingCode: String, trunkPrefix: String)] = [:]
        for entry in table.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let country = String(entry.prefix(2))
            let numbers = entry.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
            entries[country] = (String(numbers.first ?? ""), numbers.count > 1 ? String(numbers[1]) : "")
        }
        return entries
    }()
}
