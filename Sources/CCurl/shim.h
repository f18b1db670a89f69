#ifndef LARDER_CCURL_SHIM_H
#define LARDER_CCURL_SHIM_H

// libcurl's options are set through one variadic function, which Swift cannot call, so the one
// thing Larder asks of libcurl, sending a message over SMTP, is written here in C.

#include <curl/curl.h>
#include <string.h>

/// Whether the connection must be encrypted: smtps:// always is; smtp:// either upgrades with
/// STARTTLS or fails (required), or upgrades when the server offers it (opportunistic).
enum larder_smtp_tls { LARDER_SMTP_TLS_OPPORTUNISTIC = 0, LARDER_SMTP_TLS_REQUIRED = 1 };

struct larder_smtp_body {
    const char *bytes;
    size_t length;
    size_t sent;
};

static size_t larder_smtp_read(char *buffer, size_t size, size_t count, void *context) {
    struct larder_smtp_body *body = (struct larder_smtp_body *)context;
    size_t room = size * count;
    size_t left = body->length - body->sent;
    size_t taken = left < room ? left : room;
    memcpy(buffer, body->bytes + body->sent, taken);
    body->sent += taken;
    return taken;
}

/// Made once, before any thread sends: curl_global_init is not thread-safe in every build.
static inline CURLcode larder_curl_start(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/// Sends one message (its whole RFC 5322 text, CRLF line ends) to one recipient. `user` and
/// `password` may be NULL for a relay that needs no login; `ca_file` NULL trusts the system's
/// authorities. `error` receives CURL_ERROR_SIZE bytes of explanation on failure.
static inline CURLcode larder_smtp_send(const char *url, const char *user, const char *password, const char *ca_file,
                                        enum larder_smtp_tls tls, const char *from, const char *recipient,
                                        const char *message, size_t length, long timeout_seconds, char *error) {
    CURL *curl = curl_easy_init();
    if (!curl) return CURLE_FAILED_INIT;
    struct larder_smtp_body body = { message, length, 0 };
    struct curl_slist *recipients = curl_slist_append(NULL, recipient);
    error[0] = '\0';
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    curl_easy_setopt(curl, CURLOPT_URL, url);
    if (user) curl_easy_setopt(curl, CURLOPT_USERNAME, user);
    if (password) curl_easy_setopt(curl, CURLOPT_PASSWORD, password);
    if (ca_file) curl_easy_setopt(curl, CURLOPT_CAINFO, ca_file);
    curl_easy_setopt(curl, CURLOPT_USE_SSL, tls == LARDER_SMTP_TLS_REQUIRED ? (long)CURLUSESSL_ALL : (long)CURLUSESSL_TRY);
    curl_easy_setopt(curl, CURLOPT_MAIL_FROM, from);
    curl_easy_setopt(curl, CURLOPT_MAIL_RCPT, recipients);
    curl_easy_setopt(curl, CURLOPT_READFUNCTION, larder_smtp_read);
    curl_easy_setopt(curl, CURLOPT_READDATA, &body);
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT, timeout_seconds < 10 ? timeout_seconds : 10L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, timeout_seconds);
    CURLcode result = curl_easy_perform(curl);
    if (result != CURLE_OK && error[0] == '\0') strncpy(error, curl_easy_strerror(result), CURL_ERROR_SIZE - 1);
    curl_slist_free_all(recipients);
    curl_easy_cleanup(curl);
    return result;
}

#endif
