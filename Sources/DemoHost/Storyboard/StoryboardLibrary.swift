import Foundation
import StoryboardImport

/// The storyboards `storyboard check` knows while it checks files: the files it was given,
/// each imported once, and a storyboard a reference names, looked up among them or beside the
/// file that names it.
struct StoryboardLibrary {
    let importer: StoryboardImporter
    /// The files given, by storyboard name (`Main` for `…/Main.storyboard`).
    let given: [String: String]
    private var cache: [String: Result<ImportedStoryboard, StoryboardImportError>] = [:]

    init(importer: StoryboardImporter, files: [String]) {
        self.importer = importer
        self.given = Dictionary(files.map { (Self.name(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The file at `path`, imported once.
    mutating func imported(_ path: String) throws(StoryboardImportError) -> ImportedStoryboard {
        if cache[path] == nil {
            do { cache[path] = .success(try importer.importFile(atPath: path)) } catch { cache[path] = .failure(error) }
        }
        switch cache[path] {
        case .success(let imported)?: return imported
        case .failure(let error)?: throw error
        case nil: throw .unreadable(reason: "\(path) could not be read")
        }
    }

    /// The storyboard `name`: one of the files given, else `name.storyboard` beside `file`;
    /// nil when there is none or it cannot be imported (its own check says why).
    mutating func named(_ name: String, besides file: String) -> ImportedStoryboard? {
        let beside = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name + ".storyboard")
        guard let path = given[name] ?? (FileManager.default.fileExists(atPath: beside) ? beside : nil) else { return nil }
        do {
            return try imported(path)
        } catch {
            return nil  // a file that cannot be imported: checking it names the reason
        }
    }

    /// `Main` for `…/Main.storyboard`.
    static func name(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }
}
