#!/usr/bin/env bash
# Browsers cannot be downloaded here: Debian's builds are installed when missing. The browser tests run in
# chromium-headless-shell (the old headless mode: what Playwright itself runs headless tests in; a quarter less CPU
# per test than the full browser's new headless mode on the 2-core machine); the size budget, Lighthouse and the
# benchmarks run the full chromium.
set -euo pipefail
# the font list is read whole first: `fc-list | grep -q` under pipefail fails when grep stops reading at its first match
# (fc-list then dies of SIGPIPE) and would reinstall on every run
fonts="$(fc-list 2>/dev/null || true)"
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && [[ "${fonts,,}" == *"noto sans cjk"* ]]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=""; fi
echo "Installing Debian chromium, chromium-headless-shell and Japanese fonts for the browser tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk >/dev/null
