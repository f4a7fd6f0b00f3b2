import CExpat

/// Parses a reply into `XMLNode`s with expat, namespace-aware. Refuses a
/// DOCTYPE (and so every entity definition: no billion laughs, no external
/// entity), nesting deeper than `maximumDepth`, and anything not well-formed.
/// C0 control characters other than tab, LF and CR are dropped first, as
/// vdirsyncer does: real servers send them inside cards, and XML forbids them.
enum XMLTreeParser {
    static let maximumDepth = 64

    /// The document's root element, or why there is none.
    static func parse(_ bytes: [UInt8]) throws(XMLProblem) -> XMLNode {
        let cleaned = bytes.contains(where: isForbiddenControl) ? bytes.filter { !isForbiddenControl($0) } : bytes
        guard let parser = XML_ParserCreateNS(nil, XMLTreeBuilder.separator) else { throw XMLProblem("expat could not start") }
        defer { XML_ParserFree(parser) }
        let builder = XMLTreeBuilder(parser: parser)
        let context = Unmanaged.passUnretained(builder).toOpaque()
        XML_SetUserData(parser, context)
        XML_SetElementHandler(parser, { context, name, _ in
            XMLTreeBuilder.from(context).start(name)
        }, { context, _ in
            XMLTreeBuilder.from(context).end()
        })
        XML_SetCharacterDataHandler(parser) { context, text, length in
            XMLTreeBuilder.from(context).characters(text, Int(length))
        }
        XML_SetStartDoctypeDeclHandler(parser) { context, _, _, _, _ in
            XMLTreeBuilder.from(context).refuse("a DOCTYPE")
        }
        XML_SetEntityDeclHandler(parser) { context, _, _, _, _, _, _, _, _ in
            XMLTreeBuilder.from(context).refuse("an entity declaration")
        }
        let status = withExtendedLifetime(builder) {
            cleaned.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    XML_Parse(parser, $0.baseAddress, Int32(clamping: $0.count), 1)
                }
            }
        }
        if let refusal = builder.refusal { throw XMLProblem(refusal) }
        guard status == XML_STATUS_OK else {
            let message = XML_ErrorString(XML_GetErrorCode(parser)).map { String(cString: $0) } ?? "not XML"
            throw XMLProblem("\(message) at line \(XML_GetCurrentLineNumber(parser))")
        }
        guard let root = builder.root else { throw XMLProblem("no root element") }
        return root
    }

    private static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }
}

/// Why a reply could not be read as XML.
struct XMLProblem: Error, Sendable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The state expat's callbacks build: a stack of open elements.
private final class XMLTreeBuilder {
    /// Between namespace and local name in the names expat reports; a space cannot be in either.
    static let separator = CChar(UInt8(ascii: " "))

    let parser: XML_Parser
    var stack: [XMLNode] = []
    var root: XMLNode?
    var refusal: String?

    init(parser: XML_Parser) { self.parser = parser }

    static func from(_ context: UnsafeMutableRawPointer?) -> XMLTreeBuilder {
        Unmanaged<XMLTreeBuilder>.fromOpaque(context!).takeUnretainedValue()
    }

    func start(_ name: UnsafePointer<CChar>?) {
        guard stack.count < XMLTreeParser.maximumDepth else { return refuse("nesting deeper than \(XMLTreeParser.maximumDepth)") }
        let full = name.map { String(cString: $0) } ?? ""
        let parts = full.split(separator: " ", maxSplits: 1)
        let expanded = parts.count == 2 ? XMLName(namespace: String(parts[0]), local: String(parts[1]))
                                        : XMLName(namespace: "", local: full)
        stack.append(XMLNode(name: expanded))
    }

    func end() {
        guard let done = stack.popLast() else { return }
        if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }

    func characters(_ text: UnsafePointer<CChar>?, _ length: Int) {
        guard let text, length > 0, !stack.isEmpty else { return }
        text.withMemoryRebound(to: UInt8.self, capacity: length) {
            stack[stack.count - 1].text.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
        }
    }

    func refuse(_ what: String) {
        if refusal == nil { refusal = "refused \(what)" }
        XML_StopParser(parser, XML_FALSE)
    }
}
