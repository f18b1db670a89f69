"""A web site on a loopback port of the test's own, for Larder's fetcher to read (with
LARDER_FETCH_ALLOW_PRIVATE=1): the browser and operations scenarios serve their recipe pages
from it."""

import http.server
import json
import threading


class LoopbackSite:
    """Answers GET requests with `route(path)`: (content type, bytes), or None for a 404. Each
    request has a thread of its own, so that `route` may wait as a slow site does."""

    def __init__(self, route):
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                answer = route(self.path)
                if answer is None:
                    return self.send_error(404)
                content_type, body = answer
                self.send_response(200)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # asked by a server that was stopped or killed while it waited

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def recipe_page(recipe, title, story="<p>We made this on a Sunday.</p>"):
    """A food blog's page: the recipe's schema.org JSON-LD in its head, a story in its body."""
    name = recipe["name"]
    return (f'<!doctype html><html><head><meta charset="utf-8"><title>{title}</title>'
            f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@type": "Recipe", **recipe})}</script></head>'
            f'<body><nav><a href="/">Home</a></nav><article><h1>{name}</h1>{story}</article></body></html>').encode()
