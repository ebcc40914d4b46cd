import Foundation
import Presentation

/// Reads an image's pixel size from its first bytes, without decoding it: PNG (the `IHDR`
/// chunk), GIF (the logical screen) and JPEG (the first start-of-frame marker). One pixel is
/// taken as one point, as the seed's 1x photos were.
enum ImageDimensions {
    /// The size in `data`, or `nil` for another format or a truncated header.
    /// - Complexity: O(*n*) for JPEG (markers are skipped by their lengths), O(1) otherwise.
    static func size(of data: Data) -> Size? {
        let bytes = [UInt8](data.prefix(65_536))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        return nil
    }

    private static func png(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        return size(width: bigEndian(bytes, at: 16, count: 4), height: bigEndian(bytes, at: 20, count: 4))
    }

    private static func gif(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 10 else { return nil }
        return size(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// Walks the markers after SOI to the first SOFn (C0–CF except C4, C8, CC), whose
    /// payload is precision, height, width.
    private static func jpeg(_ bytes: [UInt8]) -> Size? {
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { index += 2; continue }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { return nil }
                return size(width: bigEndian(bytes, at: index + 7, count: 2), height: bigEndian(bytes, at: index + 5, count: 2))
            }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func size(width: Int, height: Int) -> Size? {
        guard width > 0, height > 0 else { return nil }
        return Size(width: Double(width), height: Double(height))
    }
}
