//go:build !unix

package build

import "io/fs"

// inodeOf is 0 where FileInfo carries no file index (Windows): the size
// and time alone stamp a file there.
func inodeOf(fs.FileInfo) uint64 { return 0 }
