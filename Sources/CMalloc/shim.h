#ifndef LARDER_CMALLOC_SHIM_H
#define LARDER_CMALLOC_SHIM_H
// glibc's malloc settings, which Swift's Glibc module leaves out.
#include <malloc.h>

// A server's heap under glibc grows an arena for each thread that allocates (up to eight per
// core: NIO, the database's loops and the cooperative pool each bring theirs), and raises its
// threshold for mapping large blocks each time one is freed, so that the pages and photos an
// import passes through end up as fragments that are never given back. Two arenas, and a fixed
// threshold of 256 KB, hand large blocks back to the system when they are freed.
//
// Freed memory at the top of a heap goes back to the system past the trim threshold, 128 KB
// by default: a page of 100 KB or more (a catalog's, copied once into the response) went back
// after each request and was faulted in again by the next: eleven page faults a request for
// the ingredients catalog, on this machine's virtual memory a seventh of its CPU. A threshold
// of 1 MB keeps that much at each heap's top and halves them; 4 MB ended them but held 3 MB
// more resident, past the server's budget of 64 MB.
static inline void larder_keep_heap_small(void) {
#ifdef __GLIBC__
    mallopt(M_ARENA_MAX, 2);
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024);
#endif
}

// Gives the pages that freed blocks leave back to the system, wherever they lie in the heap
// (glibc returns only the top of it by itself).
static inline void larder_return_free_pages(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

#endif
