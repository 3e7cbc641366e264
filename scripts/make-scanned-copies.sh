#!/usr/bin/env bash
# Makes image-only ("scanned") copies of PDFs: every page rendered to a grey PNG by poppler's pdftoppm,
# then wrapped into a PDF by img2pdf, so the copy has no text layer at all. File names are kept, so the
# eval's expected[].document still matches.
#   scripts/make-scanned-copies.sh [SOURCE_DIR] [OUT_DIR] [DPI]
# Defaults: the three Rivergrove PDFs of ../shared/corpus/pdf into /work/data/scanned at 200 dpi.
# Needs pdftoppm (poppler-utils) and img2pdf (Debian: apt-get install -y poppler-utils img2pdf).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="${1:-$here/../../shared/corpus/pdf}"
out="${2:-/work/data/scanned}"
dpi="${3:-200}"

source "$(dirname "${BASH_SOURCE[0]}")/scan-tools.sh"
ensure_scan_tools make-scanned-copies

mkdir -p "$out"
work="$(mktemp -d -t ordo-scan.XXXXXX)"
trap 'rm -rf "$work"' EXIT

shopt -s nullglob
pdfs=("$src"/rivergrove-*.pdf)
((${#pdfs[@]})) || { echo "make-scanned-copies: no rivergrove-*.pdf in $src" >&2; exit 1; }
for pdf in "${pdfs[@]}"; do
  name="$(basename "$pdf")"
  rm -f "$work"/*.png
  pdftoppm -r "$dpi" -gray -png "$pdf" "$work/page"
  # pdftoppm zero-pads page numbers to a fixed width, so the glob sorts in page order.
  img2pdf --output "$out/$name" "$work"/page-*.png
  echo "$out/$name: $(ls "$work"/page-*.png | wc -l) pages at $dpi dpi"
done
