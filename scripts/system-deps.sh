#!/usr/bin/env bash
# Installs the Debian packages the test suites need, where they are missing (or only the packages named as
# arguments: `npm start` asks for ffmpeg, which makes the demo recording).
# Idempotent and quiet when everything is already there (like `playwright install --with-deps`).
set -euo pipefail

if [ $# -gt 0 ]; then
  packages=("$@")
else
  packages=(chromium ffmpeg fonts-dejavu-core fonts-noto-core espeak-ng coturn janus nginx libnginx-mod-rtmp postgresql-client)
fi

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$pkg")
  fi
done

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "system-deps: missing ${missing[*]}; run this script as root (or: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi

# Two starts at once (`npm start` and `npm test`, two terminals) take turns: the second waits, then finds less
# to do.
exec 9>/var/lock/nyaya-system-deps.lock
if ! flock -n 9; then
  echo "system-deps: another install of ours is running; waiting for it to finish"
  flock 9
  exec bash "$0" "$@"
fi

export DEBIAN_FRONTEND=noninteractive
# An install stopped half-way (Ctrl-C, a supervisor's timeout) leaves dpkg "interrupted", and apt refuses every
# later install until it is finished.
if [ -n "$(ls -A /var/lib/dpkg/updates 2>/dev/null)" ] || [ -n "$(dpkg --audit 2>/dev/null)" ]; then
  echo "system-deps: finishing a package install that was interrupted (dpkg --configure -a)"
  dpkg --configure -a
fi

echo "system-deps: installing ${missing[*]} (the first time takes a few minutes)"
# Another package manager (unattended upgrades, a second terminal) may hold dpkg's lock: wait for it.
apt_wait=(-o DPkg::Lock::Timeout=600)
apt-get "${apt_wait[@]}" update -qq
apt-get "${apt_wait[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The nginx package starts a default server on port 80; the tests start their own nginx on loopback.
if command -v service >/dev/null 2>&1; then service nginx stop >/dev/null 2>&1 || true; fi
echo "system-deps: done"
