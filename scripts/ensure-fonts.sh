#!/usr/bin/env bash
# The build draws each page's share card (plugins/share-cards) in Noto Sans CJK SC, read from the
# machine, never from the network: Debian's fonts-noto-cjk. Install it when it is missing and we may
# (root with apt-get); otherwise say exactly what is needed and stop.
# The font files and folders searched are those of plugins/share-cards/fonts.ts.
set -euo pipefail
font_dirs=(/usr/share/fonts /usr/local/share/fonts "$HOME/.local/share/fonts" "$HOME/.fonts")
has_fonts() {
  local found
  found=$(find "${font_dirs[@]}" \( -name NotoSansCJK-Bold.ttc -o -name NotoSansCJKsc-Bold.otf \) -print -quit 2>/dev/null || true)
  [ -n "$found" ] || return 1
  found=$(find "${font_dirs[@]}" \( -name NotoSansCJK-Regular.ttc -o -name NotoSansCJKsc-Regular.otf \) -print -quit 2>/dev/null || true)
  [ -n "$found" ]
}
if has_fonts; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's fonts-noto-cjk with apt-get (the share cards' font)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null
  if has_fonts; then
    exit 0
  fi
fi
echo "Noto Sans CJK SC (NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc) was not found in ${font_dirs[*]}." >&2
echo "The build draws the share cards with it. Install Debian's fonts-noto-cjk (sudo apt-get install fonts-noto-cjk)," >&2
echo "or put Adobe's NotoSansCJKsc-Regular.otf and NotoSansCJKsc-Bold.otf in ~/.local/share/fonts, then build again." >&2
exit 1
