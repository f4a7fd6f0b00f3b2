/// Where `--format plain` and `json` take a row's record: its kind and
/// identity, then its fields in order. Each row kind writes itself
/// (`RowModel.writeRecord`), so a listing streams entries into the output
/// without a `[RowField]`, or even a `Row`, per entry (`Row.writeRecord(of:to:)`).
public protocol RecordWriter {
    /// Starts the record of a row of `kind` whose identity in the current section is `item`.
    mutating func beginRecord(kind: RowKind, item: RowID.Item)
    mutating func field(_ name: String, text: some RecordText)
    mutating func field(_ name: String, number: Int)
    mutating func field(_ name: String, list: [String])
    mutating func endRecord()
}

/// A field's text as a record writer takes it: a string, or UTF-8 bytes
/// borrowed from a batch of entries (`EntryBatch`) for the call that hands them over.
public protocol RecordText {
    func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result
}

extension String: RecordText {
    public func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var text = self
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}

extension UnsafeRawBufferPointer: RecordText {
    public func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result { body(self) }
}

extension RowModel {
    /// The record from `fields`: what every kind off the listing's hot path writes.
    public func writeRecord(to writer: inout some RecordWriter) {
        writer.beginRecord(kind: Self.kind, item: item)
        for field in fields {
            switch field.value {
            case .text(let text): writer.field(field.name, text: text)
            case .number(let number): writer.field(field.name, number: number)
            case .list(let items): writer.field(field.name, list: items)
            }
        }
        writer.endRecord()
    }

    /// The fields a kind that writes its own record writes: one list of them for both.
    func fieldsOfRecord() -> [RowField] {
        var collected = RecordFields()
        writeRecord(to: &collected)
        return collected.fields
    }
}

/// A record's fields collected as values.
private struct RecordFields: RecordWriter {
    var fields: [RowField] = []

    mutating func beginRecord(kind: RowKind, item: RowID.Item) {}
    mutating func field(_ name: String, text: some RecordText) {
        fields.append(RowField(name, .text(text.withUTF8Bytes { String(decoding: $0, as: UTF8.self) })))
    }
    mutating func field(_ name: String, number: Int) { fields.append(RowField(name, .number(number))) }
    mutating func field(_ name: String, list: [String]) { fields.append(RowField(name, .list(list))) }
    mutating func endRecord() {}
}
