#!/usr/bin/env bash
# Installs the Debian packages the test suites need, where they are missing (or only the packages named as
# arguments: `npm start` asks for ffmpeg, which makes the demo recording).
# Idempotent and quiet when everything is already there (like `playwright install --with-deps`).
set -euo pipefail

if [ $# -gt 0 ]; then
  packages=("$@")
else
  packages=(chromium ffmpeg fonts-dejavu-core fonts-noto-core espeak-ng coturn janus nginx libnginx-mod-rtmp)
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

echo "system-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The nginx package starts a default server on port 80; the tests start their own nginx on loopback.
if command -v service >/dev/null 2>&1; then service nginx stop >/dev/null 2>&1 || true; fi
echo "system-deps: done"
