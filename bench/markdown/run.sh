#!/usr/bin/env bash
# Throughput of core/markdown on one core, next to goldmark's plain GFM
# conversion of the same documents. Run from anywhere:
#   bash bench/markdown/run.sh [-docs N] [-rounds N]
set -euo pipefail
cd "$(dirname "$0")/../.."
exec go run ./bench/markdown "$@"
