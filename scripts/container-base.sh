#!/usr/bin/env bash
# Builds a stand-in for the `node:20-slim` base image where no image registry is reachable: a minimal Debian
# (debootstrap) with this machine's Node 20 and npm, a `node` user (uid 1000) like the official image, and
# this machine's CA bundle (for hosts whose egress goes through a TLS-inspecting proxy). Imported into podman
# (or docker) as localhost/node:20-slim; build Charla's image on it with
#   podman build --build-arg NODE_IMAGE=localhost/node:20-slim -t charla .
# With --services it also builds stand-ins for the postgres and redis images from Debian's packages
# (localhost/postgres:standin, localhost/redis:standin; scripts/container-standins/), for the smoke test.
# Usage: sudo scripts/container-base.sh [--services] [rootfs-dir]   (needs debootstrap, a Debian mirror, podman
# or docker)
set -euo pipefail

services=false
if [ "${1:-}" = "--services" ]; then
  services=true
  shift
fi

engine="$(command -v podman || command -v docker)" || { echo "container-base: podman or docker is needed" >&2; exit 1; }
root="${1:-$(mktemp -d)/rootfs}"
tag="${CONTAINER_BASE_TAG:-localhost/node:20-slim}"
node_bin="$(readlink -f "$(command -v node)")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"

case "$("$node_bin" --version)" in
  v20.*) ;;
  *) echo "container-base: this machine's node is $("$node_bin" --version), not 20" >&2; exit 1 ;;
esac

if [ ! -x "$root/bin/sh" ]; then
  debootstrap --variant=minbase bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
fi
install -D -m 0755 "$node_bin" "$root/usr/local/bin/node"
rm -rf "$root/usr/local/lib/node_modules/npm"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
chroot "$root" sh -c 'getent passwd node >/dev/null || { groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node; }'
rm -rf "$root/var/cache/apt/archives/"*.deb "$root/var/lib/apt/lists/"*

tar -C "$root" -c . | "$engine" import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV NPM_CONFIG_CAFILE=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$tag"
echo "container-base: imported $tag ($("$root/usr/local/bin/node" --version 2>/dev/null || echo node 20), npm $(cd "$npm_dir" && node -p 'require("./package.json").version'))"

if $services; then
  dir="$(dirname "${BASH_SOURCE[0]}")/container-standins"
  "$engine" build --build-arg "BASE_IMAGE=$tag" -t localhost/postgres:standin -f "$dir/postgres.Containerfile" "$dir"
  "$engine" build --build-arg "BASE_IMAGE=$tag" -t localhost/redis:standin -f "$dir/redis.Containerfile" "$dir"
  echo "container-base: built localhost/postgres:standin and localhost/redis:standin"
fi
