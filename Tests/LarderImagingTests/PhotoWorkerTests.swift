import Foundation
@testable import LarderImaging
import Testing

extension LarderPhotos {
    /// The `larder-photos` processes behind `Picture`, as the operating system sees them.
    @Suite("Photo workers", .serialized)
    struct PhotoWorkerTests {
        @Test("the process that asks for photos never maps libvips; larder-photos, its child, does")
        func libvipsStaysOut() async throws {
            let inspected = try await Picture.inspect(TestPicture.png(width: 64, height: 48))
            #expect(inspected == Picture.Inspected(kind: .png, width: 64, height: 48))
            let own = Self.read("/proc/self/maps")
            #expect(own.contains("libc.so"), "/proc/self/maps was not read")
            #expect(!own.contains("libvips"), "libvips is mapped into the process that asked for a photo")
            let children = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(Int32.init).filter { pid in
                // /proc/PID/stat: "pid (comm) state ppid …"
                let stat = Self.read("/proc/\(pid)/stat")
                guard let close = stat.range(of: ") ", options: .backwards) else { return false }
                let fields = stat[close.upperBound...].split(separator: " ")
                return stat.contains("(larder-photos)") && fields.count > 1 && Int32(fields[1]) == getpid()
            }
            #expect(!children.isEmpty, "no larder-photos child made the photo")
            let mapped = children.filter { Self.read("/proc/\($0)/maps").contains("libvips") }
            #expect(!mapped.isEmpty, "larder-photos has not mapped libvips")
        }

        /// A file of /proc, whose size reads as 0 until it is read to its end.
        static func read(_ path: String) -> String {
            guard let file = FileHandle(forReadingAtPath: path), let data = try? file.readToEnd() else { return "" }
            return String(decoding: data, as: UTF8.self)
        }

        @Test("a worker that ended while idle is replaced: the next photo is made as if nothing happened")
        func endedWorker() async throws {
            _ = try await Picture.inspect(TestPicture.png(width: 32, height: 32))
            let idle = PhotoWorker.idleProcesses
            try #require(!idle.isEmpty, "the worker that made the photo is not waiting for the next")
            // Idle workers only: a request that takes one as it dies retries on a new one, so the
            // tests running beside this one are not disturbed.
            for process in idle { kill(process, SIGKILL) }
            let versions = try await Picture.versions(of: TestPicture.png(width: 400, height: 300), box: 200, keepingPicture: false,
                                                       thumbnail: (width: 50, height: 50), quality: (picture: 80, thumbnail: 70))
            #expect((versions.width, versions.height) == (200, 150))
            #expect(try await Picture.inspect(versions.thumbnail) == Picture.Inspected(kind: .webp, width: 50, height: 50))
        }
    }
}
