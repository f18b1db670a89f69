#!/usr/bin/env python3
"""The JSON API against a real `larder serve`, as its clients call it.

- schemathesis, from the document alone, runs every operation but the event stream (which never
  ends) through its examples, coverage, fuzzing and stateful phases (the document's links), with
  the checks not_a_server_error, status_code_conformance, content_type_conformance and
  response_schema_conformance, and must report 0 failures. SCHEMATHESIS_EXAMPLES (default 25)
  sets the examples per operation.
- The example under examples/plan-tonight, a client generated from openapi.yaml, makes a recipe,
  plans it for tomorrow and ticks its ingredients on the shopping list.
- The shopping list's event stream, read with a token, sees a tick made through the API.

Uses DATABASE_URL when set (a fresh database on that server), else the embedded cluster.
"""
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support"))
from larder_server import ROOT, psql, run_on_deployments  # noqa: E402

EXAMPLE = os.path.join(ROOT, ".build", "debug", "plan-tonight")


def token(deployment, scope="read-write"):
    household = psql(deployment, "SELECT id FROM households WHERE name = 'Demo kitchen'")
    made = deployment.larder(["token", "create", "--email", "demo@larder.local", "--household", household, "--scope", scope,
                              "--name", "API tests"])
    return made.stdout.strip()


def call(base, secret, method, path, body=None):
    request = urllib.request.Request(base + "/api/v1" + path, method=method, data=None if body is None else json.dumps(body).encode(),
                                     headers={"Authorization": f"Bearer {secret}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def schemathesis(deployment):
    """schemathesis runs every operation of openapi.yaml (but the event stream) against the live server, with its stateful links: 0 failures."""
    # No import worker: the jobs schemathesis makes would try addresses it made up.
    instance = deployment.start(env={"LARDER_API_REQUESTS_PER_MINUTE": "1000000", "LARDER_IMPORT_WORKERS": "0"})
    secret = token(deployment)
    examples = os.environ.get("SCHEMATHESIS_EXAMPLES", "25")
    started = time.time()
    run = subprocess.run(
        ["st", "run", os.path.join(ROOT, "openapi.yaml"), "--url", instance.base + "/api/v1", "--header", f"Authorization: Bearer {secret}",
         "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance",
         "--exclude-operation-id", "streamShoppingList", "--max-examples", examples, "--request-timeout", "20",
         "--phases", "examples,coverage,fuzzing,stateful", "--no-color"],
        cwd=ROOT, capture_output=True, text=True, timeout=1200)
    output = run.stdout + run.stderr
    summary = output[output.find("SUMMARY"):] if "SUMMARY" in output else output[-3000:]
    assert run.returncode == 0, f"schemathesis failed:\n{output[-12000:]}\n{instance.log_tail()}"
    operations = re.search(r"Tested: (\d+)", summary)
    cases = re.search(r"(\d+) generated, (\d+) passed", summary)
    seed = re.search(r"Seed: (\d+)", summary)
    assert operations and cases, summary
    assert int(operations.group(1)) >= 30, summary
    print(f"api: schemathesis tested {operations.group(1)} operations with {cases.group(1)} cases, {cases.group(2)} passed, 0 failed,"
          f" in {time.time() - started:.0f} s (seed {seed.group(1) if seed else '?'}, {examples} examples an operation)")
    # schemathesis saw no 500; nor did the server's own log, request by request.
    with open(instance.log_path) as log:
        failed = [line for line in log if "status=500" in line or "level=error" in line]
    assert not failed, "".join(failed[:20])


def example_client(deployment):
    """examples/plan-tonight, through a client generated from openapi.yaml, makes a recipe, plans it for tomorrow and ticks its ingredients off."""
    instance = deployment.start()
    secret = token(deployment)
    run = subprocess.run([EXAMPLE], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, LARDER_URL=instance.base, LARDER_TOKEN=secret))
    assert run.returncode == 0, f"{run.stdout}{run.stderr}\n{instance.log_tail()}"
    assert "ticked 4 items for the recipe's 4 ingredients" in run.stdout, run.stdout
    made = re.search(r"made “(Tomato soup \w+)”", run.stdout).group(1)
    # What the script did is what the household sees.
    found = call(instance.base, secret, "GET", "/recipes?q=" + urllib.parse.quote(made))["items"]
    assert [recipe["name"] for recipe in found] == [made], found
    listed = call(instance.base, secret, "GET", "/shopping")
    onion = [item for item in listed["items"] if "onion" in item["text"].lower() and not item["manual"]]
    assert onion and all(item["ticked"] for item in onion), listed
    # A read token may run the first step only.
    reader = subprocess.run([EXAMPLE], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env=dict(os.environ, LARDER_URL=instance.base, LARDER_TOKEN=token(deployment, "read")))
    assert reader.returncode != 0 and "(read)" in reader.stdout and "made" not in reader.stdout, reader.stdout + reader.stderr


def event_stream(deployment):
    """The shopping list's event stream, opened with a token (and refused without one), sees a tick made through the API within 2 s."""
    instance = deployment.start()
    secret = token(deployment)
    parts = urllib.parse.urlsplit(instance.base)

    def open_stream(authorization):
        connection = socket.create_connection((parts.hostname, parts.port), timeout=30)
        connection.sendall(f"GET /api/v1/shopping/events HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept: text/event-stream\r\n"
                           f"{authorization}\r\n".encode())
        return connection, connection.makefile("rb")

    connection, reader = open_stream("")
    assert b" 401 " in reader.readline(), "a stream without a token was opened"
    connection.close()
    connection, reader = open_stream(f"Authorization: Bearer {secret}\r\n")
    assert b" 200 " in reader.readline()
    headers = b""
    while (line := reader.readline()) not in (b"\r\n", b""):
        headers += line
    assert b"text/event-stream" in headers.lower(), headers

    def next_version():
        event = None
        while True:
            line = reader.readline().decode().rstrip("\r\n")
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: ") and event == "version":
                return int(line[6:])

    first = next_version()
    listed = call(instance.base, secret, "POST", "/shopping/items", {"text": "Kitchen roll"})
    item = next(item for item in listed["items"] if item["text"] == "Kitchen roll")
    ticked_at = time.monotonic()
    after = call(instance.base, secret, "PUT", f"/shopping/items/{item['id']}", {"ticked": True})["version"]
    version = next_version()
    while version < after:
        version = next_version()
    assert version == after and version > first and time.monotonic() - ticked_at < 2, (first, version, after)
    connection.close()


SCENARIOS = [schemathesis, example_client, event_stream]


def main():
    if not os.path.exists(EXAMPLE):
        print(f"build the example first ({EXAMPLE} is missing)", file=sys.stderr)
        return 2
    return run_on_deployments("api", SCENARIOS)


if __name__ == "__main__":
    sys.exit(main())
