"""What the browser suite compares: the page's element boxes and accessibility tree (as
Chromium computes them) against the model's state (as the server reports it)."""
import re

import yaml

TOLERANCE = 0.5

BOXES_SCRIPT = """() => {
  const device = document.getElementById('device').getBoundingClientRect();
  return [...document.querySelectorAll('#elements > *')].map((node) => {
    const box = node.getBoundingClientRect();
    return { name: node.dataset.name, x: box.left - device.left, y: box.top - device.top, width: box.width, height: box.height };
  });
}"""


def box_mismatches(page, state):
    """Each element whose box in the page is not the model's frame within 0.5 px, and the
    elements one side has and the other not; empty when they agree."""
    boxes = page.evaluate(BOXES_SCRIPT)
    model = state["screen"]["elements"]
    problems = []
    if [b["name"] for b in boxes] != [e["name"] for e in model]:
        problems.append(f"elements differ: page {[b['name'] for b in boxes]} model {[e['name'] for e in model]}")
        return problems, 0
    for box, element in zip(boxes, model):
        frame = element["frame"]
        worst = max(abs(box[k] - frame[k]) for k in ("x", "y", "width", "height"))
        if worst > TOLERANCE:
            problems.append(f"{element['name']}: page {box} model {frame} (off by {worst:.3f} px)")
    return problems, len(model)


def normalized(text):
    return re.sub(r"\s+", " ", text or "").strip()


def parse_aria_item(item):
    """(role, name) of one line of Playwright's ARIA snapshot."""
    if isinstance(item, dict):
        (key, value), = item.items()
        if isinstance(value, str) and " " not in key and '"' not in key:
            return key, normalized(value)  # `- paragraph: text`
        item = key
    match = re.match(r'^(\w+)(?: "((?:[^"\\]|\\.)*)")?', item)
    if not match:
        return item, ""
    name = match.group(2) or ""
    name = name.encode().decode("unicode_escape").encode("latin-1").decode("utf-8") if "\\" in name else name
    return match.group(1), normalized(name)


def aria_entries(page):
    snapshot = page.locator("#elements").aria_snapshot()
    tree = yaml.safe_load(snapshot) or []
    root = tree[0] if tree else None
    if isinstance(root, dict):
        children = next(iter(root.values())) or []
    else:
        children = []  # an empty group
    return [parse_aria_item(child) for child in children], snapshot


def aria_mismatches(page, state):
    """The differences between the page's ARIA tree (roles, names, order) and the model's
    VoiceOver elements; empty when they agree."""
    actual, snapshot = aria_entries(page)
    expected = [
        (e["role"], normalized(e["label"]))
        for e in state["screen"]["elements"]
        # An empty paragraph is left out of the tree unless it is focusable (it takes a touch).
        if not (e["role"] == "paragraph" and not normalized(e["label"]) and e.get("touch") is None)
    ]
    if actual == expected:
        return [], len(expected)
    problems = []
    for index in range(max(len(actual), len(expected))):
        a = actual[index] if index < len(actual) else None
        e = expected[index] if index < len(expected) else None
        if a != e:
            problems.append(f"#{index + 1}: page {a} model {e}")
    return problems[:5] + [f"(ARIA snapshot)\n{snapshot}"], len(expected)
