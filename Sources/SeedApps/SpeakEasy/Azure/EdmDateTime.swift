import Foundation

/// Table storage's `Edm.DateTime` values as JSON carries them: ISO 8601 in UTC,
/// `2012-12-05T18:00:00Z` or with a fraction (`2012-12-05T18:00:00.0000000Z`, as Azure writes
/// them). Parsed by hand, like ``HTTPDate``, so no formatter or locale is involved.
enum EdmDateTime {
    /// The instant `text` names, or `nil` unless it is `yyyy-MM-ddTHH:mm:ss[.fraction]Z`
    /// with fields in range.
    /// - Complexity: O(*n*) in the length of `text`.
    static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        let rest = bytes[19..<(bytes.count - 1)]
        if !rest.isEmpty {
            guard rest.first == UInt8(ascii: "."), rest.count > 1, number(rest.dropFirst()) != nil,
                let value = Double("0" + String(decoding: rest, as: UTF8.self))
            else { return nil }
            fraction = value
        }
        let start = EventDateFormat.date(year: year, month: month, day: day, hour: hour, minute: minute)
        guard EventDateFormat.civilDay(of: start).day == day else { return nil }
        return start.addingTimeInterval(Double(second) + fraction)
    }

    /// `date` as `yyyy-MM-ddTHH:mm:ssZ` (whole seconds, rounded down).
    static func string(from date: Date) -> String {
        let day = EventDateFormat.civilDay(of: date)
        let seconds = date.timeIntervalSince1970
        let whole = seconds.isFinite && abs(seconds) < 1e15 ? Int(seconds.rounded(.down)) : 0
        let secondOfDay = ((whole % 86_400) + 86_400) % 86_400
        return pad(day.year, 4) + "-" + pad(day.month, 2) + "-" + pad(day.day, 2) + "T"
            + pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay % 3_600 / 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
