package main

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/folio-docs/folio/core/dev"
	"github.com/folio-docs/folio/core/server"
	"github.com/folio-docs/folio/plugins/builtin"
)

func runDev(args []string) error {
	fs := newFlags("dev", "[--port N] [--config site.toml] [--json]", "Builds the site, serves it, and rebuilds on every change: plugins and render\nworkers stay running, only changed pages render again, and open pages reload.\nA failed rebuild shows its error over the last good page.")
	port := fs.Int("port", 3000, "port to listen on")
	host := fs.String("host", "localhost", "interface to listen on")
	cfg := fs.String("config", "site.toml", "the site's configuration file")
	asJSON := diagnosticsFlag(fs)
	if ok, err := parse(fs, args); !ok {
		return err
	}
	ctx, stop := startRun()
	defer stop()
	diagnostics := diagnosticsPrinter(*asJSON, *cfg)
	err := dev.Run(ctx, dev.Options{
		ConfigFile:     *cfg,
		BuiltinPlugins: builtin.Names(),
		Addr:           *host + ":" + strconv.Itoa(*port),
		Log:            os.Stderr,
		Node:           os.Getenv("FOLIO_NODE"),
		Ready: func(url string) {
			fmt.Fprintf(summaryOutput(diagnostics), "folio dev: serving at %s (watching for changes)\n", url)
		},
		// The search API, as `folio serve` has it; it reloads the index
		// when a rebuild replaces it.
		Mount: func(ctx context.Context, srv *server.Server, out string) error {
			return mountSearch(ctx, srv, out, *cfg)
		},
		Diagnostics: diagnostics,
	})
	if err != nil {
		return report(diagnostics, err, "dev")
	}
	return nil
}
