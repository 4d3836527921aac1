#!/bin/sh
# Restores a dump made by backup.sh into an empty database, then brings its schema to this release's:
#   createdb -h 127.0.0.1 -U postgres event_site_restored
#   deploy/restore.sh /var/backups/event-site/event-site-20261125T030000Z.dump postgres://…/event_site_restored
# Point DATABASE_URL at the restored database and restart the processes. Refuses a database that has tables:
# restoring over live data is never what anyone meant.
set -eu
dump="${1:?usage: restore.sh <dump file> <empty database URL>}"
target="${2:?usage: restore.sh <dump file> <empty database URL>}"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 2; }
here="$(cd "$(dirname "$0")/.." && pwd)"

tables="$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" \
  --command="select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "$target already has $tables tables; restore into a new, empty database" >&2
  exit 1
fi

# All or nothing: one transaction, stopping at the first error.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
# A dump from an older release gets the newer migrations; one from a newer release is refused here.
DATABASE_URL="$target" node --enable-source-maps "$here/apps/server/dist/migrate.js"
echo "restored $dump into $target"
