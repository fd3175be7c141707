#!/usr/bin/env bash
# `folio dev` edit-to-reload (bench/dev/run.mjs) by two binaries,
# alternating run by run, for before/after figures on a shared machine.
# Prints each run's median, worst, stage medians and CPU per edit.
#
#   bash bench/dev/alternate.sh OLD_BINARY NEW_BINARY [RUNS] [EDITS] [--repo]
#
# OLD_CONFIG and NEW_CONFIG in the environment name each side's site.toml
# (default: the repository's), e.g. one without a plugin OLD lacks.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
old=$1 new=$2 runs=${3:-3} edits=${4:-15} layout=${5:-}
for i in $(seq "$runs"); do
  for side in old new; do
    bin=$old config=${OLD_CONFIG:-}
    [ "$side" = new ] && bin=$new config=${NEW_CONFIG:-}
    echo "$side run $i (load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
    FOLIO=$bin FOLIO_CONFIG=$config node "$root/bench/dev/run.mjs" --edits "$edits" $layout | grep -E '^(median|stage medians|CPU)' | sed 's/^/  /' || echo "  (run failed)"
  done
done
