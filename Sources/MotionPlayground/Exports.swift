// A package's scene needs the whole public engine: nodes and modifiers, state and environment
// (Scene), values and springs (Animation), geometry, colours and drawing (Geometry, Raster),
// events (Input), the demo protocol and parameters (Demos, Scene), the session (PlaygroundCore)
// and the host that runs it (PlaygroundHost). One `import MotionPlayground` brings them all.
@_exported import Animation
@_exported import Demos
@_exported import Geometry
@_exported import Input
@_exported import PlaygroundCore
@_exported import PlaygroundHost
@_exported import Raster
@_exported import Scene
