/// How many numbers a contact has, in words: what the question before
/// removing it says (`remove`, the browser's `d`).
public enum NumberCount {
    /// "2 numbers", "1 number", "no numbers".
    public static func words(_ count: Int) -> String {
        switch count {
        case 0: return "no numbers"
        case 1: return "1 number"
        default: return "\(count) numbers"
        }
    }
}
