// Package client carries the browser runtime's sources (@folio/client)
// inside the folio binary. The TypeScript next to this file is what gets
// bundled; this Go file only exists because go:embed reads files in its own
// package folder and below.
package client

import "embed"

// Files are the npm package as a site's build uses it: package.json, the
// runtime (src/) and the MDX compiler service (tools/). Tests stay out.
//
//go:embed package.json src tools
var Files embed.FS
