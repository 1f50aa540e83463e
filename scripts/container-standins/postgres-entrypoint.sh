#!/bin/sh
# Initialises PGDATA once, like the official image: the superuser POSTGRES_USER with POSTGRES_PASSWORD
# (scram-sha-256 over the network) and the database POSTGRES_DB; then runs postgres in the foreground.
set -eu
bin="$(ls -d /usr/lib/postgresql/*/bin | tail -n 1)"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  chown postgres "$pwfile"
  runuser -u postgres -- "$bin/initdb" -D "$PGDATA" -U "$user" --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$db" != "postgres" ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\"" | runuser -u postgres -- "$bin/postgres" --single -D "$PGDATA" postgres >/dev/null
  fi
fi
mkdir -p /var/run/postgresql
chown postgres:postgres /var/run/postgresql
exec runuser -u postgres -- "$bin/postgres" -D "$PGDATA"
