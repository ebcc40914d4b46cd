#!/usr/bin/env python3
"""The web client checked by a browser engine: Chromium, driven by Playwright, clicks through
every seed app, the controls sample and an imported storyboard on `DemoHost serve`, and at each
screen compares the page with the model the server reports:

- every element's bounding box with the model's frame, within 0.5 px, on every device;
- the page's accessibility tree (Playwright's ARIA snapshot) with the model's VoiceOver
  elements: roles, names, order.

It also sends the hostile requests the server must refuse, shows once that the checks fail
when the page and the model disagree, keeps a screenshot of each screen, and prints the time
from a click to the updated page. Exit status 1 on any failure.

Usage: python3 Tests/Browser/suite.py [--binary .build/debug/DemoHost] [--out DIR]
"""
import argparse
import json
import re
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

from checks import aria_mismatches, box_mismatches
from fake_mobile_service import FakeMobileService
import hostile

ROOT = Path(__file__).resolve().parents[2]
STORYBOARD = ROOT / "Tests/StoryboardImportTests/Fixtures/Storyboards/Modern/Ranchero-Software+NetNewsWire/iOS__Settings__Settings.storyboard"


def wait_until(page, expression, timeout=15):
    """Polls `expression` in the page until it is true. (Playwright's wait_for_function
    evaluates a string, which the page's Content-Security-Policy rightly forbids.)"""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if page.evaluate(expression):
            return
        time.sleep(0.01)
    raise TimeoutError(f"waited {timeout} s for {expression}")


class Failures:
    def __init__(self):
        self.items = []

    def add(self, what):
        self.items.append(what)
        print("FAIL " + what, flush=True)


class Served:
    """A `DemoHost serve` process, stopped with Ctrl-C (SIGINT) as a person would."""

    def __init__(self, binary, arguments, env=None):
        self.process = subprocess.Popen(
            [binary] + arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            raise SystemExit(f"serve did not start: {line!r} {self.process.stderr.read()}")
        self.port = int(match.group(1))
        self.url = f"http://127.0.0.1:{self.port}/"
        page = urllib.request.urlopen(self.url, timeout=10).read().decode()
        self.token = re.search(r'name="session-token" content="([0-9a-f]+)"', page).group(1)
        self.first_line = line

    def state(self):
        request = urllib.request.Request(self.url + "api/state", headers={"X-Session-Token": self.token})
        return json.loads(urllib.request.urlopen(request, timeout=10).read())

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            out, err = self.process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, err = self.process.communicate()
            return None, self.first_line + out, err
        return self.process.returncode, self.first_line + out, err


class Journey:
    """Clicks through the page, checking each screen against the model."""

    def __init__(self, page, served, failures, results, out):
        self.page, self.served, self.failures, self.results, self.out = page, served, failures, results, out

    def version(self):
        return int(self.page.evaluate("Number(document.body.dataset.version || 0)"))

    def settled(self, timeout=20):
        """The server's state once no effect is pending and the page shows it."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            state = self.served.state()
            pending = state["screen"]["pending"] if state.get("screen") else 0
            if pending == 0 and self.version() >= state["version"]:
                time.sleep(0.05)
                again = self.served.state()
                if again["version"] == state["version"] and self.version() >= state["version"]:
                    return state
            time.sleep(0.05)
        self.failures.add(f"the page did not settle in {timeout} s (page version {self.version()}, server {state['version']})")
        return state

    def check(self, label):
        state = self.settled()
        if not state.get("screen"):
            self.failures.add(f"{label}: no screen")
            return state
        problems, count = box_mismatches(self.page, state)
        self.results["boxes"] += count
        self.results["box_problems"] += len(problems)
        for problem in problems:
            self.failures.add(f"{label}: box {problem}")
        problems, count = aria_mismatches(self.page, state)
        self.results["aria"] += count
        self.results["aria_problems"] += len(problems) and 1
        for problem in problems:
            self.failures.add(f"{label}: aria {problem}")
        self.results["screens"] += 1
        name = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")
        self.page.locator("#device").screenshot(path=str(self.out / f"{self.results['screens']:02d}-{name}.png"))
        return state

    def element(self, name):
        return self.page.locator(f"#elements > [data-name={json.dumps(name)}]")

    def timed(self, action, label=""):
        before = self.version()
        action()
        wait_until(self.page, f"Number(document.body.dataset.version) > {before}")
        elapsed = self.page.evaluate("window.__client.renderedAt - window.__client.clickAt")
        self.results["timings"].append(elapsed)
        self.results["timed"].append((elapsed, label))

    def tap(self, name, fraction=None):
        element = self.element(name)
        if element.count() != 1:
            state = self.served.state()
            names = [e["name"] for e in state["screen"]["elements"]] if state.get("screen") else []
            self.failures.add(f"no element {name!r} on screen; it has {names}")
            return
        if fraction is None:
            self.timed(lambda: element.click(), name)
        else:
            box = element.bounding_box()
            self.timed(lambda: element.click(position={"x": box["width"] * fraction, "y": box["height"] / 2}), name)

    def type(self, text):
        for character in text:
            self.timed(lambda: self.page.keyboard.type(character), f"key {character}")

    def press(self, key):
        self.timed(lambda: self.page.keyboard.press(key), f"key {key}")

    def pick(self, picker, value):
        before = self.version()
        self.page.select_option(picker, value)
        wait_until(self.page, f"Number(document.body.dataset.version) > {before}")

    def expect(self, condition, what):
        if not condition:
            self.failures.add(what)

    def text(self):
        return self.served.state()["text"]


def sweep_devices(journey, label):
    devices = journey.served.state()["settings"]["devices"]
    for device in devices:
        journey.pick("#device-picker", device)
        journey.check(f"{label} on {device}")
        journey.results["devices"].add(device)
    journey.pick("#device-picker", devices[0])


def speakeasy(journey):
    journey.pick("#app-picker", "speakeasy")
    journey.check("speakeasy events")
    sweep_devices(journey, "speakeasy events")
    journey.tap("row 0.0")
    state = journey.check("speakeasy event details")
    journey.expect("Event Details" in state["screen"]["title"], f"tapping an event did not open its details: {state['screen']['title']}")
    sweep_devices(journey, "speakeasy event details")
    journey.tap("back button")
    journey.check("speakeasy events after back")
    journey.tap('tab "Speakers"')
    journey.check("speakeasy speakers")
    journey.tap("row 0.0")
    journey.check("speakeasy speaker")
    journey.tap("back button")
    for picker, value in [("#appearance-picker", "dark"), ("#text-size-picker", "accessibility-extra-extra-extra-large"), ("#locale-picker", "pseudo")]:
        journey.pick(picker, value)
        journey.check(f"speakeasy speakers {value}")
    journey.pick("#appearance-picker", "light")
    journey.pick("#text-size-picker", "large")
    journey.pick("#locale-picker", "base")


def todo(journey, service):
    service.delay = 1.0
    journey.page.evaluate("window.__noReload = true")
    journey.pick("#app-picker", "todo")
    loading = journey.served.state()
    journey.expect(loading["screen"]["pending"] > 0, "the todo list did not show its loading state while the slow server answered")
    journey.page.locator("#device").screenshot(path=str(journey.out / "00-todo-loading.png"))
    state = journey.check("todo list after a slow server")
    journey.expect(journey.page.evaluate("window.__noReload === true"), "the page reloaded to show the slow server's answer")
    journey.expect("Buy milk" in state["text"], "the slow server's todos never reached the page")
    service.delay = 0.0
    journey.tap("bar button add")
    journey.check("todo details")
    journey.tap("textfield txtTodoText")
    journey.check("todo details typing")
    journey.type("Pay renx")
    journey.press("Backspace")
    journey.type("t")
    journey.expect('"Pay rent"' in journey.text(), "typing did not reach the text field")
    journey.tap("button saveButton")
    state = journey.check("todo list after saving")
    journey.expect("Pay rent" in state["text"], "the saved todo is not in the list")
    # A failing server: the save fails, an alert says so, and the typed text survives.
    service.fail_next.add("POST")
    journey.tap("bar button add")
    journey.tap("textfield txtTodoText")
    journey.type("Call mom")
    journey.tap("button saveButton")
    state = journey.check("todo save failed alert")
    journey.expect(any(e["name"].startswith("alert") for e in state["screen"]["elements"]), "a failed save showed no alert")
    alert_buttons = [e["name"] for e in state["screen"]["elements"] if e["name"].startswith("alert button")]
    if alert_buttons:
        journey.tap(alert_buttons[0])
    state = journey.check("todo details after the failed save")
    journey.expect('"Call mom"' in state["text"], "the todo typed before a failed save was lost")
    journey.tap("back button")


def business(journey):
    journey.pick("#app-picker", "business")
    journey.check("business grid")
    sweep_devices(journey, "business grid")
    journey.tap("item 0")
    state = journey.check("business detail")
    before = state["screen"].get("scrollY") or 0
    box = journey.page.locator("#device").bounding_box()
    journey.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    journey.timed(lambda: journey.page.mouse.wheel(0, 200), "wheel")
    state = journey.check("business detail scrolled")
    journey.expect((state["screen"].get("scrollY") or 0) > before, f"the wheel did not scroll the detail page ({before} -> {state['screen'].get('scrollY')})")
    journey.tap("back button")
    journey.check("business grid after back")


def controls(journey):
    journey.pick("#app-picker", "controls")
    state = journey.check("controls")
    names = [e["name"] for e in state["screen"]["elements"] if e.get("touch") is not None]
    for kind, fraction in [(" switch ", None), (" segment 1", None), (" slider ", 0.75), (" increment", None)]:
        match = next((n for n in names if kind in " " + n + " "), None)
        if not match:
            journey.failures.add(f"controls: no element with {kind.strip()!r} among {names}")
            continue
        before = journey.text()
        journey.tap(match, fraction)
        state = journey.check(f"controls after {match}")
        journey.expect(state["text"] != before, f"controls: {match} changed nothing")


def storyboard(journey):
    state = journey.check("storyboard first screen")
    touches = [e["name"] for e in state["screen"]["elements"] if e.get("touch") is not None and e["name"].startswith("row ")]
    journey.expect(touches, "the imported storyboard offers no row to tap")
    if touches:
        journey.tap(touches[0])
        state = journey.check("storyboard after a segue")
        if any(e["name"] == "back button" for e in state["screen"]["elements"]):
            journey.tap("back button")
            journey.check("storyboard back")


def negative_control(journey, failures):
    """The checks must fail when the page and the model disagree: move one element by 1 px and
    rename another, and see both checks report it."""
    state = journey.settled()
    journey.page.evaluate("""() => {
      const nodes = document.querySelectorAll('#elements > *');
      nodes[0].style.left = (parseFloat(nodes[0].style.left) + 1) + 'px';
      const last = nodes[nodes.length - 1];
      if (last.hasAttribute('aria-label')) last.setAttribute('aria-label', 'Renamed'); else last.textContent = 'Renamed';
    }""")
    boxes, _ = box_mismatches(journey.page, state)
    aria, _ = aria_mismatches(journey.page, state)
    if not boxes:
        failures.add("negative control: a box moved by 1 px went unnoticed")
    if not aria:
        failures.add("negative control: a renamed element went unnoticed")
    print(f"negative control: a 1 px move gave {len(boxes)} box finding(s): {boxes[:1]}")
    print(f"negative control: a rename gave ARIA findings: {aria[:1]}")
    journey.page.reload()
    wait_until(journey.page, "Number(document.body.dataset.version) > 0")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/DemoHost"))
    parser.add_argument("--out", default=str(ROOT / ".build/browser-suite"))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    arguments = parser.parse_args()
    out = Path(arguments.out)
    (out / "screenshots").mkdir(parents=True, exist_ok=True)
    for old in (out / "screenshots").glob("*.png"):
        old.unlink()
    failures = Failures()
    results = {"boxes": 0, "box_problems": 0, "aria": 0, "aria_problems": 0, "screens": 0, "timings": [], "timed": [], "devices": set()}
    key = "zumo-" + secrets.token_hex(12)
    service = FakeMobileService(key)
    served = Served(arguments.binary, ["serve", "--port", "0", "--todo-service", f"http://127.0.0.1:{service.port}"],
                    env={"PATH": "/usr/bin:/bin", "TODO_APPLICATION_KEY": key, "HOME": str(Path.home())})
    bodies = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.on("console", lambda message: message.type == "error" and failures.add(f"console error: {message.text}"))
        page.on("pageerror", lambda error: failures.add(f"page error: {error}"))

        def keep(response):
            bodies.append(response.url)
            try:
                bodies.append(response.text())
            except Exception:
                pass
        page.on("response", keep)
        page.goto(served.url)
        wait_until(page, "Number(document.body.dataset.version) > 0")
        journey = Journey(page, served, failures, results, out / "screenshots")
        for name, run in [("speakeasy", speakeasy), ("todo", lambda j: todo(j, service)), ("business", business), ("controls", controls)]:
            print(f"== journey: {name}", flush=True)
            try:
                run(journey)
            except Exception as error:  # a timeout or a missing element: report, go on
                failures.add(f"{name} journey stopped: {error}")
        negative_control(journey, failures)
        print("== hostile requests", flush=True)
        hostile.run(served, failures, bodies)
        leaked = [b for b in bodies if key in b]
        print(f"secret: the todo key appears in {len(leaked)} of {len(bodies)} page URLs and responses")
        if leaked:
            failures.add("the todo service's key reached the page")
        code, stdout, stderr = served.stop()
        if code != 0 or "Stopped." not in stdout:
            failures.add(f"serve did not stop cleanly on Ctrl-C: status {code}, output {stdout!r} {stderr!r}")
        if key in stdout or key in stderr:
            failures.add("the todo key appears in serve's output")
        print("== journey: storyboard serve", flush=True)
        imported = Served(arguments.binary, ["storyboard", "serve", str(STORYBOARD), "--port", "0"])
        page.goto(imported.url)
        wait_until(page, "Number(document.body.dataset.version) > 0")
        try:
            storyboard(Journey(page, imported, failures, results, out / "screenshots"))
        except Exception as error:
            failures.add(f"storyboard journey stopped: {error}")
        code, _, _ = imported.stop()
        if code != 0:
            failures.add(f"storyboard serve did not stop cleanly: status {code}")
        browser.close()
    service.stop()
    timings = results["timings"]
    print()
    print(f"screens checked: {results['screens']} on {len(results['devices'])} devices ({', '.join(sorted(results['devices']))})")
    print(f"element boxes equal to the model's frames within 0.5 px: {results['boxes'] - results['box_problems']} of {results['boxes']}")
    print(f"ARIA snapshots agreeing with the model's elements: {results['screens'] - results['aria_problems']} of {results['screens']} screens ({results['aria']} elements)")
    if timings:
        worst = max(results["timed"])
        print(f"click to updated page: median {statistics.median(timings):.1f} ms, worst {worst[0]:.1f} ms ({worst[1]}) over {len(timings)} gestures")
    print(f"screenshots: {out / 'screenshots'}")
    if failures.items:
        print(f"\n{len(failures.items)} failure(s)")
        return 1
    print("\nbrowser suite passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
