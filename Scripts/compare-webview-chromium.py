#!/usr/bin/env python3
"""Compare the package's web view layout with a real browser engine, headless Chromium.

Usage (from the package root; needs Debian's `chromium` and `fonts-liberation`):

    python3 Scripts/compare-webview-chromium.py [--keep DIR] [--verbose]

For every scenario whose screen shows a web view (the business detail pages, the sample
article) and every page in Scripts/webview-fixtures/ (each at 300 and at 180 pixels, for more
line breaks), the script

1. asks the demo host for the page: `DemoHost webpage <scenario> --html` gives the HTML the
   web view loads, `DemoHost webpage <scenario>` (or `--file PAGE`) every line the package lays
   out, with its top, left edge and the page height;
2. loads the same HTML, unchanged, in an iframe exactly as wide as the web view (300 CSS
   pixels), in quirks mode like any `loadHTMLString:` fragment, in headless Chromium with
   scroll bars hidden (a script before the HTML, which lands in <head>, turns `alert()` and
   the other dialogs off so they cannot block the headless browser); a script added after
   the HTML measures each line box with
   `Range.getClientRects()` (the rectangle of every character; characters of one block with
   the same top are one line) and the page height (`scrollHeight` of a 20-pixel-tall
   viewport, so the quirks-mode body does not stretch to the viewport);
3. compares, line by line, where each line breaks (its text, list marker included: the
   marker is derived from the computed `list-style-type`), its top (within 1 pixel: the
   character boxes Chromium reports start half a line gap below the line box) and left edge,
   and the page height. An empty line (two `<br>` in a row) has no character to measure, so
   it is left out of the comparison; the top of the line after it shows its room was kept.

Chromium runs in two modes: `ios` turns kerning and ligatures off (`font-kerning: none;
font-variant-ligatures: none` on every element), as the WebKit of iOS 5/6 drew text that has
no `text-rendering` style (its fast path neither kerns nor forms ligatures), and is the one
that must agree; `default` is Chromium as it comes, reported for information.

Before that, it checks the fonts: that "Times New Roman" resolves to Liberation Serif, that
Liberation Serif's `hhea` ascender, descender and line gap are the ones the package computes
`line-height: normal` from, and how far Adobe's Times AFM advances (Fonts/) are from Liberation
Serif's (metric-compatible with Times New Roman, the font iOS draws with).

Exit status: 0 when every page agrees in the `ios` mode, 1 when one differs, 2 when the tools
are missing. Python 3 standard library only.
"""

import argparse
import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Scripts", "webview-fixtures")
TOP_TOLERANCE = 1.0
# The fixtures are laid out at the web view's width and at a narrower one, for more breaks.
FIXTURE_WIDTHS = (300, 180)

# Runs before the page's HTML, in its <head> (so it changes no layout): a page's own script
# must not open a dialog, which would block headless Chromium (the sample article calls alert).
SILENCE_DIALOGS = "<script>window.alert = window.confirm = window.prompt = function () {};</script>"

# Runs in every page after its HTML: measures the line boxes and posts them to the host page.
PROBE = r"""
<script>
window.addEventListener("load", function () {
  if (location.hash === "#ios") {
    var style = document.createElement("style");
    style.textContent = "* { font-kerning: none !important; font-variant-ligatures: none !important; }";
    document.documentElement.appendChild(style);
  }
  var blocks = "p,li,ul,ol,menu,dir,div,h1,h2,h3,h4,h5,h6,pre,listing,xmp,blockquote,dl,dt,dd,body,td,th,address,center,figure,section,article";
  var lines = [], current = null, seenItems = new Set();
  var walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  function markerOf(item) {
    var type = getComputedStyle(item).listStyleType;
    if (type === "disc") return "\u2022 ";
    if (type === "circle") return "\u25E6 ";
    if (type === "square") return "\u25AA ";
    if (type === "decimal") {
      var number = 1, list = item.parentElement;
      if (list && list.tagName === "OL" && list.hasAttribute("start")) number = parseInt(list.getAttribute("start"), 10);
      for (var sibling = item.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
        if (sibling.tagName === "LI") number += 1;
      }
      return number + ". ";
    }
    return "";
  }
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    var owner = node.parentElement;
    if (!owner || owner.closest("script,style,head,title")) continue;
    var block = owner.closest(blocks);
    for (var i = 0; i < node.data.length; i++) {
      var range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      var rects = range.getClientRects();
      if (!rects.length) continue;
      // A character after a soft hyphen break also reports the hyphen drawn at the end of the
      // line before; its own box is the last one.
      var rect = rects[rects.length - 1];
      if (!current || current.block !== block || Math.abs(rect.top - current.top) > 2) {
        if (current) lines.push(current);
        current = {block: block, top: rect.top, left: rect.left, text: ""};
      }
      current.text += node.data[i];
    }
  }
  if (current) lines.push(current);
  var result = lines.map(function (line) {
    var marker = "", item = line.block.closest("li");
    if (item && !seenItems.has(item) && line.block.closest("li") === item) {
      seenItems.add(item);
      marker = markerOf(item);
    }
    // A soft hyphen is invisible, except at the end of a line, where a hyphen shows.
    var text;
    if (getComputedStyle(line.block).whiteSpace.indexOf("pre") === 0) {
      // Preformatted: spaces kept, tabs to the next multiple of 8 columns.
      text = "";
      for (var c of line.text.replace(/\n+$/, "").replace(/^\n+/, "")) {
        text += c === "\t" ? " ".repeat(8 - text.length % 8) : c;
      }
    } else {
      text = line.text.replace(/^[ \t\n]+|[ \t\n]+$/g, "").replace(/\u00AD$/, "-").replace(/\u00AD/g, "");
    }
    return {top: line.top, left: line.left, text: marker + text};
  });
  window.parent.postMessage(JSON.stringify({
    id: location.pathname.split("/").pop() + location.hash,
    width: document.documentElement.clientWidth,
    height: document.documentElement.getBoundingClientRect().height,
    compatMode: document.compatMode,
    lines: result
  }), "*");
});
</script>
"""

HOST_HEAD = """<!DOCTYPE html><html><body style="margin:0">
<script>
window.addEventListener("message", function (event) {
  var pre = document.createElement("pre");
  pre.className = "result";
  pre.textContent = event.data;
  document.body.appendChild(pre);
});
</script>
"""


class ToolError(Exception):
    """A missing tool or an unusable environment; the message says what to install."""


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def find_chromium():
    for name in (os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    raise ToolError("Chromium not found: `apt-get install -y chromium` (or set CHROMIUM).")


# --- Fonts -------------------------------------------------------------------------------

def ttf_tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index:28 + 16 * index])
        tables[tag.decode("latin-1")] = (offset, length)
    return tables


def ttf_metrics(path):
    """(units per em, hhea ascender, descender, line gap, {scalar: advance}) of a TrueType font."""
    with open(path, "rb") as handle:
        data = handle.read()
    tables = ttf_tables(data)
    head = tables["head"][0]
    units = struct.unpack(">H", data[head + 18:head + 20])[0]
    hhea = tables["hhea"][0]
    ascender, descender, gap = struct.unpack(">hhh", data[hhea + 4:hhea + 10])
    metric_count = struct.unpack(">H", data[hhea + 34:hhea + 36])[0]
    hmtx = tables["hmtx"][0]
    advances = [struct.unpack(">H", data[hmtx + 4 * i:hmtx + 4 * i + 2])[0] for i in range(metric_count)]
    cmap = tables["cmap"][0]
    subtable = None
    for index in range(struct.unpack(">H", data[cmap + 2:cmap + 4])[0]):
        platform, encoding, offset = struct.unpack(">HHI", data[cmap + 4 + 8 * index:cmap + 12 + 8 * index])
        if platform == 3 and encoding == 1:
            subtable = cmap + offset
    if subtable is None or struct.unpack(">H", data[subtable:subtable + 2])[0] != 4:
        raise ToolError(f"{path}: no Unicode BMP cmap of format 4")
    segments = struct.unpack(">H", data[subtable + 6:subtable + 8])[0] // 2
    ends = struct.unpack(f">{segments}H", data[subtable + 14:subtable + 14 + 2 * segments])
    base = subtable + 16 + 2 * segments
    starts = struct.unpack(f">{segments}H", data[base:base + 2 * segments])
    deltas = struct.unpack(f">{segments}h", data[base + 2 * segments:base + 4 * segments])
    range_base = base + 4 * segments
    range_offsets = struct.unpack(f">{segments}H", data[range_base:range_base + 2 * segments])
    widths = {}
    for segment in range(segments):
        for code in range(starts[segment], ends[segment] + 1):
            if code == 0xFFFF:
                continue
            if range_offsets[segment] == 0:
                glyph = (code + deltas[segment]) & 0xFFFF
            else:
                at = range_base + 2 * segment + range_offsets[segment] + 2 * (code - starts[segment])
                glyph = struct.unpack(">H", data[at:at + 2])[0]
                glyph = (glyph + deltas[segment]) & 0xFFFF if glyph else 0
            if glyph:
                widths[code] = advances[min(glyph, metric_count - 1)]
    return units, ascender, descender, gap, widths


def load_generator():
    import importlib.util
    spec = importlib.util.spec_from_file_location("generator", os.path.join(ROOT, "Scripts", "generate-font-metrics.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_fonts(report):
    """Checks the installed Liberation Serif against the package's Times metrics."""
    match = run(["fc-match", "-f", "%{family[0]}|%{file}", "Times New Roman"])
    if match.returncode != 0 or "|" not in match.stdout:
        raise ToolError("fc-match failed: install fontconfig and `apt-get install -y fonts-liberation`.")
    family, path = match.stdout.split("|", 1)
    if family != "Liberation Serif":
        raise ToolError(f'"Times New Roman" resolves to {family}, not Liberation Serif: `apt-get install -y fonts-liberation`.')
    generator = load_generator()
    expected = generator.SCREEN_LINE_METRICS["Times"][:4]
    folder = os.path.dirname(path)
    ok = True
    for afm, face in (("Times-Roman", "Regular"), ("Times-Bold", "Bold"), ("Times-Italic", "Italic")):
        units, ascender, descender, gap, widths = ttf_metrics(os.path.join(folder, f"LiberationSerif-{face}.ttf"))
        same = (units, ascender, descender, gap) == expected
        ok = ok and same
        header, afm_widths, _ = generator.parse_afm(os.path.join(ROOT, "Fonts", afm + ".afm"))
        differing = []
        compared = 0
        for name, width in afm_widths.items():
            for scalar in generator.AGL.get(name, []):
                if scalar in widths:
                    compared += 1
                    liberation = widths[scalar] * 1000 / units
                    if abs(liberation - width) >= 1:
                        differing.append(f"{chr(scalar)} {width} vs {liberation:.0f}")
        report.append(
            f"- {afm}: Liberation Serif {face} hhea {ascender}/{descender}/{gap} per {units} "
            f"{'= the package' if same else '!= the package ' + str(expected)}; "
            f"{compared} advances compared, {len(differing)} differ by 1 unit or more"
            + (f" ({', '.join(differing)})" if differing else ""))
    return ok


# --- Pages -------------------------------------------------------------------------------

def demo_host():
    build = run(["swift", "build", "--product", "DemoHost"], cwd=ROOT)
    if build.returncode != 0:
        raise ToolError("swift build failed:\n" + build.stdout + build.stderr)
    return os.path.join(run(["swift", "build", "--show-bin-path"], cwd=ROOT).stdout.strip(), "DemoHost")


def parse_layout(text):
    """The package's lines and page height from `DemoHost webpage` output."""
    header, *rows = text.strip().split("\n")
    found = re.match(r"page  width (\S+)  .*  height (\S+)  \d+ lines?$", header)
    if not found:
        raise ToolError(f"unexpected webpage header: {header}")
    lines = []
    for row in rows:
        line = re.match(r'line  y (\S+)  x (\S+)  height (\S+)  (".*")$', row)
        if line:
            lines.append({"top": float(line.group(1)), "left": float(line.group(2)),
                          "height": float(line.group(3)), "text": json.loads(unescape_quoted(line.group(4)))})
    return float(found.group(1)), float(found.group(2)), lines


def unescape_quoted(quoted):
    """A TextQuote string as JSON: only `\\u{…}` differs."""
    return re.sub(r"\\u\{([0-9A-F]+)\}", lambda m: "\\u%04x" % int(m.group(1), 16) if int(m.group(1), 16) < 0x10000
                  else json.dumps(chr(int(m.group(1), 16)))[1:-1], quoted)


def pages(host):
    listed = run([host, "list"], cwd=ROOT)
    result = []
    for row in listed.stdout.splitlines():
        name = row.split()[0] if row.strip() else ""
        source = run([host, "webpage", name, "--html"], cwd=ROOT)
        if source.returncode != 0:
            continue
        layout = run([host, "webpage", name], cwd=ROOT)
        result.append((name, source.stdout.rstrip("\n"), layout.stdout))
    for file in sorted(os.listdir(FIXTURES)):
        if file.endswith(".html"):
            path = os.path.join(FIXTURES, file)
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            for width in FIXTURE_WIDTHS:
                layout = run([host, "webpage", "--file", path, "--width", str(width)], cwd=ROOT)
                result.append((f"fixtures/{file} at {width}", source, layout.stdout))
    return result


def render_in_chromium(chromium, entries, folder):
    """{(page id, mode): measurement} for every page: one Chromium run per page and mode."""
    results = {}
    for index, (_, source, width) in enumerate(entries):
        name = f"page{index}.html"
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(SILENCE_DIALOGS + source + PROBE)
        for mode in ("ios", "default"):
            host = os.path.join(folder, f"host{index}-{mode}.html")
            frame = f'<iframe src="{name}#{mode}" style="border:0;width:{width:g}px;height:20px"></iframe>'
            with open(host, "w", encoding="utf-8") as handle:
                handle.write(HOST_HEAD + frame + "</body></html>")
            dumped = run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                          "--virtual-time-budget=5000", "--dump-dom", "file://" + host], timeout=120)
            for block in re.findall(r'<pre class="result">(.*?)</pre>', dumped.stdout, re.S):
                data = json.loads(html.unescape(block))
                results[data["id"]] = data
    return results


def compare(ours, theirs, width):
    """Differences between our lines and Chromium's, as readable strings, and the largest
    distance between the tops of two lines that match."""
    problems = []
    largest = 0.0
    if theirs["compatMode"] != "BackCompat":
        problems.append(f"Chromium did not use quirks mode ({theirs['compatMode']})")
    if theirs["width"] != width:
        problems.append(f"Chromium's viewport is {theirs['width']} wide, not {width:g}")
    # An empty line (`<br><br>`) has no character to measure in Chromium; it is skipped, and the
    # top of the line after it shows whether it took its room.
    shown = [line for line in ours["lines"] if line["text"]]
    for index in range(max(len(shown), len(theirs["lines"]))):
        mine = shown[index] if index < len(shown) else None
        other = theirs["lines"][index] if index < len(theirs["lines"]) else None
        if mine is None or other is None or mine["text"] != other["text"]:
            problems.append(f"line {index + 1}: ours {json.dumps(mine['text'] if mine else None, ensure_ascii=False)}, "
                            f"Chromium {json.dumps(other['text'] if other else None, ensure_ascii=False)}")
            break
        largest = max(largest, abs(mine["top"] - other["top"]))
        if abs(mine["top"] - other["top"]) > TOP_TOLERANCE or abs(mine["left"] - other["left"]) > 0.5:
            problems.append(f"line {index + 1} {json.dumps(mine['text'], ensure_ascii=False)}: ours at y {mine['top']:g} x "
                            f"{mine['left']:g}, Chromium at y {other['top']:g} x {other['left']:g}")
    if abs(ours["height"] - theirs["height"]) > 0.05:
        problems.append(f"page height: ours {ours['height']:g}, Chromium {theirs['height']:g}")
    return problems, largest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", help="write the pages and Chromium's host page to this folder")
    parser.add_argument("--verbose", action="store_true", help="print every line of every page")
    arguments = parser.parse_args()

    chromium = find_chromium()
    report = [f"Chromium: {run([chromium, '--version']).stdout.strip()}", "Fonts:"]
    fonts_ok = check_fonts(report)
    host = demo_host()
    entries = []
    for name, source, layout in pages(host):
        width, height, lines = parse_layout(layout)
        entries.append((name, source, width, {"height": height, "lines": lines}))
    folder = arguments.keep or tempfile.mkdtemp(prefix="webview-chromium-")
    os.makedirs(folder, exist_ok=True)
    measured = render_in_chromium(chromium, [(name, source, width) for name, source, width, _ in entries], folder)

    failures = 0
    report.append("")
    report.append("| page | lines (ours / Chromium) | page height (ours / Chromium) | largest top distance | ios mode | default mode |")
    report.append("| --- | --- | --- | --- | --- | --- |")
    details = []
    for index, (name, _, width, ours) in enumerate(entries):
        verdicts = {}
        distance = 0.0
        for mode in ("ios", "default"):
            theirs = measured.get(f"page{index}.html#{mode}")
            if theirs is None:
                verdicts[mode] = ["Chromium reported nothing"]
                continue
            verdicts[mode], largest = compare(ours, theirs, width)
            if mode == "ios":
                distance = largest
            if arguments.verbose and mode == "ios":
                details.append(f"\n{name}:")
                for line in theirs["lines"]:
                    details.append(f"  y {line['top']:g}  x {line['left']:g}  {json.dumps(line['text'], ensure_ascii=False)}")
        ios = measured.get(f"page{index}.html#ios", {"lines": [], "height": 0})
        failures += 1 if verdicts["ios"] else 0
        report.append(
            f"| {name} | {len(ours['lines'])} / {len(ios['lines'])} | {ours['height']:g} / {ios['height']:g} | {distance:g} | "
            f"{'agrees' if not verdicts['ios'] else 'differs'} | {'agrees' if not verdicts['default'] else 'differs'} |")
        for mode in ("ios", "default"):
            for problem in verdicts[mode]:
                details.append(f"{name} ({mode}): {problem}")
    print("\n".join(report))
    if details:
        print("\n".join([""] + details))
    print(f"\n{len(entries) - failures} of {len(entries)} pages agree with Chromium line by line (ios mode)"
          + ("" if fonts_ok else "; the installed Liberation Serif's line metrics differ from the package's"))
    return 0 if failures == 0 and fonts_ok else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (ToolError, subprocess.TimeoutExpired) as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(2)
