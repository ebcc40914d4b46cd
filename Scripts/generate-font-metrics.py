#!/usr/bin/env python3
"""Generate the font metric tables of Sources/Presentation/Text from the Adobe Core14 AFM files.

Usage (from the package root):

    python3 Scripts/generate-font-metrics.py

Writes one Swift file per family:
  * HelveticaMetrics.swift from Fonts/Helvetica.afm and Fonts/Helvetica-Bold.afm (the iOS 5/6
    system font, used by every UIKit label);
  * TimesMetrics.swift from Fonts/Times-Roman.afm, Fonts/Times-Bold.afm and
    Fonts/Times-Italic.afm (what a UIWebView lays a page out in: WebKit's default serif font,
    Times New Roman on iOS, whose advances agree with Adobe's Times).
The AFM files are Adobe's Core14 set; Fonts/MustRead.html is their licence. Each table holds
the advance widths (WX, in units per 1000 em) keyed by Unicode scalar, the AFM vertical metrics
(Ascender, Descender, CapHeight, XHeight) and, where a family has them (SCREEN_LINE_METRICS),
the ascent, descent and line gap of the screen font iOS draws the family with, which WebKit's
`line-height: normal` is computed from. Kerning pairs are ignored on purpose: pre-iOS 7 string
drawing and the WebKit of iOS 5/6 (its fast text path) did not kern.

Layout of a generated table:
  * a dense array for U+0020..U+00FF (index = scalar - 0x20, 0 = no glyph), and
  * one sorted array of the remaining scalars shared by the faces of the family, with a
    parallel width array per face (binary search).

AFM glyphs are named (`C 65 ; WX 667 ; N A ;`); unencoded glyphs have `C -1`. Names are mapped
to Unicode with the Adobe Glyph List subset below, which must cover every glyph in the files:
the script fails on an unknown name rather than silently dropping a width. Python 3 standard
library only.
"""

import os
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT_FOLDER = "Sources/Presentation/Text"

# family -> (Swift enum name, [(face key, AFM file)]); the enum is written to <name>.swift.
FAMILIES = [
    ("Helvetica", "HelveticaMetrics", [
        ("regular", "Fonts/Helvetica.afm"), ("bold", "Fonts/Helvetica-Bold.afm"),
    ]),
    ("Times", "TimesMetrics", [
        ("regular", "Fonts/Times-Roman.afm"), ("bold", "Fonts/Times-Bold.afm"),
        ("italic", "Fonts/Times-Italic.afm"),
    ]),
]

# The vertical metrics of the screen font iOS draws a family with, from its `hhea` table:
# (units per em, ascender, descender, line gap, where the values come from). WebKit computes
# `line-height: normal` from them (ascent, descent and line gap scaled to the size, each
# rounded, then added). AFM files have no line gap, so these are kept apart from them.
SCREEN_LINE_METRICS = {
    "Times": (2048, 1825, -443, 87,
              "the hhea table of Times New Roman (iOS's TimesNewRomanPSMT, WebKit's default serif "
              "font on iOS); Liberation Serif, metric-compatible with it, has the same values in "
              "all its faces (Scripts/compare-webview-chromium.py checks the installed one)"),
}
DENSE_FIRST = 0x20
DENSE_LAST = 0xFF

# Glyphs deliberately left out of the table, with the reason printed in the generated file.
SKIPPED = {
    # Adobe maps it to a corporate-use code point (U+F6C3); the Unicode character it stands
    # for (U+0326) is a combining mark, which the Swift fallback measures as zero width.
    "commaaccent": "corporate-use code point in the AGL; combining comma below is zero width",
}

# Adobe Glyph List subset: glyph name -> Unicode scalars. Double mappings of the AGL are kept
# where the second scalar is a spacing character (nbsp, macron, micro, middle dot, fraction and
# Delta); the soft hyphen (U+00AD) is left to the zero-width fallback as it is default-ignorable.
AGL = {
    "space": [0x0020, 0x00A0], "exclam": [0x0021], "quotedbl": [0x0022],
    "numbersign": [0x0023], "dollar": [0x0024], "percent": [0x0025], "ampersand": [0x0026],
    "quotesingle": [0x0027], "parenleft": [0x0028], "parenright": [0x0029],
    "asterisk": [0x002A], "plus": [0x002B], "comma": [0x002C], "hyphen": [0x002D],
    "period": [0x002E], "slash": [0x002F], "zero": [0x0030], "one": [0x0031],
    "two": [0x0032], "three": [0x0033], "four": [0x0034], "five": [0x0035], "six": [0x0036],
    "seven": [0x0037], "eight": [0x0038], "nine": [0x0039], "colon": [0x003A],
    "semicolon": [0x003B], "less": [0x003C], "equal": [0x003D], "greater": [0x003E],
    "question": [0x003F], "at": [0x0040],
    "bracketleft": [0x005B], "backslash": [0x005C], "bracketright": [0x005D],
    "asciicircum": [0x005E], "underscore": [0x005F], "grave": [0x0060],
    "braceleft": [0x007B], "bar": [0x007C], "braceright": [0x007D], "asciitilde": [0x007E],
    "exclamdown": [0x00A1], "cent": [0x00A2], "sterling": [0x00A3], "currency": [0x00A4],
    "yen": [0x00A5], "brokenbar": [0x00A6], "section": [0x00A7], "dieresis": [0x00A8],
    "copyright": [0x00A9], "ordfeminine": [0x00AA], "guillemotleft": [0x00AB],
    "logicalnot": [0x00AC], "registered": [0x00AE], "macron": [0x00AF, 0x02C9],
    "degree": [0x00B0], "plusminus": [0x00B1], "twosuperior": [0x00B2],
    "threesuperior": [0x00B3], "acute": [0x00B4], "mu": [0x00B5, 0x03BC],
    "paragraph": [0x00B6], "periodcentered": [0x00B7, 0x2219], "cedilla": [0x00B8],
    "onesuperior": [0x00B9], "ordmasculine": [0x00BA], "guillemotright": [0x00BB],
    "onequarter": [0x00BC], "onehalf": [0x00BD], "threequarters": [0x00BE],
    "questiondown": [0x00BF],
    "Agrave": [0x00C0], "Aacute": [0x00C1], "Acircumflex": [0x00C2], "Atilde": [0x00C3],
    "Adieresis": [0x00C4], "Aring": [0x00C5], "AE": [0x00C6], "Ccedilla": [0x00C7],
    "Egrave": [0x00C8], "Eacute": [0x00C9], "Ecircumflex": [0x00CA], "Edieresis": [0x00CB],
    "Igrave": [0x00CC], "Iacute": [0x00CD], "Icircumflex": [0x00CE], "Idieresis": [0x00CF],
    "Eth": [0x00D0], "Ntilde": [0x00D1], "Ograve": [0x00D2], "Oacute": [0x00D3],
    "Ocircumflex": [0x00D4], "Otilde": [0x00D5], "Odieresis": [0x00D6], "multiply": [0x00D7],
    "Oslash": [0x00D8], "Ugrave": [0x00D9], "Uacute": [0x00DA], "Ucircumflex": [0x00DB],
    "Udieresis": [0x00DC], "Yacute": [0x00DD], "Thorn": [0x00DE], "germandbls": [0x00DF],
    "agrave": [0x00E0], "aacute": [0x00E1], "acircumflex": [0x00E2], "atilde": [0x00E3],
    "adieresis": [0x00E4], "aring": [0x00E5], "ae": [0x00E6], "ccedilla": [0x00E7],
    "egrave": [0x00E8], "eacute": [0x00E9], "ecircumflex": [0x00EA], "edieresis": [0x00EB],
    "igrave": [0x00EC], "iacute": [0x00ED], "icircumflex": [0x00EE], "idieresis": [0x00EF],
    "eth": [0x00F0], "ntilde": [0x00F1], "ograve": [0x00F2], "oacute": [0x00F3],
    "ocircumflex": [0x00F4], "otilde": [0x00F5], "odieresis": [0x00F6], "divide": [0x00F7],
    "oslash": [0x00F8], "ugrave": [0x00F9], "uacute": [0x00FA], "ucircumflex": [0x00FB],
    "udieresis": [0x00FC], "yacute": [0x00FD], "thorn": [0x00FE], "ydieresis": [0x00FF],
    # Latin Extended-A and -B letters present in the Core14 ExtendedRoman set.
    "Amacron": [0x0100], "amacron": [0x0101], "Abreve": [0x0102], "abreve": [0x0103],
    "Aogonek": [0x0104], "aogonek": [0x0105], "Cacute": [0x0106], "cacute": [0x0107],
    "Ccaron": [0x010C], "ccaron": [0x010D], "Dcaron": [0x010E], "dcaron": [0x010F],
    "Dcroat": [0x0110], "dcroat": [0x0111], "Emacron": [0x0112], "emacron": [0x0113],
    "Edotaccent": [0x0116], "edotaccent": [0x0117], "Eogonek": [0x0118], "eogonek": [0x0119],
    "Ecaron": [0x011A], "ecaron": [0x011B], "Gbreve": [0x011E], "gbreve": [0x011F],
    "Gcommaaccent": [0x0122], "gcommaaccent": [0x0123], "Imacron": [0x012A],
    "imacron": [0x012B], "Iogonek": [0x012E], "iogonek": [0x012F], "Idotaccent": [0x0130],
    "dotlessi": [0x0131], "Kcommaaccent": [0x0136], "kcommaaccent": [0x0137],
    "Lacute": [0x0139], "lacute": [0x013A], "Lcommaaccent": [0x013B],
    "lcommaaccent": [0x013C], "Lcaron": [0x013D], "lcaron": [0x013E], "Lslash": [0x0141],
    "lslash": [0x0142], "Nacute": [0x0143], "nacute": [0x0144], "Ncommaaccent": [0x0145],
    "ncommaaccent": [0x0146], "Ncaron": [0x0147], "ncaron": [0x0148], "Omacron": [0x014C],
    "omacron": [0x014D], "Ohungarumlaut": [0x0150], "ohungarumlaut": [0x0151],
    "OE": [0x0152], "oe": [0x0153], "Racute": [0x0154], "racute": [0x0155],
    "Rcommaaccent": [0x0156], "rcommaaccent": [0x0157], "Rcaron": [0x0158],
    "rcaron": [0x0159], "Sacute": [0x015A], "sacute": [0x015B], "Scedilla": [0x015E],
    "scedilla": [0x015F], "Scaron": [0x0160], "scaron": [0x0161], "Tcommaaccent": [0x0162],
    "tcommaaccent": [0x0163], "Tcaron": [0x0164], "tcaron": [0x0165], "Umacron": [0x016A],
    "umacron": [0x016B], "Uring": [0x016E], "uring": [0x016F], "Uhungarumlaut": [0x0170],
    "uhungarumlaut": [0x0171], "Uogonek": [0x0172], "uogonek": [0x0173],
    "Ydieresis": [0x0178], "Zacute": [0x0179], "zacute": [0x017A], "Zdotaccent": [0x017B],
    "zdotaccent": [0x017C], "Zcaron": [0x017D], "zcaron": [0x017E], "florin": [0x0192],
    "Scommaaccent": [0x0218], "scommaaccent": [0x0219],
    # Spacing accents.
    "circumflex": [0x02C6], "caron": [0x02C7], "breve": [0x02D8], "dotaccent": [0x02D9],
    "ring": [0x02DA], "ogonek": [0x02DB], "tilde": [0x02DC], "hungarumlaut": [0x02DD],
    # Punctuation and symbols.
    "endash": [0x2013], "emdash": [0x2014], "quoteleft": [0x2018], "quoteright": [0x2019],
    "quotesinglbase": [0x201A], "quotedblleft": [0x201C], "quotedblright": [0x201D],
    "quotedblbase": [0x201E], "dagger": [0x2020], "daggerdbl": [0x2021], "bullet": [0x2022],
    "ellipsis": [0x2026], "perthousand": [0x2030], "guilsinglleft": [0x2039],
    "guilsinglright": [0x203A], "fraction": [0x2044, 0x2215], "Euro": [0x20AC],
    "trademark": [0x2122], "partialdiff": [0x2202], "Delta": [0x2206, 0x0394],
    "summation": [0x2211], "minus": [0x2212], "radical": [0x221A], "notequal": [0x2260],
    "lessequal": [0x2264], "greaterequal": [0x2265], "lozenge": [0x25CA],
    "fi": [0xFB01], "fl": [0xFB02],
}
# ASCII letters map to themselves.
for _letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz":
    AGL[_letter] = [ord(_letter)]


class AFMError(Exception):
    """A problem in an AFM file or in the glyph list; the message says where."""


def parse_afm(path):
    """Returns (header dict, {glyph name: WX}, notice lines) of one AFM file."""
    header, widths, notices = {}, {}, []
    in_metrics = False
    with open(path, encoding="latin-1") as handle:
        for number, raw in enumerate(handle, start=1):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("StartCharMetrics"):
                in_metrics = True
                continue
            if line.startswith("EndCharMetrics"):
                in_metrics = False
                continue
            if in_metrics:
                fields = {}
                for item in line.split(";"):
                    parts = item.split()
                    if len(parts) >= 2:
                        fields[parts[0]] = parts[1]
                if "N" not in fields or "WX" not in fields:
                    raise AFMError(f"{path}:{number}: glyph without N or WX: {line}")
                widths[fields["N"]] = int(fields["WX"])
                continue
            key, _, value = line.partition(" ")
            if key in ("Comment", "Notice") and "Copyright" in value:
                notices.append(value.strip())
            header.setdefault(key, value.strip())
    for key in ("FontName", "Ascender", "Descender", "CapHeight", "XHeight"):
        if key not in header:
            raise AFMError(f"{path}: missing {key}")
    return header, widths, notices


def scalar_widths(path, widths):
    """Maps every glyph of one face to its Unicode scalars; fails on an unknown glyph name."""
    table = {}
    unknown = sorted(name for name in widths if name not in AGL and name not in SKIPPED)
    if unknown:
        raise AFMError(f"{path}: glyph names missing from the AGL subset: {', '.join(unknown)}")
    for name, width in widths.items():
        if width <= 0:
            raise AFMError(f"{path}: {name} has advance {width}; 0 marks a missing glyph")
        for scalar in AGL.get(name, []):
            if scalar in table and table[scalar] != width:
                raise AFMError(f"{path}: U+{scalar:04X} mapped twice with different widths")
            table[scalar] = width
    return table


def swift_array(values, per_line, indent="        "):
    """Formats integers as the lines of a Swift array literal."""
    lines = []
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append(indent + ", ".join(str(value) for value in chunk) + ",")
    return "\n".join(lines)


def comment(text):
    """`text` as `//` comment lines of at most 100 characters."""
    return "\n".join("// " + line for line in textwrap.wrap(text, 97, break_on_hyphens=False))


def english_list(items):
    """`a`, `a and b`, `a, b and c`."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def render(family, enum_name, faces):
    keys = list(faces)
    first = faces[keys[0]]
    for key in keys[1:]:
        if set(faces[key]["table"]) != set(first["table"]):
            raise AFMError(f"{faces[key]['path']} and {first['path']} do not cover the same scalars")
    sparse = sorted(s for s in first["table"] if not DENSE_FIRST <= s <= DENSE_LAST)
    notices = []
    for face in faces.values():
        for notice in face["notices"]:
            if notice not in notices:
                notices.append(notice)
    skipped = "\n".join(f"//   {name}: {reason}" for name, reason in sorted(SKIPPED.items()))
    sources = english_list([face["path"] for face in faces.values()])
    names = english_list([face["header"]["FontName"] for face in faces.values()])
    line_metrics = SCREEN_LINE_METRICS.get(family)
    out = []
    out.append(f"""// GENERATED FILE - DO NOT EDIT.
{comment("Generated by Scripts/generate-font-metrics.py from the Adobe Core14 AFM files " + sources + ". Regenerate from the package root with:")}
//     python3 Scripts/generate-font-metrics.py
//
// Notices of the source files, kept as their licence (Fonts/MustRead.html) requires:
""")
    for notice in notices:
        out.append(f"//   {notice}\n")
    out.append(f"""//
// MODIFIED: this file is derived from the AFM files above. Only the advance widths (WX) and the
// Ascender, Descender, CapHeight and XHeight values were kept; glyph names were replaced by
// Unicode scalars through an Adobe Glyph List subset; bounding boxes, ligatures and the kerning
// pairs were dropped (pre-iOS 7 text drawing did not kern). Glyphs left out:
{skipped}
//
// Approach: all values are in AFM units (1000 per em). Scalars U+{DENSE_FIRST:04X}..U+{DENSE_LAST:04X}
// are looked up in a dense array (index = scalar - 0x{DENSE_FIRST:X}, 0 = no glyph, as no glyph
// in these files has a zero advance); the {len(sparse)} other scalars are in one sorted array,
// shared by every face of the family, searched by bisection, with a parallel width array per face.
""")
    if line_metrics:
        units, ascender, descender, gap, source = line_metrics
        out.append(comment(f"The screen line metrics ({ascender}, {descender}, {gap} per {units} em) are not from the AFM files: they are {source}.") + "\n")
    out.append(f"""
/// Advance widths and vertical metrics of {names}, from Adobe's AFM files.
///
/// Generated by `Scripts/generate-font-metrics.py`; look values up through
/// ``FontFamilyMetrics/face(weight:isItalic:)`` and ``FaceMetrics/afmWidth(of:)``.
enum {enum_name} {{
    /// Scalars outside the dense range that have a glyph, sorted ascending; indices match
    /// each face's ``FaceMetrics/sparseWidths``.
    static let sparseScalars: [UInt32] = [
{swift_array([f"0x{s:04X}" for s in sparse], 8)}
    ]
""")
    if line_metrics:
        units, ascender, descender, gap, _ = line_metrics
        out.append(f"""
    /// The `hhea` metrics of the screen font iOS draws the family with (see the file header).
    static let screenLineMetrics: ScreenLineMetrics? = ScreenLineMetrics(
        unitsPerEm: {units}, ascender: {ascender}, descender: {descender}, lineGap: {gap}
    )
""")
    else:
        out.append("""
    /// No screen line metrics: UIKit's line heights (``LineHeightTable``) are used instead.
    static let screenLineMetrics: ScreenLineMetrics? = nil
""")
    for key, face in faces.items():
        header, table = face["header"], face["table"]
        dense = [table.get(s, 0) for s in range(DENSE_FIRST, DENSE_LAST + 1)]
        out.append(f"""
    /// {header['FontName']} ({face['path']}).
    static let {key} = FaceMetrics(
        postScriptName: "{header['FontName']}",
        ascender: {int(header['Ascender'])},
        descender: {int(header['Descender'])},
        capHeight: {int(header['CapHeight'])},
        xHeight: {int(header['XHeight'])},
        screenLineMetrics: screenLineMetrics,
        denseWidths: [
{swift_array(dense, 16, "            ")}
        ],
        sparseScalars: sparseScalars,
        sparseWidths: [
{swift_array([table[s] for s in sparse], 16, "            ")}
        ]
    )
""")
    out.append("}\n")
    return "".join(out)


def main():
    for family, enum_name, face_files in FAMILIES:
        faces = {}
        for key, relative in face_files:
            path = os.path.join(ROOT, relative)
            header, widths, notices = parse_afm(path)
            faces[key] = {
                "path": relative, "header": header, "notices": notices,
                "table": scalar_widths(relative, widths),
            }
        text = render(family, enum_name, faces)
        output = os.path.join(OUTPUT_FOLDER, enum_name + ".swift")
        with open(os.path.join(ROOT, output), "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"wrote {output}")


if __name__ == "__main__":
    try:
        main()
    except (AFMError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)
