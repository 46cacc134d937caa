#!/usr/bin/env bash
# Renders every picture the README shows, headless, with fixed sizes, times and input, so the
# same build writes the same bytes. Run through `./run.sh docs`.
set -euo pipefail
playground="$1"
cd "$(dirname "$0")"
scripts=$(mktemp -d)
trap 'rm -rf "$scripts"' EXIT

render() { "$playground" render --size 1280x800 "$@"; }

# D1: the fluid indicator a second into page 2.
render --demo onboarding --at 5.0 --out onboarding.png
# D2: the highlight (and its colour wipe) travelling two rows down.
printf '0.4 key down\n0.4 key down\n' > "$scripts/menu.txt"
render --demo menu --at 0.55 --script "$scripts/menu.txt" --out menu.png
# D2 in dark, the new background growing from the picker.
printf '0.4 key k\n' > "$scripts/menu-dark.txt"
render --demo menu --at 0.62 --script "$scripts/menu-dark.txt" --out menu-dark.png
# D3: the countdown running, hue ring and orbiting circles.
printf '0.3 key space\n' > "$scripts/timer.txt"
render --demo timer --at 3.4 --script "$scripts/timer.txt" --out timer.png
# D4: the drawer on its way up, the animator's readout beside it.
printf '0.3 key space\n' > "$scripts/drawer.txt"
render --demo drawer --at 0.62 --script "$scripts/drawer.txt" --out drawer.png
# D5: the drops at 0.75 s.
render --demo drops --at 0.75 --out drops.png
# D6: the top card held mid-drag, tilting, over the stack.
printf '0.4 down 640 400\n0.5 move 720 385\n0.6 move 820 370\n' > "$scripts/cards.txt"
render --demo cards --at 0.7 --script "$scripts/cards.txt" --out cards.png
# The gallery: every demo live in its own tile, the timer started from the keyboard.
printf '0.5 key tab\n0.5 key tab\n0.6 key space\n' > "$scripts/gallery.txt"
render --demo gallery --at 2.5 --script "$scripts/gallery.txt" --out gallery.png
# The layers overlay (F3) over D2 while the dark background grows from the picker.
render --demo menu --at 0.62 --script "$scripts/menu-dark.txt" --overlay layers --out overlay-layers.png
# The inspector (F8) beside D5, scrolled to the curve editor of its timing.
printf '0.1 key f8\n0.2 move 1100 400\n0.3 wheel 0 -6\n' > "$scripts/inspector.txt"
render --demo drops --at 1 --script "$scripts/inspector.txt" --out inspector.png
# The animation lanes (S) after two rows and the dark scheme, the highlight's fill selected.
printf '0.3 key down\n0.9 key down\n1.5 key k\n2.6 key s\n2.7 key down\n' > "$scripts/lanes.txt"
render --demo menu --at 2.8 --script "$scripts/lanes.txt" --out lanes.png
# Compare mode: D4 in two lanes, ease-out against spring, one drag on lane A let go mid-way,
# each drawer finishing on its own curve.
printf '0.5 down 300 745\n0.55 move 300 700\n0.6 move 300 600\n0.65 move 300 500\n0.7 up 300 480\n' > "$scripts/compare.txt"
render --demo drawer --compare 'timing=easeOut|spring' --at 0.8 --script "$scripts/compare.txt" --out compare.png
# A Lottie file in the window (./run.sh FILE): lottie-android's cyclist from the real-world corpus
# beside the checkout, 1.6 s in. Without the corpus the picture is left as it is.
cyclist=../../shared/lottie/real-world/cycle_animation.json
if [ -f "$cyclist" ]; then
  render "$cyclist" --demo lottie --at 1.6 --out lottie.png
else
  echo "make-pictures: $cyclist is not beside the checkout; docs/lottie.png left as it is" >&2
fi
# The frame HUD (F2) cannot show a headless run's costs byte for byte; the picture is the test
# suite's golden of it, fed deterministic synthetic frames (SessionToolsTests regenerates it).
cp ../Tests/DemosTests/Goldens/session-hud-drops-640x400@1x.png hud.png

# Clips, made by `record` (lossy WebP, so the README stays light).
clip() { "$playground" record --size 640x400 --fps 25 --quality 80 "$@"; }
# D4: the drawer toggled, caught mid-flight by a drag and sent back.
printf '0.3 key space\n0.9 drag 320 260 320 330 0.35\n2.4 key v\n2.5 key space\n' > "$scripts/drawer-clip.txt"
clip --demo drawer --script "$scripts/drawer-clip.txt" --to 4 --out drawer.webp
# D2: the highlight wiping from row to row, then the dark scheme growing from the picker.
printf '0.3 key down\n0.9 key down\n1.5 key down\n2.2 key k\n3.4 key up\n' > "$scripts/menu-clip.txt"
clip --demo menu --script "$scripts/menu-clip.txt" --to 4.5 --out menu.webp
# D6: a card thrown by a drag, one sent back short of the threshold, one thrown by key and
# brought back mid-flight.
printf '0.3 drag 320 200 520 170 0.3\n1.2 drag 320 200 360 210 0.5\n2.2 key left\n2.45 key z\n' > "$scripts/cards-clip.txt"
clip --demo cards --script "$scripts/cards-clip.txt" --to 3.6 --out cards.webp
# Compare mode: D2's highlight with the selection spring at response 0.5 and 0.3, side by side.
printf '0.3 click 160 170\n1.3 click 160 300\n2.3 click 160 200\n' > "$scripts/compare-clip.txt"
clip --demo menu --compare 'spring=response=0.5,dampingFraction=0.825|response=0.3,dampingFraction=0.825' \
    --script "$scripts/compare-clip.txt" --to 3.4 --out compare.webp
echo "docs: pictures written to $(pwd)" >&2
