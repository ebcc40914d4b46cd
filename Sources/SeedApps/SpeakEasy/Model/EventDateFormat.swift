import Foundation

/// The seed's `eventDateAsString`: an event's date as `MM/dd/yyyy` (`12/05/2012`), computed
/// in the proleptic Gregorian calendar in UTC.
///
/// The seed formatted with the device's locale and time zone; we fix both so a snapshot never
/// depends on the machine. The numeric US order fits the 57-point date label of the events
/// list in Helvetica 11 (about 55 points), where `Dec 5, 2012` would be cut.
enum EventDateFormat {
    /// The date as `MM/dd/yyyy` in UTC.
    static func string(from date: Date) -> String {
        let day = civilDay(of: date)
        return pad(day.month, 2) + "/" + pad(day.day, 2) + "/" + pad(day.year, 4)
    }

    /// The instant at `hour`:`minute` UTC of a Gregorian calendar day (no validation: the
    /// fields roll over as `timegm` does, e.g. month 13 is January of the next year).
    static func date(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour) * 3_600 + Double(minute) * 60
        return Date(timeIntervalSince1970: seconds)
    }

    /// The UTC calendar day of `date`.
    static func civilDay(of date: Date) -> (year: Int, month: Int, day: Int) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e15 else { return (1970, 1, 1) }
        let days = Int((seconds / 86_400).rounded(.down))
        return civilFromDays(days)
    }

    /// Days since 1970-01-01 of a Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedMonth = month - 1
        let normalizedYear = year + floorDivision(shiftedMonth, 12)
        let monthInYear = shiftedMonth - floorDivision(shiftedMonth, 12) * 12 + 1
        let y = monthInYear <= 2 ? normalizedYear - 1 : normalizedYear
        let era = floorDivision(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (monthInYear + (monthInYear > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian date of a day count since 1970-01-01 (Hinnant's `civil_from_days`).
    private static func civilFromDays(_ count: Int) -> (year: Int, month: Int, day: Int) {
        let z = count + 719_468
        let era = floorDivision(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
