import Foundation
import Testing
import UUIDText

@Suite("Ids written and read as text")
struct UUIDTextTests {
    @Test("an id's text is Foundation's uuidString, and its lower-case text that lowered, for ten thousand ids and the extremes")
    func asFoundationWritesThem() {
        let ids = (0..<10_000).map { _ in UUID() } + [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                                                       UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
        #expect(ids.filter { $0.text != $0.uuidString }.isEmpty)
        #expect(ids.filter { $0.lowercaseText != $0.uuidString.lowercased() }.isEmpty)
    }

    @Test("bytes in hex are what printf's %02x writes, for every byte value, a digest, and none")
    func hex() {
        let everyByte = (0...255).map(UInt8.init)
        #expect(hexText(everyByte) == everyByte.map { String(format: "%02x", $0) }.joined())
        // A sequence that is not a collection, as a digest's prefix is.
        #expect(hexText(everyByte.lazy.filter { $0 >= 250 }) == "fafbfcfdfeff")
        #expect(hexText([UInt8]()) == "")
    }

    @Test("UUIDs read from text as Foundation reads them, and what is not one is refused")
    func uuids() {
        for _ in 0..<1_000 {
            let id = UUID()
            #expect(UUID(hyphenated: id.uuidString.utf8) == id)
            #expect(UUID(hyphenated: id.uuidString.lowercased().utf8) == id)
            // A collection without contiguous storage is read too.
            #expect(UUID(hyphenated: id.uuidString.utf8.lazy.map { $0 }) == id)
        }
        // Every character made wrong in turn: a digit where a hyphen stands, and a letter past
        // "f", a hyphen, a space or a non-ASCII byte where a digit stands.
        let text = Array(UUID().uuidString.utf8)
        for position in text.indices {
            let wrong: [UInt8] = text[position] == UInt8(ascii: "-") ? [UInt8(ascii: "0")] : Array("gG- \u{E9}".utf8)
            for byte in wrong {
                var changed = text
                changed[position] = byte
                #expect(UUID(hyphenated: changed) == nil, "\(changed)")
            }
        }
        for text in ["", "not a uuid", "E2161987-819F-46F3-861A-1D9C85A8C33", "E2161987-819F-46F3-861A-1D9C85A8C33G",
                     "E2161987x819F-46F3-861A-1D9C85A8C339", "E2161987-819F-46F3-861A-1D9C85A8C3399"] {
            #expect(UUID(hyphenated: text.utf8) == nil, "\(text)")
            #expect(UUID(uuidString: text) == nil, "\(text)")
        }
    }

    @Test("a hex digit's value is read in either case, and any other byte is none")
    func hexDigits() {
        // The standard library's reading of the byte as a one-character hex number.
        for byte in UInt8.min...UInt8.max {
            let expected = UInt8(String(UnicodeScalar(byte)), radix: 16)
            #expect(hexDigitValue(byte) == expected, "\(byte)")
        }
    }
}
