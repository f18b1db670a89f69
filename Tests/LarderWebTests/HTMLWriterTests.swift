@testable import LarderWeb
import NIOCore
import Testing

@Suite("The pages' HTML writer")
struct HTMLWriterTests {
    @Test("text is escaped as entity by entity replacement escapes it, at every length and position around the eight-byte words")
    func escapesAsReplacementDoes() {
        let pieces = ["a", "b ", "<", ">", "&", "\"", "'", "é", "\u{301}", "😀", "0123456", "&amp;", "\u{0}"]
        var generator = SystemRandomNumberGenerator()
        var differing: [String] = []
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var writer = HTMLWriter(capacity: 16)
            writer.text("[")
            writer.escaped(text)
            writer.text("]")
            var expected = Array("[".utf8)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "<"): expected += "&lt;".utf8
                case UInt8(ascii: ">"): expected += "&gt;".utf8
                case UInt8(ascii: "&"): expected += "&amp;".utf8
                case UInt8(ascii: "\""): expected += "&quot;".utf8
                case UInt8(ascii: "'"): expected += "&#39;".utf8
                default: expected.append(byte)
                }
            }
            expected += "]".utf8
            if Array(writer.buffer.readableBytesView) != expected {
                differing.append(text)
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, among them \(differing.prefix(5).map { Array($0.utf8) })")
    }
}
