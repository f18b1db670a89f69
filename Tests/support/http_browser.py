"""A browser over plain HTTP for the operations and fault tests: keeps cookies, reads CSRF tokens
and fills forms as a page shows them, against one `larder serve` instance at a time."""
import http.client
import re
import urllib.parse


class Browser:
    """Cookies and the CSRF token, over plain HTTP, against one instance at a time."""

    def __init__(self, timeout=10):
        self.cookies = {}
        self.timeout = timeout
        # What the status and Location leave out, such as a 503's Retry-After.
        self.last_headers = None

    def request(self, base, method, path, fields=None):
        parts = urllib.parse.urlsplit(base)
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=self.timeout)
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        body = None
        if fields is not None:
            body = urllib.parse.urlencode(fields)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode()
        self.last_headers = response.msg
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                cookie_value = rest.split(";", 1)[0]
                if "Max-Age=0" in value:
                    self.cookies.pop(name, None)
                else:
                    self.cookies[name] = cookie_value
        connection.close()
        return response.status, response.getheader("Location"), text

    def csrf(self, base, path):
        _, _, page = self.request(base, "GET", path)
        return self.token_on(page, path)

    @staticmethod
    def token_on(page, path):
        found = re.search(r'name="_csrf" value="([^"]+)"', page)
        assert found, f"no CSRF token on {path}"
        return found.group(1)

    def log_in(self, base):
        """As the demo cook; returns the answer's status and Location."""
        status, location, _ = self.request(base, "POST", "/login", [
            ("_csrf", self.csrf(base, "/login")), ("email", "demo@larder.local"), ("password", "larder-demo-kitchen")])
        return status, location

    def log_out(self, base):
        status, _, _ = self.request(base, "POST", "/logout", [("_csrf", self.csrf(base, "/recipes"))])
        return status

    def create_recipe(self, base, name):
        """Fills the editor as shown (the first step only) and saves; returns status, Location and page."""
        _, _, form = self.request(base, "GET", "/recipes/new")
        # The token first, as a browser sends the form (the server reads it before the rest).
        fields = {"_csrf": self.token_on(form, "/recipes/new")}
        fields.update({field: "" for field in re.findall(r'name="([^"]+)"', form) if "__INDEX__" not in field and field != "_csrf"})
        fields.update({"name": name, "servings": "4"})
        for field in fields:
            if field.endswith("[instructions]"):
                fields[field] = "Whisk and bake."
            elif field.endswith("[ingredients]"):
                fields[field] = "3 eggs\n200 g flour"
            elif field.endswith("[minutes]"):
                fields[field] = "20"
        return self.request(base, "POST", "/recipes/new", list(fields.items()))
