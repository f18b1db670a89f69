#ifndef LARDER_CLIBPQ_SHIM_H
#define LARDER_CLIBPQ_SHIM_H
#include <libpq-fe.h>
// epoll waits on libpq's sockets; Glibc's Swift overlay does not export it.
#include <sys/epoll.h>
#endif
