#!/usr/bin/env bash
# What `npm run cluster` runs besides Node: PostgreSQL's server binaries (initdb, pg_ctl), Redis
# and HAProxy, from Debian's packages. Installs only what is missing; never starts their services
# (the cluster starts its own copies in a temporary folder).
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v haproxy >/dev/null || missing+=(haproxy)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages..."
  as_root apt-get update -qq
  # A policy-rc.d answering 101 keeps the packages' own services stopped (one already there is kept).
  if [ -e /usr/sbin/policy-rc.d ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  else
    as_root sh -c 'printf "#!/bin/sh\nexit 101\n" > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d'
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" || status=$?
    as_root rm -f /usr/sbin/policy-rc.d
    exit "${status:-0}"
  fi
fi
