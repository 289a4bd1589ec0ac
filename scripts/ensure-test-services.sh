#!/usr/bin/env bash
# Makes sure what the test suite talks to is there: PostgreSQL and Redis on this machine, and
# the Debian tools some tests drive (nginx as load balancer, testssl.sh, slowhttptest, openssl,
# chromium for the dashboard's browser test, prometheus for the metrics scrape test).
# Safe to run again and again; installs only what is missing (needs root for apt-get).
set -euo pipefail

need=()
for tool in chromium:chromium prometheus:prometheus nginx:nginx testssl:testssl.sh slowhttptest:slowhttptest openssl:openssl pg_isready:postgresql-client redis-cli:redis-tools; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || need+=("${tool#*:}")
done
# Debian's package is testssl.sh but its command is `testssl`.
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive RUNLEVEL=1   # RUNLEVEL=1: do not start nginx as a service
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
for _ in $(seq 1 50); do
  pg_isready -q -h 127.0.0.1 -p 5432 && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && exit 0
  sleep 0.2
done
echo "PostgreSQL or Redis did not come up" >&2
exit 1
