#ifndef CSDL_SHIM_H
#define CSDL_SHIM_H
// The platform layer's whole view of SDL: the core library, TrueType text and PNG I/O.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
