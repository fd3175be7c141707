package files

import "strings"

// SkippedInTree reports whether a folder of this name is passed over when
// a whole tree is watched (`folio dev`): dependencies and hidden folders
// (.git, caches). A plugin that watches a tree and reads a file inside
// such a folder must watch that file on its own.
func SkippedInTree(name string) bool {
	return name == "node_modules" || strings.HasPrefix(name, ".")
}
