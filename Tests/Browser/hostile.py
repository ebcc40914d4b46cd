"""Requests a page of another site, a DNS-rebinding attacker or a broken client would send to
`serve`, each with the status the server must answer (or the refusal to connect)."""
import json
import socket
import subprocess
from concurrent.futures import ThreadPoolExecutor


def raw(port, data, timeout=10):
    """Sends `data` as is; returns the status code (None when the connection closed without one)
    and the whole answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        answer = b""
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                answer += chunk
                if b"\r\n\r\n" in answer and b"Connection: keep-alive" in answer.split(b"\r\n\r\n")[0]:
                    head, _, body = answer.partition(b"\r\n\r\n")
                    length = [int(l.split(b":")[1]) for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")]
                    if length and len(body) >= length[0]:
                        break
        except socket.timeout:
            pass
    status = answer.split(b" ", 2)[1] if answer.startswith(b"HTTP/1.1 ") else None
    return (int(status) if status else None), answer


def request(method, path, host, headers=(), body=b""):
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}"] + list(headers)
    if body or method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def run(served, failures, bodies):
    port, token = served.port, served.token
    own = f"127.0.0.1:{port}"
    command = json.dumps({"kind": "state"}).encode()
    json_type = "Content-Type: application/json"
    cases = [
        ("DNS rebinding: Host evil.example", request("GET", "/", f"evil.example:{port}"), 421),
        ("no Host at all", b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 421),
        ("another site's page (Origin)", request("POST", "/api/command", own, [f"Origin: http://evil.example", json_type, f"X-Session-Token: {token}"], command), 403),
        ("another site's page (Sec-Fetch-Site)", request("GET", "/api/state", own, ["Sec-Fetch-Site: cross-site", f"X-Session-Token: {token}"]), 403),
        ("a command without the token", request("POST", "/api/command", own, [json_type], command), 403),
        ("a command with a wrong token", request("POST", "/api/command", own, [json_type, "X-Session-Token: " + "0" * 64], command), 403),
        ("the state without the token", request("GET", "/api/state", own), 403),
        ("the event stream without the token", request("GET", "/api/events", own), 403),
        ("a form post (text/plain, no preflight)", request("POST", "/api/command", own, ["Content-Type: text/plain", f"X-Session-Token: {token}"], command), 415),
        ("a command that is not JSON", request("POST", "/api/command", own, [json_type, f"X-Session-Token: {token}"], b"{nope"), 400),
        ("path traversal ../", request("GET", "/../../../../etc/passwd", own), 404),
        ("path traversal %2e%2e", request("GET", "/%2e%2e/%2e%2e/etc/passwd", own), 404),
        ("path traversal after an asset", request("GET", "/app.js/../../../etc/passwd", own), 404),
        ("an absolute path", request("GET", "//etc/passwd", own), 404),
        ("a Swift source file", request("GET", "/Sources/StoryboardHost/Web/WebHost.swift", own), 404),
        ("a 20 KB header", request("GET", "/", own, ["X-Padding: " + "a" * 20000]), 431),
        ("a 100 KB body", request("POST", "/api/command", own, [json_type, f"X-Session-Token: {token}"], b" " * 100_000), 413),
        ("a malformed request line", b"HELLO\r\n\r\n", 400),
        ("a chunked body", request("POST", "/api/command", own, ["Transfer-Encoding: chunked", json_type, f"X-Session-Token: {token}"]), 501),
        ("HTTP/2.0 on the request line", f"GET / HTTP/2.0\r\nHost: {own}\r\n\r\n".encode(), 505),
        ("two different Content-Lengths", f"POST /api/command HTTP/1.1\r\nHost: {own}\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab".encode(), 400),
        ("DELETE on the page", request("DELETE", "/", own), 405),
    ]
    for label, data, expected in cases:
        status, answer = raw(port, data)
        bodies.append(answer.decode("utf-8", "replace"))
        verdict = "ok" if status == expected else "WRONG"
        print(f"  {label}: {status} (expected {expected}) {verdict}")
        if status != expected:
            failures.add(f"hostile request '{label}' got {status}, expected {expected}: {answer[:200]!r}")
    # Keep-alive: two requests on one connection.
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(request("GET", "/app.css", own).replace(b"Connection: close", b"Connection: keep-alive"))
        first = connection.recv(65536)
        while b"\r\n\r\n" not in first:
            first += connection.recv(65536)
        connection.sendall(request("GET", "/app.css", own))
        rest = b""
        while True:
            chunk = connection.recv(65536)
            if not chunk:
                break
            rest += chunk
        kept = first.startswith(b"HTTP/1.1 200") and b"HTTP/1.1 200" in rest
        print(f"  two requests on one kept-alive connection: {'ok' if kept else 'WRONG'}")
        if not kept:
            failures.add("keep-alive: the second request on a connection got no answer")
    # Concurrent clients.
    with ThreadPoolExecutor(max_workers=24) as pool:
        statuses = list(pool.map(lambda _: raw(port, request("GET", "/app.js", own))[0], range(48)))
    print(f"  48 requests from 24 clients at once: {statuses.count(200)} answered 200")
    if statuses.count(200) != 48:
        failures.add(f"concurrent clients: {statuses}")
    # Loopback only: the machine's other addresses refuse the connection.
    addresses = subprocess.run(["hostname", "-I"], capture_output=True, text=True).stdout.split()
    for address in [a for a in addresses if ":" not in a][:2]:
        try:
            socket.create_connection((address, port), timeout=3).close()
            print(f"  connecting on {address}: accepted WRONG")
            failures.add(f"the server accepted a connection on {address}, not only loopback")
        except OSError as error:
            print(f"  connecting on {address}: refused ({error.__class__.__name__}) ok")
