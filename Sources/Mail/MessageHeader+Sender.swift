extension MessageHeader {
    /// The mailbox a reader adds to an address book: the first of From:, or, with `replyTo`, the first
    /// of Reply-To: when the message has that field (From: when it has none). `input` names the
    /// message in errors.
    public func sender(replyTo: Bool, input: String) throws(MailError) -> (mailbox: Mailbox, field: Field) {
        let fromField = field("From")
        guard let chosen = (replyTo ? field("Reply-To") : nil) ?? fromField else {
            throw .noField(input: input, field: "From")
        }
        guard let text = String(validating: chosen.value, as: UTF8.self) else {
            throw .notUTF8(input: input, line: chosen.line, field: chosen.name)
        }
        guard let mailbox = Mailbox.list(text).first else {
            throw .noAddress(input: input, line: chosen.line, field: chosen.name)
        }
        return (mailbox, chosen)
    }
}
