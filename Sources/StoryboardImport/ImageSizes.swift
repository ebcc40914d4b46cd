import Navigation
import Presentation

/// Fills in image sizes a storyboard lists after its scenes (Xcode 5 and later write
/// `<resources><image name= width= height=>` at the end), in an element tree already built.
enum ImageSizes {
    /// `element` with every image of known size given that size: image views, cells' images,
    /// and the elements inside cells of static and prototype tables.
    /// - Complexity: O(elements + rows).
    static func filling(_ element: Element, _ sizes: [String: Size]) -> Element {
        var element = element
        switch element.kind {
        case .image(var image):
            image.image = image.image.map(sized(sizes))
            element.kind = .image(image)
        case .table(var table):
            if var sections = table.dataSource as? TableSections {
                for section in sections.sections.indices {
                    for row in sections.sections[section].rows.indices {
                        var cell = sections.sections[section].rows[row].cell
                        if var image = cell.image {
                            image.image = image.image.map(sized(sizes))
                            cell.image = image
                        }
                        cell.contentElements = cell.contentElements.map { filling($0, sizes) }
                        sections.sections[section].rows[row].cell = cell
                    }
                }
                table.dataSource = sections
                element.kind = .table(table)
            }
        default:
            break
        }
        element.children = element.children.map { filling($0, sizes) }
        return element
    }

    private static func sized(_ sizes: [String: Size]) -> (ImageAsset) -> ImageAsset {
        { asset in asset.size == nil ? ImageAsset(asset.name, size: sizes[asset.name]) : asset }
    }
}
