#!/usr/bin/env bash
# Regenerates the small image-only ("scanned") PDFs the OCR tests use, in test/fixtures/ocr/:
#   rivergrove-sign-p2-scan.pdf  page 2 of Rivergrove's sign ordinance (Sections 1-3), 150 dpi grey JPEG
#   sign-roof-scan.pdf           the sample roof-sign permit application (test/fixtures/permits/), 150 dpi grey JPEG
# Pages are rendered by poppler's pdftoppm and wrapped by img2pdf, so the copies have no text layer.
# Needs pdftoppm (poppler-utils) and img2pdf (Debian: apt-get install -y poppler-utils img2pdf).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${ORDO_CORPUS_DIR:-$repo/../shared/corpus}"
out="$repo/test/fixtures/ocr"
source "$(dirname "${BASH_SOURCE[0]}")/scan-tools.sh"
ensure_scan_tools make-ocr-fixtures
mkdir -p "$out"
work="$(mktemp -d -t ordo-ocr-fixtures.XXXXXX)"
trap 'rm -rf "$work"' EXIT

# scan SOURCE FIRST LAST TARGET: pages FIRST..LAST at 150 dpi, grey, JPEG quality 75.
scan() {
  rm -f "$work"/*.jpg
  pdftoppm -f "$2" -l "$3" -r 150 -gray -jpeg -jpegopt quality=75 "$1" "$work/page"
  img2pdf --output "$4" "$work"/page-*.jpg
  echo "$4: pages $2-$3 of $(basename "$1"), $(stat -c %s "$4") bytes"
}

scan "$corpus/pdf/rivergrove-or-ord-81-2011-sign-ordinance.pdf" 2 2 "$out/rivergrove-sign-p2-scan.pdf"
scan "$repo/test/fixtures/permits/sign-roof.pdf" 1 3 "$out/sign-roof-scan.pdf"
