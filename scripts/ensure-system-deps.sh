#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: PostgreSQL (for the API tests on a
# real server), libfaketime (for the tests at chosen instants), HAProxy (the load balancer of the topology test,
# docs/deploy.md) and Chromium (for the browser tests). Safe to run again: it only installs what is absent. The
# HAProxy package's own service is not enabled or started: the test runs its own process on a free port.
set -euo pipefail

need=()
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  need+=(postgresql)
fi
if ! command -v faketime >/dev/null 2>&1; then
  need+=(faketime)
fi
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  need+=(haproxy)
fi
if [ "${1:-}" != "--no-browser" ] && ! command -v chromium >/dev/null 2>&1; then
  need+=(chromium fonts-dejavu-core)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages…"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  # Debian starts and enables a package's service where it can; the machine's own HAProxy is not wanted (the
  # topology test starts its own). Containers without systemd never started it.
  if [[ " ${need[*]} " == *" haproxy "* ]] && command -v systemctl >/dev/null 2>&1; then
    $sudo_cmd systemctl disable --now haproxy >/dev/null 2>&1 || true
  fi
fi
