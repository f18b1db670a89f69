#ifndef LARDER_CSPAWN_SHIM_H
#define LARDER_CSPAWN_SHIM_H
// glibc's posix_spawn_file_actions_addclosefrom_np (glibc 2.34), which Swift's Glibc module
// leaves out: it is a GNU extension, declared only under _GNU_SOURCE.
#include <spawn.h>

extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// Closes, in the child, every descriptor from `from` on. `actions` is a
// posix_spawn_file_actions_t, passed untyped so that Swift sees one type for it, Glibc's.
static inline int larder_spawn_close_from(void *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, from);
}

#endif
