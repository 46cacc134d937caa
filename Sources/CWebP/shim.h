#ifndef CWEBP_SHIM_H
#define CWEBP_SHIM_H
// libwebp as the platform layer uses it: the animation encoder (in libwebpmux) for clips, and
// the animation decoder (in libwebpdemux) to read clips back.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
