#!/usr/bin/env bash
# Builds Charla's image, starts compose.yaml (Charla, PostgreSQL, Redis), waits for /readyz and checks what an
# operator relies on; then runs the image alone on its embedded database (DATA_DIR volume, charla backup).
# Tears everything down, volumes included, whatever happens. Usage: scripts/container-smoke.sh
# Settings: CONTAINER_ENGINE (podman or docker; found by default), NODE_IMAGE, POSTGRES_IMAGE, REDIS_IMAGE
# (other base images, e.g. the local stand-ins of scripts/container-base.sh --services).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
engine="${CONTAINER_ENGINE:-$(command -v podman || command -v docker || true)}"
[ -n "$engine" ] || { echo "smoke: podman or docker is needed" >&2; exit 1; }
engine="$(basename "$engine")"
if [ "$engine" = docker ] && docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif [ "$engine" = podman ] && podman compose version >/dev/null 2>&1; then
  compose=(podman compose)
elif command -v podman-compose >/dev/null 2>&1; then
  compose=(podman-compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
else
  echo "smoke: no compose command (docker compose, podman compose, podman-compose)" >&2
  exit 1
fi
# podman writes OCI images by default, which have no HEALTHCHECK.
build_flags=()
[ "$engine" = podman ] && build_flags=(--format docker)

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
project="charla-smoke-$$"
port="$(free_port)"
port2="$(free_port)"
export CHARLA_IMAGE="localhost/charla:smoke-$$"
export CHARLA_PORT="$port"
export PUBLIC_URL="http://127.0.0.1:$port"
export POSTGRES_PASSWORD="smoke-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')"
base="$PUBLIC_URL"
embedded="$project-embedded"
version="$(node -p 'require("./package.json").version')"

step() { echo; echo "=== smoke: $* ==="; }
fail() {
  echo "smoke: FAILED: $*" >&2
  exit 1
}

teardown() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    echo "--- charla logs (compose) ---" >&2
    "${compose[@]}" -p "$project" logs charla 2>&1 | tail -n 60 >&2 || true
    echo "--- charla logs (embedded) ---" >&2
    "$engine" logs "$embedded" 2>&1 | tail -n 30 >&2 || true
  fi
  "${compose[@]}" -p "$project" down -v >/dev/null 2>&1 || true
  "$engine" rm -f "$embedded" >/dev/null 2>&1 || true
  "$engine" volume rm -f "$embedded-data" >/dev/null 2>&1 || true
  "$engine" rmi "$CHARLA_IMAGE" >/dev/null 2>&1 || true
  echo "smoke: $([ "$status" -eq 0 ] && echo passed || echo FAILED)"
}
trap teardown EXIT

# Waits until $1/readyz answers 200 (at most $2 seconds).
wait_ready() {
  local url="$1" limit="$2" start=$SECONDS
  until curl -fs -o /dev/null --max-time 2 "$url/readyz"; do
    [ $((SECONDS - start)) -lt "$limit" ] || fail "$url/readyz did not answer 200 within ${limit}s"
    sleep 1
  done
  echo "smoke: $url/readyz answered 200 after $((SECONDS - start))s"
}

# The id of the running container of a compose service.
service_container() {
  "$engine" ps -q --filter "label=com.docker.compose.project=$project" --filter "label=com.docker.compose.service=$1" | head -n 1
}

json_field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s)[process.argv[1]] ?? ""))' "$1"; }

sign_up() { # url email → the session cookie
  curl -fsS -D - -o /dev/null -X POST "$1/api/auth/sign-up/email" -H 'content-type: application/json' -H "origin: $1" \
    -d "{\"name\":\"Smoke\",\"email\":\"$2\",\"password\":\"smoke-password-1\"}" |
    tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \(charla\.session-token=[^;]*\).*/\1/p'
}

signs_in() { # url email → exit status
  curl -fsS -o /dev/null -X POST "$1/api/auth/sign-in/email" -H 'content-type: application/json' -H "origin: $1" \
    -d "{\"email\":\"$2\",\"password\":\"smoke-password-1\"}"
}

step "build the image with $engine (NODE_IMAGE=${NODE_IMAGE:-node:20-slim})"
"$engine" build "${build_flags[@]}" --build-arg "NODE_IMAGE=${NODE_IMAGE:-node:20-slim}" -t "$CHARLA_IMAGE" .

step "compose up with ${compose[*]} (PostgreSQL ${POSTGRES_IMAGE:-postgres:16}, Redis ${REDIS_IMAGE:-redis:7})"
"${compose[@]}" -p "$project" up -d --no-build
wait_ready "$base" 240

step "check the compose stack"
ready="$(curl -fsS "$base/readyz")"
[ "$(echo "$ready" | json_field status)" = ok ] || fail "/readyz: $ready"
health="$(curl -fsS "$base/healthz")"
[ "$(echo "$health" | json_field version)" = "$version" ] || fail "/healthz does not name version $version: $health"
cookie="$(sign_up "$base" smoke@example.com)"
[ -n "$cookie" ] || fail "sign-up set no session cookie"
curl -fsS -o /dev/null -H "cookie: $cookie" "$base/api/users/me" || fail "GET /api/users/me with the session failed"
curl -fsS -o /dev/null -w '%{content_type}\n' "$base/api/widget" | grep -q javascript || fail "/api/widget is not JavaScript"
curl -fsS -H 'accept: text/html' "$base/" | grep -qi '<html' || fail "the dashboard is not served at /"
charla_ctr="$(service_container charla)"
[ -n "$charla_ctr" ] || fail "no running charla container"
uid="$("$engine" exec "$charla_ctr" id -u)"
[ "$uid" != 0 ] || fail "Charla runs as root in its container"
[ "$("$engine" exec "$charla_ctr" charla --version)" = "$version" ] || fail "charla --version in the container"
redis_ctr="$(service_container redis)"
clients="$("$engine" exec "$redis_ctr" redis-cli client list | grep -c 'cmd=' || true)"
[ "$clients" -ge 2 ] || fail "Charla holds no Redis connection (REDIS_URL): $clients clients"
if [ "$engine" = podman ]; then
  "$engine" healthcheck run "$charla_ctr" || fail "the image's HEALTHCHECK fails"
else
  for _ in $(seq 1 30); do
    [ "$(docker inspect -f '{{.State.Health.Status}}' "$charla_ctr")" = healthy ] && break
    sleep 2
  done
  [ "$(docker inspect -f '{{.State.Health.Status}}' "$charla_ctr")" = healthy ] || fail "the container is not healthy"
fi
echo "smoke: readyz ok, version $version, sign-up, session, widget, dashboard, uid $uid, $clients Redis clients, healthcheck ok"

step "restart Charla: the account is still in PostgreSQL"
"$engine" restart "$charla_ctr" >/dev/null
wait_ready "$base" 120
signs_in "$base" smoke@example.com || fail "sign-in after a restart failed"
echo "smoke: sign-in after restart ok"

step "the image alone on its embedded database (DATA_DIR volume)"
"$engine" run -d --name "$embedded" -p "127.0.0.1:$port2:3000" -e "PUBLIC_URL=http://127.0.0.1:$port2" \
  -v "$embedded-data:/data" "$CHARLA_IMAGE" >/dev/null
wait_ready "http://127.0.0.1:$port2" 120
[ -n "$(sign_up "http://127.0.0.1:$port2" embedded@example.com)" ] || fail "sign-up on the embedded database failed"
"$engine" exec "$embedded" charla backup /data/smoke-backup.tar.gz >/dev/null || fail "charla backup in the container"
"$engine" exec "$embedded" sh -c 'test -s /data/smoke-backup.tar.gz' || fail "the backup file is empty"
"$engine" restart "$embedded" >/dev/null
wait_ready "http://127.0.0.1:$port2" 120
signs_in "http://127.0.0.1:$port2" embedded@example.com || fail "sign-in after a restart (embedded) failed"
echo "smoke: embedded database in the /data volume: sign-up, charla backup while running, restart, sign-in ok"
