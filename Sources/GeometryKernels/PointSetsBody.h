// Passes over a polygon list's points (see `Polygons` in Swift's `Geometry`), written once and
// included by CurveChords.c once per instruction set (GK_FN names a function for the build): every
// fill measures its points and checks that they are finite, four points at a time here.

/// The bounds of `points[0 ..< count]` (x, y pairs, count ≥ 1, all finite) to `bounds` (x0, y0,
/// x1, y1): each the least or greatest of its coordinates.
static void GK_FN(gk_points_bounds)(const double *points, intptr_t count, double *bounds) {
    // Lanes x, y, x, y: the least and greatest of the even and the odd points.
    d4 least = {points[0], points[1], points[0], points[1]}, greatest = least;
    intptr_t i = 0;
    for (; i + 2 <= count; i += 2) {
        d4 pair;
        memcpy(&pair, points + 2 * i, sizeof pair);
        least = pair < least ? pair : least;
        greatest = pair > greatest ? pair : greatest;
    }
    double x0 = least[0] < least[2] ? least[0] : least[2], y0 = least[1] < least[3] ? least[1] : least[3];
    double x1 = greatest[0] > greatest[2] ? greatest[0] : greatest[2];
    double y1 = greatest[1] > greatest[3] ? greatest[1] : greatest[3];
    if (i < count) {
        const double x = points[2 * i], y = points[2 * i + 1];
        x0 = x < x0 ? x : x0;
        x1 = x > x1 ? x : x1;
        y0 = y < y0 ? y : y0;
        y1 = y > y1 ? y : y1;
    }
    bounds[0] = x0;
    bounds[1] = y0;
    bounds[2] = x1;
    bounds[3] = y1;
}

/// Whether every coordinate of `points[0 ..< count]` (x, y pairs) is finite: v − v is 0 for a
/// finite v and NaN otherwise, and NaN survives every sum.
static int32_t GK_FN(gk_points_finite)(const double *points, intptr_t count) {
    d4 sum = 0;
    intptr_t i = 0;
    for (; i + 2 <= count; i += 2) {
        d4 pair;
        memcpy(&pair, points + 2 * i, sizeof pair);
        sum += pair - pair;
    }
    double total = (sum[0] + sum[1]) + (sum[2] + sum[3]);
    if (i < count) total += (points[2 * i] - points[2 * i]) + (points[2 * i + 1] - points[2 * i + 1]);
    return total == 0;
}
