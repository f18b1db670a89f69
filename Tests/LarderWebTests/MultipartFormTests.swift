import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import Testing

@Suite("Forms with files: split at their boundary, read as they arrive")
struct MultipartFormTests {
    @Test("multipart bodies are split at their boundary however the content teases it")
    func multipartBoundaries() async throws {
        let boundary = "----aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        // Content that repeats the start of the boundary again and again without finishing it.
        let teasing = String(repeating: "\r\n--" + String(boundary.dropLast()) + "b", count: 2000) + "\r\n--" + "--aaa"
        let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"first\"\r\n\r\n\(teasing)\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"second\"\r\n\r\nsecond value\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\n--\(boundary.dropLast())\r\n"
            + "--\(boundary)--\r\n"
        let form = FormData(body: .init(string: body), contentType: "multipart/form-data; boundary=\(boundary)")
        #expect(form["first"] == teasing)
        #expect(form["second"] == "second value")
        #expect(form.files["file"].map { String(decoding: $0.data, as: UTF8.self) } == "--\(boundary.dropLast())")
    }

    static func body(boundary: String, file: [UInt8]) -> [UInt8] {
        var body: [UInt8] = []
        func add(_ text: String) { body += Array(text.utf8) }
        add("preamble\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nFocaccia\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"summary\"\r\n\r\nline one\r\nline two -- not a boundary\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n")
        body += file
        add("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"empty\"; filename=\"\"\r\n\r\n\r\n--\(boundary)--\r\nepilogue")
        return body
    }

    @Test("fed in pieces of any size, the stream reads what the whole body reads, and keeps of a file only its limit and a byte")
    func piecesReadAsTheWhole() {
        let boundary = "----larder0123"
        let file = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) } + Array("\r\n--\(boundary)x".utf8.dropLast(3))
        let body = Self.body(boundary: boundary, file: file)
        let whole = FormData(body: ByteBuffer(bytes: body), contentType: "multipart/form-data; boundary=\(boundary)")
        for size in [1, 2, 7, 64, 1000, body.count] {
            var stream = FormData.Stream(boundary: boundary, fileLimit: 10_000, fieldLimit: 1000)
            for start in stride(from: 0, to: body.count, by: size) { stream.feed(body[start..<min(start + size, body.count)]) }
            let form = stream.finish()
            #expect(form["name"] == "Focaccia" && form["summary"] == whole["summary"], "pieces of \(size)")
            #expect(form.files["photo"]?.data == whole.files["photo"]?.data && form.files["photo"]?.size == file.count, "pieces of \(size)")
            #expect(form.files["empty"] == nil)
        }
        var small = FormData.Stream(boundary: boundary, fileLimit: 100, fieldLimit: 1000)
        small.feed(body)
        let kept = small.finish()
        #expect(kept.files["photo"]?.data.count == 101 && kept.files["photo"]?.size == file.count)
        #expect(kept["name"] == "Focaccia", "fields after a file over its limit are read all the same")
    }
}
