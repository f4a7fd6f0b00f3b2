extension RowKind {
    /// A paragraph of a document page.
    public static let text = RowKind("text")
}

extension RowID.Item {
    /// Paragraph `number` (from 1) of a document: "paragraph:1".
    public static func paragraph(_ number: Int) -> Self { Self("paragraph:\(number)") }
}

/// A paragraph of a document page, wrapped to the width.
public struct TextRow: RowModel {
    public static let kind = RowKind.text
    /// Its place in the document, from 1.
    public var number: Int
    public var text: String

    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }

    public var item: RowID.Item { .paragraph(number) }

    public var cells: [Cell] { [Cell(text)] }

    public var arrangement: CellArrangement { .wrapped }

    public var fields: [RowField] { [RowField("text", .text(text))] }
}
