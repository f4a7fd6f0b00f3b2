/// A document page (Terms and Conditions, Privacy Policy): its paragraphs as rows.
public enum DocumentScreen {
    public static func build(_ document: Document) -> Screen {
        let sectionID = SectionID.named("text")
        let rows = document.paragraphs.enumerated().map { number, paragraph in
            Row(TextRow(number: number + 1, text: paragraph), in: sectionID)
        }
        return Screen(id: document.screen, title: document.title,
                      sections: [Section(id: sectionID, title: document.title, rows: rows)])
    }
}
