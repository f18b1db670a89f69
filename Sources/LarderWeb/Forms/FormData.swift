import Foundation
import Hummingbird
import LarderModel

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

    public init() {}

    /// Reads a collected body as `application/x-www-form-urlencoded` or `multipart/form-data`.
    public init(body: ByteBuffer, contentType: String?) {
        let bytes = Array(body.readableBytesView)
        if let contentType, contentType.lowercased().hasPrefix("multipart/form-data"),
           let boundary = Self.parameter("boundary", in: contentType) {
            parseMultipart(bytes, boundary: boundary)
        } else {
            parseURLEncoded(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The query string of a URL, read like a form.
    public init(query: String?) {
        parseURLEncoded(query ?? "")
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

    // MARK: - URL-encoded

    private mutating func parseURLEncoded(_ text: String) {
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            values[name, default: []].append(value)
        }
    }

    /// `+` is a space; a broken %-escape is kept as typed rather than refused.
    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    // MARK: - Multipart

    private mutating func parseMultipart(_ body: [UInt8], boundary: String) {
        let delimiter = Array("--\(boundary)".utf8)
        var position = 0
        guard let first = Self.find(delimiter, in: body, from: 0) else { return }
        position = first + delimiter.count
        while position + 2 <= body.count {
            // "--" after a delimiter closes the body.
            if body[position] == UInt8(ascii: "-"), body[position + 1] == UInt8(ascii: "-") { return }
            position += 2  // CRLF after the delimiter
            guard let headerEnd = Self.find(Array("\r\n\r\n".utf8), in: body, from: position) else { return }
            let headers = String(decoding: body[position..<headerEnd], as: UTF8.self)
            let contentStart = headerEnd + 4
            guard let next = Self.find(Array("\r\n".utf8) + delimiter, in: body, from: contentStart) else { return }
            let content = Array(body[contentStart..<next])
            addPart(headers: headers, content: content)
            position = next + 2 + delimiter.count
        }
    }

    private mutating func addPart(headers: String, content: [UInt8]) {
        let (name, filename, contentType) = Self.partHeaders(headers)
        guard let name else { return }
        if let filename {
            // An empty file input still sends a part; it is no upload.
            if !filename.isEmpty || !content.isEmpty {
                files[name] = File(filename: filename, contentType: contentType, data: Data(content), size: content.count)
            }
        } else {
            values[name, default: []].append(String(decoding: content, as: UTF8.self))
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

    // MARK: - Multipart, as it arrives

    /// Reads a `multipart/form-data` body piece by piece as it arrives, keeping every field
    /// (up to `fieldLimit` bytes in all) and of each file its first `fileLimit` bytes and one
    /// more, while counting the rest: a photo of 40 MB comes back as "too large" in a form that
    /// still holds everything typed, and is never held whole in memory.
    public struct Stream {
        private let delimiter: [UInt8]
        private let fileLimit: Int
        private var fieldBudget: Int
        private var buffer: [UInt8] = []
        private var state = State.preamble
        private var form = FormData()

        private enum State {
            case preamble
            case afterDelimiter
            case headers
            case content(name: String?, filename: String?, contentType: String?, kept: [UInt8], size: Int)
            case done
        }

        /// Headers of a part longer than this are no headers: the body is malformed.
        private static let maximumHeaderBytes = 16 * 1024

        public init(boundary: String, fileLimit: Int, fieldLimit: Int) {
            delimiter = Array("--\(boundary)".utf8)
            self.fileLimit = fileLimit
            fieldBudget = fieldLimit
        }

        /// The boundary of a `multipart/form-data` content type, if it is one.
        public static func boundary(of contentType: String?) -> String? {
            guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
            return FormData.parameter("boundary", in: contentType)
        }

        public mutating func feed(_ bytes: some Collection<UInt8>) {
            guard case .done = state else {
                buffer.append(contentsOf: bytes)
                advance()
                return
            }
        }

        /// The form, once the body has ended.
        public mutating func finish() -> FormData {
            advance()
            return form
        }

        private mutating func advance() {
            while true {
                switch state {
                case .done:
                    buffer.removeAll()
                    return
                case .preamble:
                    guard let start = FormData.find(delimiter, in: buffer, from: 0) else {
                        // Keep only what could still begin the first delimiter.
                        if buffer.count > delimiter.count { buffer.removeFirst(buffer.count - delimiter.count) }
                        return
                    }
                    buffer.removeFirst(start + delimiter.count)
                    state = .afterDelimiter
                case .afterDelimiter:
                    guard buffer.count >= 2 else { return }
                    // "--" after a delimiter closes the body; otherwise CRLF and a part's headers.
                    if buffer[0] == UInt8(ascii: "-") && buffer[1] == UInt8(ascii: "-") {
                        state = .done
                    } else {
                        buffer.removeFirst(2)
                        state = .headers
                    }
                case .headers:
                    guard let end = FormData.find(Array("\r\n\r\n".utf8), in: buffer, from: 0) else {
                        if buffer.count > Self.maximumHeaderBytes { state = .done }
                        return
                    }
                    let (name, filename, contentType) = FormData.partHeaders(String(decoding: buffer[..<end], as: UTF8.self))
                    buffer.removeFirst(end + 4)
                    state = .content(name: name, filename: filename, contentType: contentType, kept: [], size: 0)
                case .content(let name, let filename, let contentType, var kept, var size):
                    let closing = Array("\r\n".utf8) + delimiter
                    let end = FormData.find(closing, in: buffer, from: 0)
                    // Without the delimiter, all but its length less one can go to the part.
                    let available = end ?? max(0, buffer.count - closing.count + 1)
                    let room = filename == nil ? fieldBudget : fileLimit + 1
                    let taken = min(available, max(0, room - kept.count))
                    kept.append(contentsOf: buffer[..<taken])
                    if filename == nil { fieldBudget -= taken }
                    size += available
                    buffer.removeFirst(available)
                    guard end != nil else {
                        state = .content(name: name, filename: filename, contentType: contentType, kept: kept, size: size)
                        return
                    }
                    buffer.removeFirst(closing.count)
                    if let name {
                        if let filename {
                            if !filename.isEmpty || size > 0 {
                                form.files[name] = File(filename: filename, contentType: contentType, data: Data(kept), size: size)
                            }
                        } else {
                            form.values[name, default: []].append(String(decoding: kept, as: UTF8.self))
                        }
                    }
                    state = .afterDelimiter
                }
            }
        }
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
