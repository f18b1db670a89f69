#ifndef LARDER_CVIPS_SHIM_H
#define LARDER_CVIPS_SHIM_H
// libvips, for photos, as larder-photos (its only user) calls it. Its calls take options as C
// varargs, so the few Larder needs are wrapped here with fixed arguments.
//
// libvips is opened with dlopen, not linked: when libvips42 is missing, larder-photos can say so
// in its first reply, which the server reports as its own fault, instead of failing to start with
// a loader's message no one reads. Its types and constants come from its headers; its functions
// are looked up once, into the table below.
#include <dlfcn.h>
#include <vips/vips.h>

#define LARDER_VIPS_FUNCTIONS(X) \
    X(vips_init) X(vips_version) X(vips_block_untrusted_set) X(vips_cache_set_max) X(vips_concurrency_set) \
    X(vips_foreign_find_load_buffer) X(vips_image_get_orientation) X(vips_image_get_fields) X(vips_image_remove) \
    X(vips_image_new_from_buffer) X(vips_image_get_width) X(vips_image_get_height) X(vips_image_copy_memory) X(vips_avg) \
    X(vips_thumbnail_buffer) X(vips_thumbnail_image) X(vips_copy) X(vips_webpsave_buffer) X(vips_pngsave_buffer) \
    X(vips_grey) X(vips_rot90) X(vips_linear) X(vips_cast_uchar) X(vips_text) X(vips_composite2) \
    X(vips_error_clear) X(vips_error_buffer_copy)

typedef struct {
#define LARDER_VIPS_POINTER(name) __typeof__(name) *name;
    LARDER_VIPS_FUNCTIONS(LARDER_VIPS_POINTER)
#undef LARDER_VIPS_POINTER
} larder_vips_functions;

static inline larder_vips_functions *larder_vips(void) {
    static larder_vips_functions functions;
    return &functions;
}

// Opens libvips and starts it once: only the loaders it trusts with untrusted input, no
// operation cache (each photo is seen once), and one worker thread per call (the caller picks
// the thread). NULL when it started, else why not.
static inline const char *larder_vips_start(void) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!library) return dlerror();
    larder_vips_functions *vips = larder_vips();
#define LARDER_VIPS_RESOLVE(name) \
    if (!(vips->name = (__typeof__(name) *)dlsym(library, #name))) return "libvips lacks " #name;
    LARDER_VIPS_FUNCTIONS(LARDER_VIPS_RESOLVE)
#undef LARDER_VIPS_RESOLVE
    // What VIPS_INIT checks: the library's ABI is the one these headers describe.
    if (vips->vips_version(3) - vips->vips_version(5) != VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE) {
        return "libvips's ABI differs from the one Larder was built with";
    }
    if (vips->vips_init("larder")) return "vips_init failed";
    vips->vips_block_untrusted_set(TRUE);
    vips->vips_cache_set_max(0);
    vips->vips_concurrency_set(1);
    return NULL;
}

// The class name of the loader libvips picks for these bytes by their content
// ("VipsForeignLoadPngBuffer"), or NULL when none would take them.
static inline const char *larder_vips_loader(const void *data, size_t length) {
    return larder_vips()->vips_foreign_find_load_buffer(data, length);
}

// Whether an image says more about itself than libvips' own savers write into every file
// (its size, resolution and an upright orientation): any other EXIF tag (a camera, a time, a
// place), XMP, IPTC or a colour profile.
static inline int larder_vips_has_metadata(VipsImage *image) {
    static const char *plain[] = {
        "exif-data", "exif-ifd0-XResolution", "exif-ifd0-YResolution", "exif-ifd0-ResolutionUnit",
        "exif-ifd0-YCbCrPositioning", "exif-ifd2-ExifVersion", "exif-ifd2-ComponentsConfiguration",
        "exif-ifd2-FlashpixVersion", "exif-ifd2-ColorSpace", "exif-ifd2-PixelXDimension", "exif-ifd2-PixelYDimension", NULL };
    int found = larder_vips()->vips_image_get_orientation(image) != 1;
    gchar **fields = larder_vips()->vips_image_get_fields(image);
    for (gchar **field = fields; !found && field && *field; field++) {
        if (g_str_equal(*field, VIPS_META_XMP_NAME) || g_str_equal(*field, VIPS_META_IPTC_NAME)
            || g_str_equal(*field, VIPS_META_ICC_NAME)) {
            found = 1;
        } else if (g_str_has_prefix(*field, "exif-") && !g_str_equal(*field, "exif-ifd0-Orientation")) {
            found = 1;
            for (const char **known = plain; *known; known++) {
                if (g_str_equal(*field, *known)) { found = 0; break; }
            }
        }
    }
    g_strfreev(fields);
    return found;
}

// Reads the header for the size and whether it carries metadata, then, unless the picture has
// more than `max_pixels` (returns 2 without decoding: a small file can unpack into gigabytes),
// decodes every pixel in one streaming pass, so that a damaged or truncated picture is refused
// now rather than shown broken later. 0 on success, -1 when it does not decode.
static inline int larder_vips_measure(const void *data, size_t length, gint64 max_pixels, int *width, int *height,
                                      int *has_metadata) {
    VipsImage *image = larder_vips()->vips_image_new_from_buffer(data, length, "", "access", VIPS_ACCESS_SEQUENTIAL, "fail", TRUE, NULL);
    if (!image) return -1;
    *width = larder_vips()->vips_image_get_width(image);
    *height = larder_vips()->vips_image_get_height(image);
    *has_metadata = larder_vips_has_metadata(image);
    if ((gint64)*width * (gint64)*height > max_pixels) {
        g_object_unref(image);
        return 2;
    }
    double mean = 0;
    int result = larder_vips()->vips_avg(image, &mean, NULL);
    g_object_unref(image);
    return result;
}

// Takes every metadata field off an image: EXIF (each tag, and the block), XMP, IPTC and the
// colour profile. libvips 8.14's savers write EXIF back from these fields even when told to
// strip, which would publish where a phone's photo was taken; with them gone, only the plain
// tags it makes up itself are written.
static inline void larder_vips_forget_metadata(VipsImage *image) {
    gchar **fields = larder_vips()->vips_image_get_fields(image);
    for (gchar **field = fields; field && *field; field++) {
        if (g_str_has_prefix(*field, "exif-") || g_str_equal(*field, VIPS_META_XMP_NAME)
            || g_str_equal(*field, VIPS_META_IPTC_NAME) || g_str_equal(*field, VIPS_META_ICC_NAME)
            || g_str_equal(*field, VIPS_META_ORIENTATION)) {
            larder_vips()->vips_image_remove(image, *field);
        }
    }
    g_strfreev(fields);
}

// The WebP versions of a picture, from one decode: turned upright by its EXIF orientation,
// without metadata, shrunk to fit box × box (never enlarged) and kept in memory (at most
// box² pixels), then saved as the picture (unless `keep_picture`: the upload is stored as it
// is) and cut to fill thumb_width × thumb_height for the thumbnail. Effort 1 of libwebp's 0–6
// takes a third of the time of its default 4 for files within a few percent of the size, and
// a bulk import's time is mostly its photos. The caller frees *picture and *thumbnail with
// larder_vips_free. 0 on success.
static inline int larder_vips_prepare(const void *data, size_t length, int box, int keep_picture,
                                      int thumb_width, int thumb_height, int picture_quality, int thumb_quality,
                                      void **picture, size_t *picture_length, int *width, int *height,
                                      void **thumbnail, size_t *thumbnail_length) {
    VipsImage *resized = NULL, *bare = NULL, *shown = NULL, *cut = NULL;
    int result = larder_vips()->vips_thumbnail_buffer((void *)data, length, &resized, box, "height", box, "size", VIPS_SIZE_DOWN, NULL);
    if (result) return result;
    // A copy, so that changing its metadata cannot touch an image libvips may share.
    result = larder_vips()->vips_copy(resized, &bare, NULL);
    g_object_unref(resized);
    if (result) return result;
    larder_vips_forget_metadata(bare);
    shown = larder_vips()->vips_image_copy_memory(bare);
    g_object_unref(bare);
    if (!shown) return -1;
    *width = larder_vips()->vips_image_get_width(shown);
    *height = larder_vips()->vips_image_get_height(shown);
    if (!keep_picture) {
        result = larder_vips()->vips_webpsave_buffer(shown, picture, picture_length, "Q", picture_quality, "strip", TRUE, "effort", 1, NULL);
    }
    if (!result) {
        result = larder_vips()->vips_thumbnail_image(shown, &cut, thumb_width, "height", thumb_height, "crop", VIPS_INTERESTING_CENTRE, NULL);
    }
    if (!result) {
        result = larder_vips()->vips_webpsave_buffer(cut, thumbnail, thumbnail_length, "Q", thumb_quality, "strip", TRUE, "effort", 1, NULL);
    }
    if (cut) g_object_unref(cut);
    g_object_unref(shown);
    if (result && *picture) { g_free(*picture); *picture = NULL; }
    return result;
}

// A plain picture for the demo kitchen: a vertical gradient between two colours with a line of
// text on it, as PNG. The caller frees *out with larder_vips_free. 0 on success.
static inline int larder_vips_card(int width, int height, const double top[3], const double bottom[3], const char *text,
                                   void **out, size_t *out_length) {
    VipsImage *ramp = NULL, *band = NULL, *scaled = NULL, *shifted = NULL, *label = NULL, *placed = NULL, *card = NULL;
    int result = -1;
    double difference[3] = { bottom[0] - top[0], bottom[1] - top[1], bottom[2] - top[2] };
    char markup[512], font[64];
    g_snprintf(markup, sizeof markup, "<span foreground=\"white\">%s</span>", text);
    g_snprintf(font, sizeof font, "sans bold %d", width / 20);
    if (larder_vips()->vips_grey(&ramp, height, width, NULL)) goto done;                        // 0…1 along x
    if (larder_vips()->vips_rot90(ramp, &band, NULL)) goto done;                                // …along y
    if (larder_vips()->vips_linear(band, &scaled, difference, (double *)top, 3, NULL)) goto done;
    if (larder_vips()->vips_cast_uchar(scaled, &shifted, NULL)) goto done;
    // Without a font (a slim container) the card is the gradient alone.
    if (larder_vips()->vips_text(&label, markup, "width", width * 3 / 4, "font", font, "dpi", 72, "rgba", TRUE, "align", VIPS_ALIGN_CENTRE, NULL) == 0) {
        if (larder_vips()->vips_composite2(shifted, label, &placed, VIPS_BLEND_MODE_OVER,
                            "x", (width - larder_vips()->vips_image_get_width(label)) / 2,
                            "y", (height - larder_vips()->vips_image_get_height(label)) / 2, NULL)) goto done;
    } else {
        larder_vips()->vips_error_clear();
        placed = shifted;
        g_object_ref(placed);
    }
    if (larder_vips()->vips_copy(placed, &card, "interpretation", VIPS_INTERPRETATION_sRGB, NULL)) goto done;
    result = larder_vips()->vips_pngsave_buffer(card, out, out_length, NULL);
done:
    if (ramp) g_object_unref(ramp);
    if (band) g_object_unref(band);
    if (scaled) g_object_unref(scaled);
    if (shifted) g_object_unref(shifted);
    if (label) g_object_unref(label);
    if (placed) g_object_unref(placed);
    if (card) g_object_unref(card);
    return result;
}

// What went wrong in the last failing call, then forgotten. libvips keeps one error buffer for
// the whole process: this copies and clears it under libvips' own lock.
static inline char *larder_vips_take_error(void) {
    return larder_vips()->vips_error_buffer_copy();
}

static inline void larder_vips_free(void *pointer) { g_free(pointer); }

#endif
