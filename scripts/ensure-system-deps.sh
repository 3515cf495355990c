#!/usr/bin/env bash
# Installs what the browser, Redis and HTML-checker tests need when it is missing (Debian), or says what to install.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
# the Nu Html Checker (vnu-jar, scripts/validate-html.mjs) runs on Java 11 or later
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing ${missing[*]} with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with sudo apt-get…"
  sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "The browser, Redis and HTML-checker tests need: ${missing[*]}." >&2
  echo "Install them (Debian/Ubuntu: apt-get install ${missing[*]}; or set CHROMIUM_PATH to a Chromium binary) and run npm test again." >&2
  exit 1
fi
