"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (Python 3 stdlib only).

Chromium reads commands on its fd 3 and writes replies and events on its fd 4: JSON messages, each
ended by a NUL byte. That needs no websocket library and no port, so the test runs anywhere
chromium is installed (Debian's `chromium` package), with nothing downloaded.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class BrowserError(RuntimeError):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def test_arguments(argv, usage):
    """A browser test's arguments DAILYGRID FIXTURE OUT_DIR (OUT_DIR made) and chromium's path.

    Exits 2 with `usage` on other arguments and 1 when chromium is missing: every browser test
    must fail, never skip, on a machine without it (the setup script installs it)."""
    if len(argv) != 4:
        print(usage)
        sys.exit(2)
    dailygrid, fixture, out_dir = argv[1:]
    os.makedirs(out_dir, exist_ok=True)
    chromium = find_chromium()
    if not chromium:
        print("FAIL: chromium is not installed (Debian package 'chromium'); this test needs it")
        sys.exit(1)
    return dailygrid, fixture, out_dir, chromium


class Browser:
    """One headless chromium with one page, attached in flat session mode."""

    def __init__(self, binary, width=1280, height=900, timeout=20.0):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="dg-browser-")
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()

        def child_fds():  # the child's fd 3 reads our commands, its fd 4 writes its replies
            # Through fds out of the way first, so that neither target clobbers the other's
            # source; dup2 onto a different fd also clears close-on-exec, set on every pipe.
            os.dup2(to_child_r, 100)
            os.dup2(from_child_w, 101)
            os.dup2(100, 3)
            os.dup2(101, 4)

        args = [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--disable-dev-shm-usage",
                "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
                f"--window-size={width},{height}", "about:blank"]
        # close_fds=False: Popen would otherwise close fds 3 and 4 after child_fds set them up.
        self.proc = subprocess.Popen(args, preexec_fn=child_fds, close_fds=False,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.out = os.fdopen(to_child_w, "wb", buffering=0)
        self.inp = os.fdopen(from_child_r, "rb", buffering=0)
        self.buf = b""
        self.next_id = 0
        self.events = []
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline):
        while b"\0" not in self.buf:
            if time.monotonic() > deadline:
                raise BrowserError("no answer from chromium in time")
            chunk = self.inp.read(65536)
            if not chunk:
                raise BrowserError("chromium closed its pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, params=None, session=True):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        self.out.write(json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_event(self, method):
        deadline = time.monotonic() + self.timeout
        while True:
            for k, e in enumerate(self.events):
                if e["method"] == method:
                    del self.events[k]
                    return e
            self.events.append(self._read_message(deadline))

    # --- conveniences -------------------------------------------------------------------------
    def viewport(self, width, height, mobile=False):
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def open(self, url):
        self.events.clear()
        self.call("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")

    def js(self, expression):
        r = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                           "awaitPromise": True})
        if "exceptionDetails" in r:
            raise BrowserError(f"script failed: {r['exceptionDetails']}")
        return r["result"].get("value")

    def mouse(self, kind, x, y, buttons):
        self.call("Input.dispatchMouseEvent",
                  {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons,
                   "clickCount": 1, "pointerType": "mouse"})

    def click(self, x, y):
        self.mouse("mouseMoved", x, y, 0)
        self.mouse("mousePressed", x, y, 1)
        self.mouse("mouseReleased", x, y, 0)

    def click_id(self, element_id):
        """Click the middle of the element with this id, scrolled into view first."""
        x, y = self.js(f"""(() => {{ const e = document.getElementById("{element_id}");
          e.scrollIntoView({{ block: "center" }}); const b = e.getBoundingClientRect();
          return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
        self.click(x, y)

    def drag(self, points):
        """Press at the first point, move through the rest, release at the last."""
        x, y = points[0]
        self.mouse("mouseMoved", x, y, 0)
        self.mouse("mousePressed", x, y, 1)
        for x, y in points[1:]:
            self.mouse("mouseMoved", x, y, 1)
        self.mouse("mouseReleased", x, y, 0)

    def key(self, key, code=None, keycode=0, text=None):
        params = {"type": "keyDown", "key": key, "code": code or key,
                  "windowsVirtualKeyCode": keycode, "nativeVirtualKeyCode": keycode}
        if text:
            params["text"] = text
        self.call("Input.dispatchKeyEvent", params)
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code or key,
                                             "windowsVirtualKeyCode": keycode})

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
