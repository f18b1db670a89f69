#!/usr/bin/env python3
"""Mail tests: real `larder serve` processes sending through a real SMTP server (aiosmtpd, with
STARTTLS and a login required, and its own certificate, trusted through LARDER_SMTP_CA_FILE).

- An invite and a password reset arrive, in German for a reader whose account is in German: both
  parts (plain text and HTML), the subject as written, the link to LARDER_PUBLIC_URL. The reset
  link works once. The forgot-password page answers in the same words for an address with no
  account, and sends nothing; an address gets at most 3 links an hour; a client is paused after
  its limit with a 429.
- A stopped SMTP server: the mail is tried again and lands once the server is back; a mail that
  used up its tries is listed by `larder mail list`, and `larder mail retry` sends it.
- Two instances on one database send each of 20 mails exactly once.
- Without LARDER_SMTP_URL the pages say how to set mail up, and invites work as links.

Uses DATABASE_URL when set (a fresh database on that server), else the embedded cluster.
"""
import os
import re
import sys
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "support"))
sys.path.insert(0, HERE)
from http_browser import Browser  # noqa: E402
from larder_server import free_port, psql, run_on_deployments  # noqa: E402
from smtp_server import SMTPServer  # noqa: E402

PUBLIC = "https://larder.example.org"


def mail_env(smtp, **more):
    return dict({"LARDER_SMTP_URL": smtp.url(), "LARDER_MAIL_FROM": "larder@example.org", "LARDER_PUBLIC_URL": PUBLIC,
                 "LARDER_SMTP_CA_FILE": smtp.certificate}, **more)


def parts(message):
    """The plain-text and HTML parts, decoded."""
    text = message.get_body(preferencelist=("plain",)).get_content()
    html = message.get_body(preferencelist=("html",)).get_content()
    return text, html


def link_in(text, path):
    found = re.search(re.escape(PUBLIC) + re.escape(path) + r"[A-Za-z0-9_\-%]+", text)
    assert found, f"no {path} link in:\n{text}"
    return found.group(0)


def account(deployment, base, email, name, language=None):
    """An account made by an admin, optionally with its language chosen on its account page."""
    deployment.larder(["user", "create", "--email", email, "--password", "a-long-password-1", "--name", name, "--household", f"{name}'s"])
    if language:
        browser = Browser()
        status, _, _ = browser.request(base, "POST", "/login", [("_csrf", browser.csrf(base, "/login")), ("email", email),
                                                               ("password", "a-long-password-1")])
        assert status == 303, status
        status, _, _ = browser.request(base, "POST", "/account/language", [("_csrf", browser.csrf(base, "/account")), ("language", language)])
        assert status == 303, status


def invite(browser, base, email):
    """Makes an invite on the household page, mailed to `email`; returns the answer."""
    token = browser.csrf(base, "/household")
    _, _, page = browser.request(base, "GET", "/household")
    household = re.search(r'name="household" value="([^"]+)"', page).group(1)
    return browser.request(base, "POST", "/household/invites", [("_csrf", token), ("household", household), ("expires_hours", "168"),
                                                                ("max_uses", "1"), ("email", email)])


def forgot(base, email, browser=None):
    browser = browser or Browser()
    return browser.request(base, "POST", "/password/forgot", [("_csrf", browser.csrf(base, "/password/forgot")), ("email", email)])


def german_invite_and_reset(deployment):
    """An invite and a reset arrive in German for a German reader, over STARTTLS with a login; the reset link works once; the forgot page says the same for any address and is limited."""
    smtp = SMTPServer(free_port())
    smtp.start()
    try:
        instance = deployment.start(mail_env(smtp, LARDER_RESET_REQUESTS_PER_CLIENT="5"))
        account(deployment, instance.base, "oma@example.de", "Oma Hilde", language="de")
        cook = Browser()
        cook.log_in(instance.base)
        status, _, page = invite(cook, instance.base, "oma@example.de")
        assert status == 201, status
        assert "The link is on its way to oma@example.de." in page, "the household page does not say the invite was mailed"
        arrived = smtp.wait_for(1)[0]
        assert arrived["tls"] and arrived["login"], "the mail was not sent over STARTTLS with a login"
        assert arrived["to"] == ["oma@example.de"] and arrived["from"] == "larder@example.org", arrived
        message = arrived["message"]
        assert message["Subject"] == "Demo cook lädt dich in den Haushalt Demo kitchen auf Larder ein", message["Subject"]
        text, html = parts(message)
        assert "„Demo kitchen“" in text and "Der Link funktioniert bis" in text, text
        joining = link_in(text, "/invites/")
        assert joining in html and 'lang="de"' in html and "Demo kitchen beitreten" in html, html
        # The link is the one the household page showed, and it joins.
        assert urllib.parse.urlsplit(joining).path in page, "the mailed link is not the invite just made"

        # The reset: the same words for an address with an account and one without.
        status, _, known = forgot(instance.base, "oma@example.de")
        assert status == 200, status
        status, _, unknown = forgot(instance.base, "nobody@example.de")
        assert status == 200, status
        def said(page):
            return re.search(r'<div class="notice" role="status">\s*<p>(.*?)</p>', page, re.S).group(1).replace("nobody@", "oma@")
        assert said(known) == said(unknown), (said(known), said(unknown))
        reset = smtp.wait_for(2)[1]
        assert reset["to"] == ["oma@example.de"], reset["to"]
        assert reset["message"]["Subject"] == "Neues Passwort für Larder wählen", reset["message"]["Subject"]
        text, html = parts(reset["message"])
        assert "Jemand, wahrscheinlich du" in text and "einmal, eine Stunde lang" in text, text
        path = urllib.parse.urlsplit(link_in(text, "/reset-password/")).path
        time.sleep(1)
        assert len(smtp.messages) == 2, "a mail went to an address with no account"

        # The link works once.
        oma = Browser()
        status, _, page = oma.request(instance.base, "GET", path)
        assert status == 200 and "oma@example.de" in page, status
        status, location, _ = oma.request(instance.base, "POST", path, [("_csrf", Browser.token_on(page, path)), ("email", "oma@example.de"),
                                                                       ("new_password", "ein-neues-passwort")])
        assert status == 303 and location.startswith("/login"), (status, location)
        status, location, _ = oma.request(instance.base, "POST", "/login", [("_csrf", oma.csrf(instance.base, "/login")),
                                                                           ("email", "oma@example.de"), ("password", "ein-neues-passwort")])
        assert status == 303 and not location.startswith("/login"), "the new password does not log in"
        again = Browser()
        status, _, page = again.request(instance.base, "GET", path)
        assert status == 404 and "no longer works" in page or "funktioniert nicht mehr" in page, f"a used link still works: {status}"

        # Three links an hour for one address, whoever asks; the same answer after.
        for _ in range(3):
            status, _, _ = forgot(instance.base, "oma@example.de")
            assert status == 200, status
        time.sleep(2)
        resets = [m for m in smtp.messages if m["message"]["Subject"].startswith("Neues Passwort")]
        assert len(resets) == 3, f"{len(resets)} reset mails went to one address in an hour"
        # The client has asked 5 times (its limit here): the 6th is paused, and says when to try again.
        status, _, page = forgot(instance.base, "someone@example.de")
        assert status == 429 and "Too many requests for a link" in page, f"the client's 6th ask in an hour was not paused: {status}"
    finally:
        smtp.stop()


def outage_then_retry(deployment):
    """A stopped SMTP server: the mail is tried again and lands when the server is back; one that used up its tries is listed and sent again by larder mail retry."""
    smtp = SMTPServer(free_port())
    instance = deployment.start(mail_env(smtp, LARDER_MAIL_RETRY_SECONDS="1", LARDER_MAIL_ATTEMPTS="8"))
    status, _, _ = forgot(instance.base, "demo@larder.local")
    assert status == 200, status
    deadline = time.time() + 20
    while int(psql(deployment, "SELECT coalesce(max(attempts), 0) FROM outgoing_mail") or 0) < 2:
        assert time.time() < deadline, "the mail was not tried again while the server was down"
        time.sleep(0.2)
    listed = deployment.larder(["mail", "list"])
    assert "password_reset  to demo@larder.local" in listed.stdout and "next try" in listed.stdout, listed.stdout
    assert "Connection refused" in listed.stdout or "connect" in listed.stdout.lower(), listed.stdout
    smtp.start()
    try:
        arrived = smtp.wait_for(1, timeout=30)
        assert arrived[0]["message"]["Subject"] == "Choose a new password for Larder", arrived[0]["message"]["Subject"]
        deadline = time.time() + 10
        while psql(deployment, "SELECT count(*) FROM outgoing_mail WHERE sent_at IS NOT NULL AND message IS NULL") != "1":
            assert time.time() < deadline, "the mail was not marked sent, its link cleared"
            time.sleep(0.2)
        smtp.stop()
        # A mail that uses up its tries waits for the admin.
        instance.stop()
        instance = deployment.start(mail_env(smtp, LARDER_MAIL_RETRY_SECONDS="1", LARDER_MAIL_ATTEMPTS="2"))
        status, _, _ = forgot(instance.base, "demo@larder.local")
        assert status == 200, status
        deadline = time.time() + 20
        while "failed" not in deployment.larder(["mail", "list", "--failed"]).stdout:
            assert time.time() < deadline, "a mail that used its tries is not listed as failed"
            time.sleep(0.3)
        smtp.start()
        time.sleep(2)
        assert len(smtp.messages) == 1, "a mail given up on was sent without the admin"
        assert "1 mail put back" in deployment.larder(["mail", "retry"]).stdout
        smtp.wait_for(2, timeout=15)
        assert "0 mail not sent" in deployment.larder(["mail", "list"]).stderr
    finally:
        smtp.stop()


def two_instances_send_once(deployment):
    """Two instances on one database, a slow SMTP server: 20 invites made on both are each sent exactly once."""
    smtp = SMTPServer(free_port(), delay=0.15)
    smtp.start()
    try:
        first = deployment.start(mail_env(smtp))
        second = deployment.start(mail_env(smtp))
        cook = Browser()
        cook.log_in(first.base)
        for number in range(20):
            status, _, _ = invite(cook, (first, second)[number % 2].base, f"guest{number}@example.org")
            assert status == 201, status
        arrived = smtp.wait_for(20, timeout=60)
        time.sleep(6)  # a poll of each instance more: nothing is sent twice
        recipients = sorted(address for mail in smtp.messages for address in mail["to"])
        assert recipients == sorted(f"guest{n}@example.org" for n in range(20)), recipients
        ids = {mail["message"]["Message-ID"] for mail in smtp.messages}
        assert len(ids) == 20 == len(smtp.messages), f"{len(smtp.messages)} mails, {len(ids)} different"
        senders = [int(psql(deployment, "SELECT count(*) FROM outgoing_mail WHERE sent_at IS NOT NULL"))]
        assert senders == [20], senders
        # Both instances sent some: the outbox is shared, not one instance's.
        logs = [open(instance.log_path).read().count("mail sent") for instance in (first, second)]
        assert sum(logs) == 20, logs
        print(f"      the instances sent {logs[0]} and {logs[1]} of {len(arrived)}")
    finally:
        smtp.stop()


def without_mail(deployment):
    """Without LARDER_SMTP_URL: the forgot page says whom to ask and how to set mail up, and the household page says invites can be mailed once it is."""
    instance = deployment.start()
    browser = Browser()
    status, _, page = browser.request(instance.base, "GET", "/password/forgot")
    assert status == 200 and "LARDER_SMTP_URL" in page and 'action="/password/forgot"' not in page, status
    _, _, page = browser.request(instance.base, "GET", "/login")
    assert 'href="/password/forgot"' in page
    browser.log_in(instance.base)
    _, _, page = browser.request(instance.base, "GET", "/household")
    assert "Larder can email invites once an admin sets LARDER_SMTP_URL" in page and 'name="email"' not in page
    status, _, page = invite(browser, instance.base, "")
    assert status == 201 and "/invites/" in page, status


SCENARIOS = [german_invite_and_reset, outage_then_retry, two_instances_send_once, without_mail]


def main():
    only = os.environ.get("MAIL_ONLY")
    return run_on_deployments("mail", [s for s in SCENARIOS if not only or s.__name__ == only])


if __name__ == "__main__":
    sys.exit(main())
