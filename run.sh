#!/usr/bin/env bash
# MotionPlayground's one entry point.
#   ./run.sh [playground options]   install what is missing, build (release), open the window
#   ./run.sh test                   install what the tests need, build, run every test (plain, then
#                                   under AddressSanitizer)
#   ./run.sh watch [--demo X]       the window, rebuilt and replayed at the same moment on every save
#   ./run.sh render …  /  ./run.sh bench …   pass the arguments to the executable
#   ./run.sh docs                   regenerate every picture in docs/ (the README's) from a build
set -euo pipefail
cd "$(dirname "$0")"

runtime_packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libwebp-dev libgif-dev libimagequant-dev libcjson-dev pkg-config)
test_packages=(xvfb xdotool imagemagick x11-utils python3-pil)

missing_packages() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  echo "${missing[@]:-}"
}

ensure_packages() {
  local missing
  missing=$(missing_packages "$@")
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "MotionPlayground needs these Debian packages: $missing" >&2
    echo "Install them with:  sudo apt-get install -y $missing" >&2
    exit 1
  fi
  echo "Installing: $missing" >&2
  apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
}

# Blend2D's frame 30 of the tiger (s5_tiger), which PeerSceneTests compares ours with: neither the
# tiger's data nor a picture of it may live in this repository, so the peer harness beside the
# checkout draws it, when it is there and Python can install blend2d; otherwise that one test is
# skipped, and says why.
peer_frames() {
  local harness=../shared/bench/peers frames=.build/peer-frames venv=.build/peer-venv
  [ -f "$harness/bench.py" ] && [ -f ../shared/bench/data/tiger.json ] || return 0
  if [ ! -f "$frames/blend2d_s5_tiger.png" ]; then
    { [ -x "$venv/bin/python" ] || python3 -m venv "$venv"; } >/dev/null 2>&1 || return 0
    timeout 300 "$venv/bin/pip" install -q blend2d-python==1.0.0 numpy pillow >/dev/null 2>&1 || return 0
    timeout 120 "$venv/bin/python" "$harness/bench.py" --lib blend2d --scenes s5_tiger --png-dir "$frames" >/dev/null 2>&1 || return 0
  fi
  export MOTIONPLAYGROUND_PEER_FRAMES="$PWD/$frames"
}

command -v swift >/dev/null || { echo "swift is not on PATH: install the Swift 6 toolchain first" >&2; exit 1; }

case "${1:-}" in
  test)
    shift
    ensure_packages "${runtime_packages[@]}" "${test_packages[@]}"
    peer_frames
    swift build --build-tests
    swift test --skip-build "$@"
    # The same suite under AddressSanitizer, in its own build folder, with the executable the
    # tests spawn built the same way. Leak detection is off: Mesa, fontconfig and X11 keep
    # allocations for the life of the process, and every window would "leak".
    asan=(--sanitize=address --scratch-path .build-asan)
    swift build --build-tests "${asan[@]}"
    PLAYGROUND_BIN="$(swift build "${asan[@]}" --show-bin-path)/playground"
    # PLAYGROUND_SANITIZER tells the suite which pass this is: a user's package is built and
    # tested once, in the plain pass (building it again would only compile the engine again).
    export PLAYGROUND_BIN ASAN_OPTIONS=detect_leaks=0 PLAYGROUND_SANITIZER=address
    exec swift test --skip-build "${asan[@]}" "$@"
    ;;
  docs)
    ensure_packages "${runtime_packages[@]}"
    swift build -c release --product playground >&2
    exec bash docs/make-pictures.sh "$(swift build -c release --show-bin-path)/playground"
    ;;
  watch)
    # The playground's own demos, rebuilt (release, like the window) and replayed on every save.
    shift
    ensure_packages "${runtime_packages[@]}"
    swift build -c release --product playground
    exec "$(swift build -c release --show-bin-path)/playground" watch "$@"
    ;;
  render|bench)
    ensure_packages "${runtime_packages[@]}"
    swift build -c release --product playground >&2
    exec "$(swift build -c release --show-bin-path)/playground" "$@"
    ;;
  *)
    ensure_packages "${runtime_packages[@]}"
    swift build -c release --product playground
    exec "$(swift build -c release --show-bin-path)/playground" "$@"
    ;;
esac
