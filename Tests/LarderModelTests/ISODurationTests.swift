import LarderModel
import Testing

@Suite("ISO 8601 durations")
struct ISODurationTests {
    @Test("reads durations as recipe sites publish them", arguments: [
        ("PT1H30M", 5400),
        ("PT45M", 2700),
        ("PT0S", 0),
        ("P1DT2H", 93_600),
        ("PT1H", 3600),
        ("pt20m", 1200),
        ("PT1.5H", 5400),
        ("P0DT0H35M", 2100),
        ("PT90M", 5400),
        ("P0Y0M0DT0H35M0.000S", 2100),
        ("PT1,5H", 5400),
        (" PT10M ", 600),
    ])
    func readsDurations(text: String, seconds: Int) {
        #expect(ISODuration.parse(text) == seconds)
    }

    @Test("rejects text that is not a duration", arguments: [
        "", "garbage", "P", "PT", "P1DT", "1H30M", "PT-5M", "PT30M1H", "PT1H1H", "PTM", "PT1X", "PT99999999999999H",
        "20 minutes",
    ])
    func rejectsGarbage(text: String) {
        #expect(ISODuration.parse(text) == nil)
    }

    @Test("writes seconds back in hours, minutes and seconds", arguments: [
        (5400, "PT1H30M"),
        (0, "PT0S"),
        (2700, "PT45M"),
        (3600, "PT1H"),
        (3661, "PT1H1M1S"),
        (93_600, "PT26H"),
    ])
    func writesDurations(seconds: Int, text: String) {
        #expect(ISODuration.format(seconds: seconds) == text)
        #expect(ISODuration.parse(text) == seconds)
    }
}
