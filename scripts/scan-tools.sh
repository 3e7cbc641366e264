# Sourced by the scripts that make image-only ("scanned") PDFs: ensure_scan_tools NAME checks for pdftoppm and img2pdf,
# installing img2pdf as root when missing (it is only needed to make such copies, so provision.sh leaves it out).
ensure_scan_tools() {
  if ! command -v img2pdf >/dev/null && [[ "$(id -u)" == "0" ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends img2pdf >/dev/null
  fi
  local tool
  for tool in pdftoppm img2pdf; do
    command -v "$tool" >/dev/null || { echo "$1: $tool is missing (apt-get install -y poppler-utils img2pdf)" >&2; exit 1; }
  done
}
