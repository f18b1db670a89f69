// larder-photos: libvips' work on photos, in a process of its own.
//
// A server that loads libvips maps the hundred libraries it brings (for PDF, SVG, HEIF, OpenEXR,
// ImageMagick…), 20 to 30 MB resident, and decodes pictures from anywhere on the web in its own
// address space. Here a picture that crashes a decoder ends this process, not the server; the
// server starts another. The server (LarderImaging's PhotoWorker) starts this program with one end
// of a socket as its standard input and sends it requests, one at a time, as frames:
//
//   uint32 n, then n int64 words (the first names the request), then uint32 m, then m blobs,
//   each a uint64 length and its bytes; in the machine's own byte order.
//
// Each answer is a frame too, whose words begin with the call's status and whose last blob is
// libvips' error text (often empty). The first frame, sent unasked, says whether libvips started.
// Nothing is kept between requests, and the memory a picture took is given back after it. The
// server ends a worker left idle; after IDLE_SECONDS without a request, it also ends itself.
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "../CMalloc/shim.h"
#include "../CVips/shim.h"

// The server ends a worker idle for 30 s; this is for a server that stopped doing so.
enum { CHANNEL = 0, IDLE_SECONDS = 60, MAX_WORDS = 16, MAX_BLOBS = 4 };
// The server refuses uploads over 5 MB; an answer holds two versions of one picture.
static const uint64_t MAX_BLOB = 64u << 20;

enum request { LOADER = 1, MEASURE = 2, PREPARE = 3, CARD = 4 };

typedef struct {
    uint32_t word_count;
    int64_t words[MAX_WORDS];
    uint32_t blob_count;
    void *blobs[MAX_BLOBS];
    uint64_t lengths[MAX_BLOBS];
} frame;

static int read_exactly(void *buffer, size_t length) {
    for (size_t done = 0; done < length;) {
        ssize_t count = read(CHANNEL, (char *)buffer + done, length - done);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return -1;
        done += (size_t)count;
    }
    return 0;
}

static int write_exactly(const void *buffer, size_t length) {
    for (size_t done = 0; done < length;) {
        // MSG_NOSIGNAL: a server that went away ends this program through the error, not SIGPIPE.
        ssize_t count = send(CHANNEL, (const char *)buffer + done, length - done, MSG_NOSIGNAL);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return -1;
        done += (size_t)count;
    }
    return 0;
}

static void release(frame *message) {
    for (uint32_t index = 0; index < message->blob_count; index++) free(message->blobs[index]);
    message->blob_count = 0;
}

// 0 with a whole request, -1 when the server closed the socket or sent something malformed.
static int receive(frame *request) {
    memset(request, 0, sizeof *request);
    if (read_exactly(&request->word_count, sizeof request->word_count) || request->word_count == 0
        || request->word_count > MAX_WORDS
        || read_exactly(request->words, request->word_count * sizeof(int64_t))
        || read_exactly(&request->blob_count, sizeof request->blob_count) || request->blob_count > MAX_BLOBS) {
        return -1;
    }
    uint32_t announced = request->blob_count;
    request->blob_count = 0;
    for (uint32_t index = 0; index < announced; index++) {
        uint64_t length;
        if (read_exactly(&length, sizeof length) || length > MAX_BLOB) return -1;
        // One byte more, so that text arrives terminated.
        char *bytes = calloc(1, length + 1);
        if (!bytes) return -1;
        request->blobs[index] = bytes;
        request->lengths[index] = length;
        request->blob_count = index + 1;
        if (read_exactly(bytes, length)) return -1;
    }
    return 0;
}

// Sends the words and blobs, then libvips' error text, which it forgets.
static int answer(int64_t *words, uint32_t word_count, const void **blobs, const uint64_t *lengths, uint32_t blob_count) {
    char *error = larder_vips()->vips_error_buffer_copy ? larder_vips_take_error() : NULL;
    uint32_t total_blobs = blob_count + 1;
    uint64_t error_length = error ? strlen(error) : 0;
    int failed = write_exactly(&word_count, sizeof word_count) || write_exactly(words, word_count * sizeof(int64_t))
        || write_exactly(&total_blobs, sizeof total_blobs);
    for (uint32_t index = 0; !failed && index < blob_count; index++) {
        failed = write_exactly(&lengths[index], sizeof lengths[index]) || write_exactly(blobs[index], lengths[index]);
    }
    failed = failed || write_exactly(&error_length, sizeof error_length) || write_exactly(error ? error : "", error_length);
    if (error) larder_vips_free(error);
    return failed ? -1 : 0;
}

static int refuse(const char *why) {
    int64_t status = -1;
    const void *blobs[] = { why };
    uint64_t lengths[] = { strlen(why) };
    return answer(&status, 1, blobs, lengths, 1);
}

static int serve(frame *request) {
    int64_t *in = request->words;
    switch (in[0]) {
    case LOADER: {
        // The class name of the loader libvips would pick for these bytes, or nothing.
        if (request->word_count != 1 || request->blob_count != 1) break;
        const char *loader = larder_vips_loader(request->blobs[0], request->lengths[0]);
        int64_t status = 0;
        const void *blobs[] = { loader ? loader : "" };
        uint64_t lengths[] = { loader ? strlen(loader) : 0 };
        return answer(&status, 1, blobs, lengths, 1);
    }
    case MEASURE: {
        // in: maximum pixels. out: status, width, height, whether it carries metadata.
        if (request->word_count != 2 || request->blob_count != 1) break;
        int width = 0, height = 0, has_metadata = 0;
        int status = larder_vips_measure(request->blobs[0], request->lengths[0], in[1], &width, &height, &has_metadata);
        int64_t out[] = { status, width, height, has_metadata };
        return answer(out, 4, NULL, NULL, 0);
    }
    case PREPARE: {
        // in: box, keep the picture, thumbnail width and height, picture and thumbnail quality.
        // out: status, width, height; the picture (empty when kept) and the thumbnail.
        if (request->word_count != 7 || request->blob_count != 1) break;
        void *picture = NULL, *thumbnail = NULL;
        size_t picture_length = 0, thumbnail_length = 0;
        int width = 0, height = 0;
        int status = larder_vips_prepare(request->blobs[0], request->lengths[0], (int)in[1], (int)in[2], (int)in[3],
                                         (int)in[4], (int)in[5], (int)in[6], &picture, &picture_length, &width, &height,
                                         &thumbnail, &thumbnail_length);
        int64_t out[] = { status, width, height };
        const void *blobs[] = { picture ? picture : "", thumbnail ? thumbnail : "" };
        uint64_t lengths[] = { picture ? picture_length : 0, thumbnail ? thumbnail_length : 0 };
        int result = answer(out, 3, blobs, lengths, 2);
        larder_vips_free(picture);
        larder_vips_free(thumbnail);
        return result;
    }
    case CARD: {
        // in: width, height, then the top and bottom colours as six doubles' bits; the text.
        if (request->word_count != 9 || request->blob_count != 1) break;
        double top[3], bottom[3];
        memcpy(top, &in[3], sizeof top);
        memcpy(bottom, &in[6], sizeof bottom);
        void *png = NULL;
        size_t length = 0;
        int64_t status = larder_vips_card((int)in[1], (int)in[2], top, bottom, request->blobs[0], &png, &length);
        const void *blobs[] = { png ? png : "" };
        uint64_t lengths[] = { png ? length : 0 };
        int result = answer(&status, 1, blobs, lengths, 1);
        larder_vips_free(png);
        return result;
    }
    }
    return refuse("larder-photos does not know this request");
}

int main(void) {
    // Only the socket and the server's output and log: no descriptor of the server's is kept here.
    closefrom(3);
    // Decoding and resizing keep a core busy: at a lower priority, the server's pages come first.
    if (nice(10) == -1) {
        // Not lowered: the pictures are made all the same, only at the server's priority.
    }
    larder_keep_heap_small();
    // libvips loads its modules (loaders for HEIF, JPEG XL, PDF, ImageMagick and OpenSlide, and
    // the libraries they need: 6 MB resident) from the lib folder of VIPSHOME, its prefix. Larder
    // takes PNG, JPEG and WebP, which libvips reads itself; a prefix without modules keeps the
    // other decoders away from pictures from the web. An operator's own VIPSHOME stands.
    setenv("VIPSHOME", "/nonexistent", 0);
    const char *problem = larder_vips_start();
    int64_t started = problem ? -1 : 0;
    const void *blobs[] = { problem ? problem : "" };
    uint64_t lengths[] = { problem ? strlen(problem) : 0 };
    if (answer(&started, 1, blobs, lengths, 1) || problem) return problem ? 1 : 0;
    for (;;) {
        struct pollfd waiting = { .fd = CHANNEL, .events = POLLIN };
        int ready = poll(&waiting, 1, IDLE_SECONDS * 1000);
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return 0;
        frame request;
        int failed = receive(&request) || serve(&request);
        release(&request);
        if (failed) return 0;
        // A picture's pixels are freed by now; between photos, the worker holds only libvips.
        larder_return_free_pages();
    }
}
