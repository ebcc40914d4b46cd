/// Navigation builds on Presentation's values; re-exporting it means an app writes one
/// `import Navigation`.
@_exported import Presentation
