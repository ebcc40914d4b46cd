/// The families the package has metrics for, and which one measures a ``Font``.
///
/// A family name is matched without regard to case: "Times", "Times New Roman",
/// "TimesNewRomanPSMT", "Times-Roman" and "serif" are Times; "Courier", "Courier New" and
/// "monospace" are Courier; every other name (the system font included) is measured as
/// Helvetica, the iOS 5/6 system font.
enum FontFamily: Hashable, Sendable {
    /// Helvetica and Helvetica-Bold (AFM files); italic is measured upright, as
    /// Helvetica-Oblique's advances are Helvetica's.
    case helvetica
    /// Times-Roman, Times-Bold and Times-Italic (AFM files); bold italic is measured as bold,
    /// for want of a Times-BoldItalic file.
    case times
    /// Courier: every glyph 600 units wide (``CourierMetrics``).
    case courier

    /// The family that measures `name`.
    init(_ name: String) {
        // The system font, almost every font here: no need to lower-case its name.
        if name == "Helvetica" { self = .helvetica; return }
        switch name.lowercased() {
        case "times", "times new roman", "timesnewromanpsmt", "times-roman", "serif": self = .times
        case "courier", "courier new", "couriernewpsmt", "monospace": self = .courier
        default: self = .helvetica
        }
    }

    /// The face that measures text of `weight`, upright or italic.
    func face(weight: Font.Weight, isItalic: Bool) -> FaceMetrics {
        switch (self, weight, isItalic) {
        case (.helvetica, .regular, _): HelveticaMetrics.regular
        case (.helvetica, .bold, _): HelveticaMetrics.bold
        case (.times, .regular, false): TimesMetrics.regular
        case (.times, .regular, true): TimesMetrics.italic
        case (.times, .bold, _): TimesMetrics.bold
        case (.courier, _, _): CourierMetrics.regular
        }
    }
}
