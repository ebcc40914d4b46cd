"""A Mobile Services todo table on loopback, for the browser suite: the REST protocol the todo
app speaks (GET/POST/PATCH /tables/TodoItem, X-ZUMO-APPLICATION), with a delay and failures
the suite switches on, so the page can show a slow server and a failing one."""
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FakeMobileService:
    def __init__(self, key):
        self.key = key
        self.items = [
            {"id": 1, "text": "Buy milk", "complete": False},
            {"id": 2, "text": "Water the plants", "complete": False},
        ]
        self.next_id = 3
        self.delay = 0.0
        self.fail_next = set()  # methods whose next request answers 500
        self.lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def answer(self, status, body):
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def handle_any(self, method):
                time.sleep(service.delay)
                if self.headers.get("X-ZUMO-APPLICATION") != service.key:
                    return self.answer(401, {"code": 401, "error": "Unauthorized"})
                with service.lock:
                    if method in service.fail_next:
                        service.fail_next.discard(method)
                        return self.answer(500, {"code": 500, "error": "The table is unavailable."})
                    if not self.path.startswith("/tables/TodoItem"):
                        return self.answer(404, {"code": 404, "error": "Not found"})
                    length = int(self.headers.get("Content-Length") or 0)
                    body = json.loads(self.rfile.read(length) or b"null") if length else None
                    if method == "GET":
                        return self.answer(200, [i for i in service.items if not i["complete"]])
                    if method == "POST":
                        item = {"id": service.next_id, "text": body.get("text", ""), "complete": bool(body.get("complete"))}
                        service.next_id += 1
                        service.items.append(item)
                        return self.answer(201, item)
                    if method == "PATCH":
                        item_id = int(self.path.rsplit("/", 1)[-1])
                        for item in service.items:
                            if item["id"] == item_id:
                                item.update({k: v for k, v in body.items() if k != "id"})
                                return self.answer(200, item)
                        return self.answer(404, {"code": 404, "error": "Not found"})
                    return self.answer(405, {"code": 405, "error": "Method not allowed"})

            def do_GET(self):
                self.handle_any("GET")

            def do_POST(self):
                self.handle_any("POST")

            def do_PATCH(self):
                self.handle_any("PATCH")

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
