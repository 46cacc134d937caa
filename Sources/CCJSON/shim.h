#ifndef CCJSON_SHIM_H
#define CCJSON_SHIM_H
// Lottie documents: cJSON builds the tree in C, so reading a file's hundreds of thousands of
// values costs a pointer walk, not Foundation objects and dynamic casts.
#include <cjson/cJSON.h>
#endif
