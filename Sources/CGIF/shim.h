#ifndef CGIF_SHIM_H
#define CGIF_SHIM_H
// GIF clips: giflib writes the file, libimagequant chooses the palette (and dithers) so that a
// 256-colour GIF of a gradient or a soft shadow stays smooth.
#include <gif_lib.h>
#include <libimagequant.h>
#endif
