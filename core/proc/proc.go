// Package proc starts folio's child processes (plugins, Node render
// workers, the MDX compiler, TypeDoc) so that they end with folio however
// folio ends, and names folio's temporary folders after the process that
// owns them, so that a later run can delete what a killed run left.
//
// Two mechanisms make a child die with its parent:
//   - On Linux the kernel sends the child SIGKILL when its parent dies
//     (Pdeathsig). This covers SIGKILL and crashes of folio, which no code of
//     ours sees.
//   - Everywhere, each child reads a pipe from folio on its stdin and exits
//     when it closes: the operating system closes folio's end when folio
//     ends. The render workers and the MDX compiler already serve requests
//     on stdin; plugins watch it when ParentPipe's variable is set (the SDK
//     does this in sdk.Serve); the TypeDoc runner watches it too.
package proc

import "os/exec"

// Start starts cmd so that the child is killed when this process dies. Use
// it instead of cmd.Start for every long-lived child; cmd.Wait, pipes and
// CommandContext work as usual.
func Start(cmd *exec.Cmd) error {
	return start(cmd)
}
