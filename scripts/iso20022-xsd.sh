#!/usr/bin/env bash
# The ISO 20022 XSDs the report tests validate against, taken from Debian packages that ship them
# (no npm package does):
#   camt.054.001.02            tryton-modules-account-payment-sepa (its tests; GPL-3)
#   pain.002.001.10            libhbci4j-core-java (inside hbci4j-core.jar; LGPL-2.1), the ISO
#                              schema as the ISO 20022 Standards Editor generated it
#   camt.052.001.02 and .08    libhbci4j-core-java too (ISO schemas). camt.053 itself is in no
#                              Debian or npm package; its statement (AccountStatement2/9) is the
#                              camt.052 account report (AccountReport11/25) with five element
#                              names changed and at least one Bal, so the tests validate a
#                              camt.053 renamed to camt.052 (test/integration/harness/xml-check.ts)
# Not obtainable from Debian or npm: camt.053.001.02 and .08, and pain.002.001.03 as ISO publishes
# it (hbci4j's pain.002.001.03.xsd is the German banks' SEPA subset, which admits only RJCT, so a
# status report with ACSC or PDNG cannot pass it; pain.002.001.03 is checked structurally).
# Only the .debs are downloaded and unpacked (nothing is installed, so none of their Python or
# Java dependencies come along). Run once; CI runs it from .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.xsd
wanted=(camt.054.001.02 pain.002.001.10 camt.052.001.02 camt.052.001.08)
missing=0
for m in "${wanted[@]}"; do [ -f "$out/$m.xsd" ] || missing=1; done
[ $missing -eq 0 ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for pkg in tryton-modules-account-payment-sepa libhbci4j-core-java; do
  (cd "$work" && apt-get download "$pkg" >/dev/null 2>&1) \
    || { echo "apt-get download $pkg failed (run apt-get update first)" >&2; exit 1; }
  dpkg-deb -x "$work/${pkg}"_*.deb "$work/x"
done
mkdir -p "$out"
find "$work/x" -name 'camt.054.001.02.xsd' -exec cp {} "$out/" \;
jar=$(find "$work/x" -name 'hbci4j-core*.jar' -type f | head -n 1)
[ -n "$jar" ] || { echo "hbci4j-core.jar not found in libhbci4j-core-java" >&2; exit 1; }
(cd "$work" && unzip -o -q "$jar" '*pain.002.001.10.xsd' '*camt.052.001.02.xsd' '*camt.052.001.08.xsd' -d jar)
for m in pain.002.001.10 camt.052.001.02 camt.052.001.08; do find "$work/jar" -name "$m.xsd" -exec cp {} "$out/" \;; done
for m in "${wanted[@]}"; do
  [ -f "$out/$m.xsd" ] || { echo "$m.xsd not found in the packages" >&2; exit 1; }
done
echo "ISO 20022 XSDs in $out: $(ls "$out" | tr '\n' ' ')"
