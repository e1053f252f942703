#!/usr/bin/env bash
# `bulkpay validate --json` (and its exit code) on every import fixture and on generated volume files
# (the bench's 100,000 rows, all-errors rows, a file whose amounts switch decimal mark after the
# sample), written into <out-dir>: run it before and after a change to stream-check.ts and diff the
# two folders (`diff -r before after`), to show a refactor changed no output byte.
set -euo pipefail
out=${1:?usage: bench/worker-validate-outputs.sh <out-dir>}
cd "$(dirname "$0")/.."
mkdir -p "$out"
node_modules/node/bin/node scripts/build-cli.mjs >/dev/null
# a fixed folder: the output names the file it read
gen="${TMPDIR:-/tmp}/bulkpay-validate-outputs"
mkdir -p "$gen"
node_modules/node/bin/node --import tsx -e "
  const { writeFileSync } = await import('node:fs');
  const { generatePaymentCsv } = await import('./bench/import-data.ts');
  const dec = new TextDecoder();
  writeFileSync('$gen/bench-100k.csv', generatePaymentCsv(100_000));
  writeFileSync('$gen/all-errors-20k.csv', generatePaymentCsv(20_000, true));
  // the amounts after row 10,000 with a decimal point: the whole-file vote
  const lines = dec.decode(generatePaymentCsv(30_000)).split('\n');
  const switched = lines.map((l, i) => (i > 10_001 ? l.replace(/;(\d+),(\d\d);/, ';\$1.\$2;') : l));
  writeFileSync('$gen/mark-switch-30k.csv', switched.join('\n'));
"
for f in test/fixtures/import/* "$gen"/*.csv; do
  case "$f" in *.expected.json | *.ts) continue ;; esac
  name=$(basename "$f")
  set +e
  node_modules/node/bin/node bin/bulkpay.mjs validate --json "$f" >"$out/$name.json" 2>"$out/$name.stderr"
  echo "exit $?" >>"$out/$name.json"
  set -e
done
rm -rf "$gen"
echo "wrote $(ls "$out" | wc -l) files into $out"
