//go:build !unix

package server

// openNonblock is a no-op where there are no FIFOs to wait on.
const openNonblock = 0
