import Foundation

/// HTTP dates in the RFC 1123 form (`Wed, 05 Dec 2012 18:00:00 GMT`), computed in UTC from
/// the instant alone: no locale, no time zone, no `DateFormatter`.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` (whole seconds, rounded down) as `Wed, 05 Dec 2012 18:00:00 GMT`.
    static func rfc1123(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.isFinite && abs(seconds) < 1e15 ? Int(seconds.rounded(.down)) : 0
        let days = floorDivision(whole, 86_400)
        let secondOfDay = whole - days * 86_400
        let day = EventDateFormat.civilDay(of: Date(timeIntervalSince1970: Double(days) * 86_400))
        let weekday = weekdays[((days % 7) + 11) % 7]
        let month = months[min(max(day.month - 1, 0), 11)]
        return "\(weekday), \(pad(day.day)) \(month) \(day.year) "
            + "\(pad(secondOfDay / 3_600)):\(pad(secondOfDay % 3_600 / 60)):\(pad(secondOfDay % 60)) GMT"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor != 0 && value < 0 ? quotient - 1 : quotient
    }
}
