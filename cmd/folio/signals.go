package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/folio-docs/folio/core/proc"
)

// startRun begins `folio build` and `folio dev`. It deletes the temporary
// folders that killed runs left behind, and returns a context that ends on
// the first SIGINT or SIGTERM (editors, process managers, containers and
// CI stop programs with SIGTERM), so that the command stops its plugins and
// render workers and removes its own temporary folders on the way out. A
// second signal ends the process at once; its children still end with it
// (core/proc), and the next run removes what it left.
func startRun() (context.Context, context.CancelFunc) {
	proc.RemoveStaleTemp()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx, stop
}
