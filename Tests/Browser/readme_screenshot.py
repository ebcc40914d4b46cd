#!/usr/bin/env python3
"""The README's picture of the web client: `DemoHost serve` on SpeakEasy's event details,
the page as a person sees it (pickers, the device, the snapshot and the audit).

Usage: python3 Tests/Browser/readme_screenshot.py [--out Sources/Navigation/Navigation.docc/web-client.png]
"""
import argparse
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from suite import ROOT, Journey, Served, wait_until


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/DemoHost"))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--out", default=str(ROOT / "Sources/Navigation/Navigation.docc/web-client.png"))
    arguments = parser.parse_args()
    served = Served(arguments.binary, ["serve", "speakeasy", "--port", "0", "--device", "iphone-15"])
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1180, "height": 1000})
        page.goto(served.url)
        wait_until(page, "Number(document.body.dataset.version) > 0")
        journey = Journey(page, served, None, None, None)
        journey.settled()
        before = journey.version()
        page.locator('#elements > [data-name="row 0.0"]').click()
        wait_until(page, f"Number(document.body.dataset.version) > {before}")
        journey.settled()
        page.locator('#elements > [data-name="back button"]').hover()
        Path(arguments.out).parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=arguments.out)
        browser.close()
    served.stop()
    print(f"wrote {arguments.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
