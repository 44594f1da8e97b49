#!/usr/bin/env bash
# Browsers cannot be downloaded here: the e2e suite runs in Debian's chromium, installed when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi "noto sans cjk"; then exit 0; fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=""; fi
echo "Installing Debian chromium and Japanese fonts for the browser tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
