import Foundation
import Hummingbird
import LarderModel

#if canImport(Glibc)
import Glibc
#endif

/// The fields (and uploaded files) of a submitted form, from either encoding browsers use.
/// Parsing never fails on odd input: a malformed field is read as best it can be, so that the
/// form can be shown again with a message rather than an error page.
public struct FormData: Sendable {
    public struct File: Sendable {
        public var filename: String
        public var contentType: String?
        /// The file's first bytes: all of it, or, for a file over what its form keeps, that much
        /// and one byte more, so that a handler sees it is too large.
        public var data: Data
        /// How many bytes were sent, kept or not.
        public var size: Int
    }

    private var values: [String: [String]] = [:]
    public private(set) var files: [String: File] = [:]
    /// The name of the first field, in the order sent: where a form's CSRF token must be.
    public private(set) var firstName: String?

    public init() {}

    /// Reads a whole body as `application/x-www-form-urlencoded` or `multipart/form-data`.
    public init(body: ByteBuffer, contentType: String?) {
        var stream = Stream(contentType: contentType, fileLimit: .max - 1, fieldLimit: .max)
        stream.feed(body.readableBytesView)
        self = stream.finish()
    }

    /// The query string of a URL, read like a form.
    public init(query: String?) {
        var stream = Stream(contentType: nil, fileLimit: 0, fieldLimit: .max)
        stream.feed((query ?? "").utf8)
        self = stream.finish()
    }

    /// The first value of a field, or "" when absent.
    public subscript(name: String) -> String {
        values[name]?.first ?? ""
    }

    public func has(_ name: String) -> Bool { values[name] != nil }

    /// Every value of a repeated field, in the order sent.
    public func all(_ name: String) -> [String] { values[name] ?? [] }

    /// A search box's text, as `String.searchText` cleans it.
    public func searchText(_ name: String) -> String { self[name].searchText }

    /// Every field name, for forms with repeated blocks (`steps[3][instructions]`).
    public var names: [String] { Array(values.keys) }

    private mutating func add(_ name: String, value: String) {
        if firstName == nil { firstName = name }
        values[name, default: []].append(value)
    }

    private mutating func add(_ name: String, file: File) {
        if firstName == nil { firstName = name }
        files[name] = file
    }

    /// `+` is a space; a broken %-escape is kept as typed rather than refused.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let spaced = String(decoding: bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
        return spaced.removingPercentEncoding ?? spaced
    }

    // MARK: - Read as it arrives

    /// Reads a body piece by piece as it arrives, in either encoding, keeping every field (up to
    /// `fieldLimit` bytes in all) and of each file its first `fileLimit` bytes and one more, while
    /// counting the rest: a photo of 40 MB comes back as "too large" in a form that still holds
    /// everything typed, and is never held whole in memory. The first field is known as soon as
    /// it has arrived (`form.firstName`), so a form's token can be checked before the rest is read.
    public struct Stream {
        private enum Encoding {
            case urlEncoded
            case multipart(delimiter: [UInt8])
        }

        private let encoding: Encoding
        private let fileLimit: Int
        private var fieldBudget: Int
        /// Bytes not yet consumed, from `start`.
        private var buffer: [UInt8] = []
        private var start = 0
        private var state = State.preamble
        public private(set) var form = FormData()
        /// Bytes fed and not yet read into a field: what a field not yet ended holds.
        public var pendingBytes: Int {
            if case .content(_, _, _, let kept, _) = state { return buffer.count - start + kept.count }
            return buffer.count - start
        }

        private enum State {
            case preamble
            case afterDelimiter
            case headers
            case content(name: String?, filename: String?, contentType: String?, kept: Data, size: Int)
            case done
        }

        /// Headers of a part longer than this are no headers: the body is malformed.
        private static let maximumHeaderBytes = 16 * 1024

        /// A body of `contentType` (multipart when it says so, with its boundary; url-encoded otherwise).
        public init(contentType: String?, fileLimit: Int, fieldLimit: Int) {
            if let boundary = Self.boundary(of: contentType) {
                self.init(boundary: boundary, fileLimit: fileLimit, fieldLimit: fieldLimit)
            } else {
                self.init(encoding: .urlEncoded, fileLimit: fileLimit, fieldLimit: fieldLimit)
            }
        }

        public init(boundary: String, fileLimit: Int, fieldLimit: Int) {
            self.init(encoding: .multipart(delimiter: Array("--\(boundary)".utf8)), fileLimit: fileLimit, fieldLimit: fieldLimit)
        }

        private init(encoding: Encoding, fileLimit: Int, fieldLimit: Int) {
            self.encoding = encoding
            self.fileLimit = fileLimit
            fieldBudget = fieldLimit
        }

        /// The boundary of a `multipart/form-data` content type, if it is one.
        public static func boundary(of contentType: String?) -> String? {
            guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
            return FormData.parameter("boundary", in: contentType).flatMap { $0.isEmpty ? nil : $0 }
        }

        public mutating func feed(_ bytes: some Collection<UInt8>) {
            if case .done = state { return }
            if start > 0 && start * 2 >= buffer.count {
                buffer.removeFirst(start)
                start = 0
            }
            buffer.append(contentsOf: bytes)
            switch encoding {
            case .urlEncoded: readPairs(final: false)
            case .multipart(let delimiter): advance(delimiter)
            }
        }

        /// The form, once the body has ended.
        public mutating func finish() -> FormData {
            switch encoding {
            case .urlEncoded: readPairs(final: true)
            case .multipart(let delimiter): advance(delimiter)
            }
            return form
        }

        // MARK: url-encoded

        /// Each `name=value` pair that has ended (at `&`, or at the body's end when `final`). The
        /// body's own limit bounds what a pair not yet ended holds.
        private mutating func readPairs(final: Bool) {
            while start < buffer.count {
                let end = Self.index(of: UInt8(ascii: "&"), in: buffer, from: start)
                guard let pairEnd = end ?? (final ? buffer.count : nil) else { return }
                let pair = buffer[start..<pairEnd]
                start = end.map { $0 + 1 } ?? buffer.count
                guard !pair.isEmpty else { continue }
                let taken = pair.prefix(max(0, fieldBudget))
                fieldBudget -= taken.count
                if let equals = taken.firstIndex(of: UInt8(ascii: "=")) {
                    form.add(FormData.decode(taken[..<equals]), value: FormData.decode(taken[(equals + 1)...]))
                } else {
                    form.add(FormData.decode(taken), value: "")
                }
            }
            if final { buffer.removeAll(); start = 0 }
        }

        // MARK: multipart

        private mutating func advance(_ delimiter: [UInt8]) {
            while true {
                switch state {
                case .done:
                    buffer.removeAll()
                    start = 0
                    return
                case .preamble:
                    guard let found = FormData.find(delimiter, in: buffer, from: start) else {
                        // Keep only what could still begin the first delimiter.
                        start = max(start, buffer.count - delimiter.count)
                        return
                    }
                    start = found + delimiter.count
                    state = .afterDelimiter
                case .afterDelimiter:
                    guard buffer.count - start >= 2 else { return }
                    // "--" after a delimiter closes the body; otherwise CRLF and a part's headers.
                    if buffer[start] == UInt8(ascii: "-") && buffer[start + 1] == UInt8(ascii: "-") {
                        state = .done
                    } else {
                        start += 2
                        state = .headers
                    }
                case .headers:
                    guard let end = FormData.find(Array("\r\n\r\n".utf8), in: buffer, from: start) else {
                        if buffer.count - start > Self.maximumHeaderBytes { state = .done }
                        return
                    }
                    let (name, filename, contentType) = FormData.partHeaders(String(decoding: buffer[start..<end], as: UTF8.self))
                    start = end + 4
                    state = .content(name: name, filename: filename, contentType: contentType, kept: Data(), size: 0)
                case .content(let name, let filename, let contentType, var kept, var size):
                    // The state lets go of the part's bytes while they grow: held twice, each
                    // chunk appended would copy all of them again (a 44 MB upload, gigabytes).
                    state = .done
                    let closingLength = delimiter.count + 2
                    let end = Self.findClosing(delimiter, in: buffer, from: start)
                    // Without the delimiter, all but its length less one can go to the part.
                    let available = (end ?? max(start, buffer.count - closingLength + 1)) - start
                    let room = filename == nil ? fieldBudget : fileLimit + 1
                    let taken = min(available, max(0, room - kept.count))
                    kept.append(contentsOf: buffer[start..<(start + taken)])
                    if filename == nil { fieldBudget -= taken }
                    size += available
                    start += available
                    guard end != nil else {
                        state = .content(name: name, filename: filename, contentType: contentType, kept: kept, size: size)
                        return
                    }
                    start += closingLength
                    if let name {
                        if let filename {
                            if !filename.isEmpty || size > 0 {
                                form.add(name, file: File(filename: filename, contentType: contentType, data: kept, size: size))
                            }
                        } else {
                            form.add(name, value: String(decoding: kept, as: UTF8.self))
                        }
                    }
                    state = .afterDelimiter
                }
            }
        }

        /// Where "\r\n" and `delimiter` start, at or after `start`. The carriage returns are found
        /// by `memchr`, so that a file of megabytes is passed over at the speed of memory, and each
        /// is compared with the delimiter at most once: a body built to tease the boundary again
        /// and again costs its length times the boundary's, never more.
        static func findClosing(_ delimiter: [UInt8], in buffer: [UInt8], from start: Int) -> Int? {
            let length = delimiter.count + 2
            var position = start
            return buffer.withUnsafeBufferPointer { bytes -> Int? in
                guard let base = bytes.baseAddress else { return nil }
                while position + length <= bytes.count {
                    guard let found = memchr(base + position, 0x0D, bytes.count - position) else { return nil }
                    let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    guard index + length <= bytes.count else { return nil }
                    if bytes[index + 1] == 0x0A && memcmp(base + index + 2, delimiter, delimiter.count) == 0 { return index }
                    position = index + 1
                }
                return nil
            }
        }

        /// Where `byte` first is, at or after `start`.
        static func index(of byte: UInt8, in buffer: [UInt8], from start: Int) -> Int? {
            buffer.withUnsafeBufferPointer { bytes -> Int? in
                guard let base = bytes.baseAddress, start < bytes.count,
                      let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
                return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            }
        }
    }

    /// The name, file name and type a part's headers give.
    private static func partHeaders(_ headers: String) -> (name: String?, filename: String?, contentType: String?) {
        var disposition = ""
        var contentType: String?
        for line in headers.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            switch parts[0].lowercased() {
            case "content-disposition": disposition = value
            case "content-type": contentType = value
            default: break
            }
        }
        return (parameter("name", in: disposition), parameter("filename", in: disposition), contentType)
    }

    /// A `key=value` or `key="value"` parameter of a header value.
    static func parameter(_ key: String, in header: String) -> String? {
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == key else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }

    /// The first place `needle` starts at or after `start`, in time linear in the haystack
    /// (Knuth–Morris–Pratt): a body built to make a naive search compare the boundary again at
    /// every byte costs no more than any other.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count - start >= needle.count else { return nil }
        // fallback[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
        var fallback = [Int](repeating: 0, count: needle.count)
        var matched = 0
        for index in 1..<needle.count {
            while matched > 0, needle[index] != needle[matched] { matched = fallback[matched - 1] }
            if needle[index] == needle[matched] { matched += 1 }
            fallback[index] = matched
        }
        matched = 0
        for index in start..<haystack.count {
            while matched > 0, haystack[index] != needle[matched] { matched = fallback[matched - 1] }
            if haystack[index] == needle[matched] { matched += 1 }
            if matched == needle.count { return index - needle.count + 1 }
        }
        return nil
    }
}
