import Foundation
import LarderModel
import Testing

@Suite("Ids written as text")
struct UUIDTextTests {
    @Test("an id's text is Foundation's uuidString, and its lower-case text that lowered, for ten thousand ids and the extremes")
    func asFoundationWritesThem() {
        let ids = (0..<10_000).map { _ in UUID() } + [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                                                       UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
        #expect(ids.filter { $0.text != $0.uuidString }.isEmpty)
        #expect(ids.filter { $0.lowercaseText != $0.uuidString.lowercased() }.isEmpty)
    }
}
