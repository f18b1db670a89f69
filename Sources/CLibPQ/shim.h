#ifndef LARDER_CLIBPQ_SHIM_H
#define LARDER_CLIBPQ_SHIM_H
#include <libpq-fe.h>
// epoll and eventfd drive the loop over libpq sockets; Glibc's Swift overlay exports neither.
#include <sys/epoll.h>
#include <sys/eventfd.h>
#endif
