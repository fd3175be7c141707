//go:build !unix

package server

// openFileLimit is unknown here: the default connection cap stands.
func openFileLimit() int { return 0 }
