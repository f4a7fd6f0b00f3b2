import Foundation

/// Plain generated vCards for tests that need volume (atomicity,
/// concurrency): `count` cards with UIDs prefixed by `prefix`.
public func syntheticCards(count: Int, prefix: String) -> String {
    var text = ""
    text.reserveCapacity(count * 200)
    for index in 0..<count {
        text += "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(prefix)-\(index)\r\n"
        text += "FN:Person \(prefix) \(index)\r\nN:\(prefix) \(index);Person;;;\r\n"
        text += "TEL;TYPE=CELL:+1 555 \(String(format: "%07d", index))\r\n"
        text += "EMAIL;TYPE=INTERNET:person\(index)@\(prefix).example\r\n"
        text += "NOTE:Generated for a test\\, card number \(index).\r\nEND:VCARD\r\n"
    }
    return text
}
