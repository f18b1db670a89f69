"""A real OpenID Connect provider for the tests: django-oidc-provider in a Django of its own.

    python3 Tests/oidc/provider.py --folder DIR --port PORT --redirect-uri URI [--redirect-uri URI…]

Makes a SQLite database in DIR with an RSA signing key, a confidential client `larder` (secret
`larder-client-secret`, code flow, RS256, no consent page) allowed to return to each redirect URI
(and to their site's `/` after logout), and these people, all with the password
`provider-password-1`:

- `cook`: cook@idp.test, verified, in the group `larder-admins`;
- `guest`: guest@idp.test, verified, in no group;
- `unverified`: taken@idp.test, which the provider does not vouch for.

Then serves on 127.0.0.1:PORT, the issuer being http://127.0.0.1:PORT/openid, until killed.
Prints "ready" on its own line once it listens.
"""

import argparse
import os
import sys
import threading
import urllib.request

PASSWORD = "provider-password-1"
CLIENT_ID = "larder"
CLIENT_SECRET = "larder-client-secret"


def configure(folder, port):
    from django.conf import settings

    settings.configure(
        DEBUG=False,
        SECRET_KEY="larder-tests-only",
        ALLOWED_HOSTS=["127.0.0.1", "localhost"],
        ROOT_URLCONF=__name__,
        INSTALLED_APPS=[
            "django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions", "oidc_provider",
        ],
        MIDDLEWARE=[
            "django.contrib.sessions.middleware.SessionMiddleware",
            "django.middleware.csrf.CsrfViewMiddleware",
            "django.contrib.auth.middleware.AuthenticationMiddleware",
        ],
        DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": os.path.join(folder, "provider.sqlite3")}},
        TEMPLATES=[{
            "BACKEND": "django.template.backends.django.DjangoTemplates",
            "DIRS": [os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")],
            "APP_DIRS": True,
            "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
        }],
        LOGIN_URL="/accounts/login/",
        SITE_URL=f"http://127.0.0.1:{port}",
        USE_TZ=True,
        OIDC_USERINFO=__name__ + ".userinfo",
        OIDC_IDTOKEN_INCLUDE_CLAIMS=True,
        OIDC_EXTRA_SCOPE_CLAIMS=__name__ + ".GroupClaims",
        DEFAULT_AUTO_FIELD="django.db.models.AutoField",
    )
    import django
    django.setup()


def userinfo(claims, user):
    claims["name"] = user.get_full_name() or user.username
    claims["preferred_username"] = user.username
    claims["email"] = user.email
    # The provider vouches for an address only where it checked it.
    claims["email_verified"] = not user.groups.filter(name="unverified").exists()
    return claims


def GroupClaims(token):
    # Defined lazily: ScopeClaims needs Django set up.
    from oidc_provider.lib.claims import ScopeClaims

    class Claims(ScopeClaims):
        # The groups come with the profile, as Authentik's default profile mapping sends them.
        def scope_profile(self):
            return {"groups": [group.name for group in self.user.groups.all() if group.name != "unverified"]}

    return Claims(token)


def urls():
    from django.contrib.auth import views
    from django.urls import include, path

    return [
        path("accounts/login/", views.LoginView.as_view(template_name="login.html")),
        path("openid/", include("oidc_provider.urls", namespace="oidc_provider")),
    ]


def prepare(redirect_uris):
    from django.contrib.auth.models import Group, User
    from django.core.management import call_command
    from oidc_provider.models import Client, ResponseType, RSAKey

    call_command("migrate", verbosity=0)
    if not RSAKey.objects.exists():
        call_command("creatersakey")
    admins, _ = Group.objects.get_or_create(name="larder-admins")
    unverified, _ = Group.objects.get_or_create(name="unverified")
    for username, email, first, last, groups in [
        ("cook", "cook@idp.test", "Cook", "Example", [admins]),
        ("guest", "guest@idp.test", "Guest", "Example", []),
        ("unverified", "taken@idp.test", "Not", "Verified", [unverified]),
    ]:
        user, made = User.objects.get_or_create(username=username, defaults={"email": email, "first_name": first, "last_name": last})
        if made:
            user.set_password(PASSWORD)
            user.save()
            user.groups.set(groups)
    client, _ = Client.objects.get_or_create(client_id=CLIENT_ID, defaults={"name": "Larder"})
    client.client_type = "confidential"
    client.client_secret = CLIENT_SECRET
    client.jwt_alg = "RS256"
    client.require_consent = False
    client.reuse_consent = True
    client.redirect_uris = redirect_uris
    client.post_logout_redirect_uris = sorted({uri.split("/login/")[0] + "/" for uri in redirect_uris})
    client.save()
    client.response_types.set([ResponseType.objects.get(value="code")])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--folder", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--redirect-uri", action="append", required=True)
    arguments = parser.parse_args()
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    configure(arguments.folder, arguments.port)
    prepare(arguments.redirect_uri)
    urlpatterns.extend(urls())
    from wsgiref.simple_server import WSGIRequestHandler, make_server
    from django.core.wsgi import get_wsgi_application

    class Quiet(WSGIRequestHandler):
        def log_message(self, *args):
            pass

    server = make_server("127.0.0.1", arguments.port, get_wsgi_application(), handler_class=Quiet)
    print("ready", flush=True)
    server.serve_forever()


# Django reads the URLs from this module (ROOT_URLCONF), once it is set up.
urlpatterns = []
if __name__ == "__main__":
    main()
