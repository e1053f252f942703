#!/usr/bin/env bash
# The ISO 20022 XSDs the report tests validate against, taken from a Debian package that ships
# them (no npm package does): camt.054.001.02 from tryton-modules-account-payment-sepa's tests.
# Only the .deb is downloaded and unpacked into .xsd/ (nothing is installed, so none of its
# Python dependencies come along). Run once; CI runs it from .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.xsd
[ -f "$out/camt.054.001.02.xsd" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download tryton-modules-account-payment-sepa >/dev/null 2>&1) \
  || { echo "apt-get download tryton-modules-account-payment-sepa failed (run apt-get update first)" >&2; exit 1; }
dpkg-deb -x "$work"/tryton-modules-account-payment-sepa_*.deb "$work/x"
mkdir -p "$out"
find "$work/x" -name 'camt.054.001.02.xsd' -exec cp {} "$out/" \;
[ -f "$out/camt.054.001.02.xsd" ] || { echo "camt.054.001.02.xsd not found in the package" >&2; exit 1; }
echo "ISO 20022 XSDs in $out: $(ls "$out" | tr '\n' ' ')"
