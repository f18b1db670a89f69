#ifndef LARDER_CLDAP_SHIM_H
#define LARDER_CLDAP_SHIM_H
#include <ldap.h>
#include <sys/time.h>

// Macros that are casts, or a NULL pointer, do not reach Swift; these say the same as constants.
static const int larder_ldap_scope_base = LDAP_SCOPE_BASE;
static const int larder_ldap_scope_subtree = LDAP_SCOPE_SUBTREE;
#endif
