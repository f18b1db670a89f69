import LarderModel
import Testing

@Suite("Step times as a cook types them")
struct StepTimeTextTests {
    @Test("seconds, minutes and hours, in the ways people write them", arguments: [
        ("45 s", 45), ("45s", 45), ("90", 5400), ("20 min", 1200), ("1 h 30", 5400), ("1h30m", 5400), ("1:30", 5400),
        ("2 min 30 s", 150), ("2 min 30", 150), ("1 hour", 3600), ("0", 0), ("  3 H  ", 10_800),
    ])
    func reads(text: String, seconds: Int) {
        #expect(StepTime.seconds(from: text) == seconds)
    }

    @Test("what is not a time is refused", arguments: ["", "lots", "-3", "1.5", "30 min 1 h", "1:5", "3 days", "1 h h"])
    func refuses(text: String) {
        #expect(StepTime.seconds(from: text) == nil)
    }

    @Test("the editor shows a time that reads back exactly", arguments: [0, 45, 60, 150, 1200, 3600, 5400, 5445, 86_400])
    func roundTrip(seconds: Int) {
        #expect(StepTime.seconds(from: StepTime.editable(seconds: seconds)) == seconds)
    }
}
