import Foundation

/// Finds what Larder ships beside its code: the folders `migrations/` and `Public/`, and `openapi.yaml`.
///
/// `LARDER_HOME` names the folder that holds them; otherwise the current folder and the
/// folders above the executable are tried, so `.build/debug/larder` finds the source tree.
public enum ProjectFolders {
    public static func locate(_ name: String, isFolder: Bool = true) throws -> URL {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let home = ProcessInfo.processInfo.environment["LARDER_HOME"], !home.isEmpty {
            candidates.append(URL(fileURLWithPath: home))
        }
        candidates.append(URL(fileURLWithPath: fileManager.currentDirectoryPath))
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder)
            candidates.append(folder.appendingPathComponent("share/larder"))
            folder.deleteLastPathComponent()
        }
        for candidate in candidates {
            let path = candidate.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path.path, isDirectory: &isDirectory), isDirectory.boolValue == isFolder {
                return path.standardizedFileURL
            }
        }
        throw ProjectFolderError.notFound(name: name, searched: candidates.map(\.path))
    }

    public enum ProjectFolderError: Error, CustomStringConvertible {
        case notFound(name: String, searched: [String])
        public var description: String {
            switch self {
            case .notFound(let name, let searched):
                return "cannot find \(name) (looked in \(searched.prefix(3).joined(separator: ", ")) and above the executable); "
                    + "run larder from its source folder or set LARDER_HOME"
            }
        }
    }
}
