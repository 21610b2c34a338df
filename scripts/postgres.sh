#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server in a temporary folder and prints its URL.
# Usage: eval "$(scripts/postgres.sh start)"  ->  sets TEST_DATABASE_URL and PG_TMP;  scripts/postgres.sh stop "$PG_TMP"
# An outage, for the topology test: scripts/postgres.sh halt "$PG_TMP" stops the server and keeps its data;
# scripts/postgres.sh resume "$PG_TMP" starts it again on the same port.
set -euo pipefail

bindir() {
  local initdb
  initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$initdb" ] || initdb=$(command -v initdb)
  dirname "$initdb"
}

# initdb refuses to run as root: run the server as the 'postgres' user then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(bindir)
    tmp=$(mktemp -d /tmp/garita-pg.XXXXXX)
    chmod 755 "$tmp"
    [ "$(id -u)" -eq 0 ] && chown postgres "$tmp"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_owner "$bin/initdb" -D "$tmp/data" -U garita --auth=trust -E UTF8 --locale=C.UTF-8 >"$tmp/initdb.log" 2>&1
    echo "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >"$tmp/options"
    as_owner "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -o "$(cat "$tmp/options")" start >/dev/null
    echo "export PG_TMP=$tmp TEST_DATABASE_URL=postgres://garita@127.0.0.1:$port/postgres"
    ;;
  stop)
    tmp=${2:?folder}
    as_owner "$(bindir)/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$tmp"
    ;;
  halt)
    tmp=${2:?folder}
    as_owner "$(bindir)/pg_ctl" -D "$tmp/data" -m fast -w stop >/dev/null
    ;;
  resume)
    tmp=${2:?folder}
    as_owner "$(bindir)/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -o "$(cat "$tmp/options")" start >/dev/null
    ;;
  *)
    echo "usage: $0 start | stop <folder> | halt <folder> | resume <folder>" >&2
    exit 2
    ;;
esac
