#!/usr/bin/env bash
# Fails when package-lock.json would not install as it is: `npm ci` refuses it (npm 11, this machine's, and
# npm 10, what Node 20 ships), or `npm install` would rewrite it (package.json changed without the lock, or an
# optional platform package is missing). Works on a copy of the two files; installs nothing. CI runs it.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp package.json package-lock.json "$work/"

fail() {
  echo "check-lock: $1" >&2
  exit 1
}

# The lock is kept without registry URLs (as these machines' npm writes it): say so, whatever the local config.
flags=(--ignore-scripts --no-audit --no-fund --omit-lockfile-registry-resolved)

(cd "$work" && timeout 300 npm ci --dry-run "${flags[@]}" >/dev/null 2>"$work/ci.err") ||
  { cat "$work/ci.err" >&2; fail "npm $(npm --version) ci refuses package-lock.json"; }

(cd "$work" && timeout 300 npx -y npm@10 ci --dry-run "${flags[@]}" >/dev/null 2>"$work/ci10.err") ||
  { cat "$work/ci10.err" >&2; fail "npm 10 ci refuses package-lock.json"; }

(cd "$work" && timeout 300 npm install --package-lock-only "${flags[@]}" >/dev/null 2>"$work/install.err") ||
  { cat "$work/install.err" >&2; fail "npm install --package-lock-only failed"; }
if ! cmp -s package-lock.json "$work/package-lock.json"; then
  diff -u package-lock.json "$work/package-lock.json" | head -n 60 >&2 || true
  fail "npm install would rewrite package-lock.json: run it, and commit package.json and the lock together"
fi

echo "check-lock: package-lock.json matches package.json and installs with npm $(npm --version) and npm 10"
