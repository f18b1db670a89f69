#!/bin/sh
# Run by the postgres image once, when it initialises an empty data volume (it is mounted into
# /docker-entrypoint-initdb.d/ by docker-compose.yml). Creates the role `larder`, which owns the
# database `larder` and is not a superuser: `larder migrate` and `larder serve` connect as it.
# It may create databases (CREATEDB) so that the compose file's test profile can run the test
# suite as it, as the embedded cluster's owner role can; it can create no roles.
# pg_trgm and btree_gin are trusted extensions: the database's owner creates them itself.
#
# The password is LARDER_DB_PASSWORD, passed in by the compose file. Changing it later takes
#   docker compose exec db psql -U postgres -c "ALTER ROLE larder PASSWORD 'new one'"
# because this script never runs again on an initialised volume.
set -e

if [ -z "${LARDER_DB_PASSWORD:-}" ]; then
    echo "10-larder-owner.sh: LARDER_DB_PASSWORD is empty; set it for the db service" >&2
    exit 1
fi

psql --no-psqlrc -v ON_ERROR_STOP=1 --username "${POSTGRES_USER:-postgres}" --dbname "${POSTGRES_DB:-postgres}" \
    --set=owner_password="$LARDER_DB_PASSWORD" <<'SQL'
CREATE ROLE larder LOGIN NOSUPERUSER NOCREATEROLE CREATEDB PASSWORD :'owner_password';
CREATE DATABASE larder OWNER larder ENCODING 'UTF8' TEMPLATE template0;
REVOKE ALL ON DATABASE larder FROM PUBLIC;
SQL
