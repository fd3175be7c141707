//go:build !linux

package proc

import "os/exec"

// Other systems have no parent-death signal that Go exposes: the child
// relies on its stdin pipe closing when folio ends (see the package
// comment).
func start(cmd *exec.Cmd) error {
	return cmd.Start()
}
