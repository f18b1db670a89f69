@testable import LarderWeb
import NIOCore
import Testing
@testable import WebTestSupport

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

    @Test("numbers are written as Swift writes them, and a page longer than the writer's memory grows it and keeps every byte")
    func integersAndGrowth() {
        var numbers = [0, 1, 9, 10, -1, -10, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var generator = SystemRandomNumberGenerator()
        numbers += (0..<1_000).map { _ in Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0...63, using: &generator) }
        var writer = HTMLWriter(capacity: 1)
        var expected = ""
        for number in numbers {
            writer.integer(number)
            writer.text(",")
            writer.escaped("<\(number)>")
            expected += "\(number),&lt;\(number)&gt;"
        }
        #expect(String(buffer: writer.buffer) == expected)
    }
}
