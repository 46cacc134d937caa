import PlaygroundHost

// `playground`: the built-in demos under the same host any package can start.
Playground.mainForBuiltIns()
