#!/bin/sh
# Dumps the site's database into BACKUP_DIR as one compressed file (pg_dump's custom format), keeps the newest
# BACKUP_KEEP of them, and prints the file's path. Run by event-site-backup.timer (daily), or by hand:
#   DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/event-site deploy/backup.sh
# A dump is consistent (one snapshot) and taken while the site runs; copy the directory off the machine too.
set -eu
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/event-site}"
BACKUP_KEEP="${BACKUP_KEEP:-14}"
case "$BACKUP_KEEP" in '' | *[!0-9]* | 0) echo "BACKUP_KEEP must be a positive whole number" >&2; exit 2 ;; esac

mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/event-site-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under another name first: a dump cut short (disk full, killed) never looks like a good one.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"

# The newest BACKUP_KEEP stay (names sort by time).
ls -1 "$BACKUP_DIR"/event-site-*.dump | sort -r | tail -n +"$((BACKUP_KEEP + 1))" | while read -r old; do
  rm -f -- "$old"
done
echo "$file"
