import Testing

/// The suites that send requests to larder-photos, run one test at a time: a test that ends an
/// idle worker must still find the one its photo left, which a test beside it could take.
@Suite("Requests to larder-photos", .serialized)
enum LarderPhotos {}
