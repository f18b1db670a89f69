"""A real SMTP server for the mail tests: aiosmtpd, with STARTTLS required before a login and a
login required before mail, as a provider's submission port (587) behaves. Each message it takes
is kept, parsed, in `messages`. It can be stopped and started again on the same port, as an
outage would."""
import email
import email.policy
import os
import ssl
import subprocess
import tempfile
import threading
import logging
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

# aiosmtpd logs a warning of its own use of a deprecated attribute at every login.
logging.getLogger("mail.log").setLevel(logging.ERROR)

USER = "larder"
PASSWORD = "mail p@ss:word/1"


def self_signed_certificate(folder):
    """A certificate for 127.0.0.1 and localhost, which Larder trusts through LARDER_SMTP_CA_FILE."""
    certificate, key = os.path.join(folder, "smtp.crt"), os.path.join(folder, "smtp.key")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", certificate],
                   check=True, capture_output=True)
    return certificate, key


class Handler:
    def __init__(self, server):
        self.server = server

    async def handle_DATA(self, smtp_server, session, envelope):
        if self.server.delay:
            time.sleep(self.server.delay)  # a slow server: senders overlap
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        with self.server.lock:
            self.server.messages.append({"from": envelope.mail_from, "to": list(envelope.rcpt_tos), "message": message,
                                         "tls": session.ssl is not None, "login": session.authenticated})
        return "250 OK"


class SMTPServer:
    def __init__(self, port, delay=0.0):
        self.port = port
        self.delay = delay
        self.messages = []
        self.lock = threading.Lock()
        self.folder = tempfile.mkdtemp(prefix="larder-smtp-")
        self.certificate, key = self_signed_certificate(self.folder)
        self.tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        self.tls.load_cert_chain(self.certificate, key)
        self.controller = None

    @staticmethod
    def authenticate(server, session, envelope, mechanism, auth_data):
        if isinstance(auth_data, LoginPassword) and auth_data.login.decode() == USER and auth_data.password.decode() == PASSWORD:
            return AuthResult(success=True)
        return AuthResult(success=False, handled=False)

    def start(self):
        self.controller = Controller(Handler(self), hostname="127.0.0.1", port=self.port, tls_context=self.tls,
                                     require_starttls=True, auth_required=True, auth_require_tls=True,
                                     authenticator=self.authenticate)
        self.controller.start()

    def stop(self):
        if self.controller:
            self.controller.stop()
            self.controller = None

    def url(self):
        quoted = PASSWORD.replace("%", "%25").replace(" ", "%20").replace("@", "%40").replace(":", "%3A").replace("/", "%2F")
        return f"smtp://{USER}:{quoted}@127.0.0.1:{self.port}"

    def wait_for(self, count, timeout=30):
        """Waits until `count` messages arrived; returns them all."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            with self.lock:
                if len(self.messages) >= count:
                    return list(self.messages)
            time.sleep(0.1)
        with self.lock:
            raise AssertionError(f"{len(self.messages)} of {count} mails arrived within {timeout} s")
