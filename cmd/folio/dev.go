package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/folio-docs/folio/core/dev"
	"github.com/folio-docs/folio/core/server"
	"github.com/folio-docs/folio/plugins/builtin"
)

func runDev(args []string) error {
	fs := newFlags("dev", "[--port N] [--config site.toml] [--json]", "Builds the site, serves it, and rebuilds on every change: plugins and render\nworkers stay running, only changed pages render again, and open pages reload.\nA failed rebuild shows its error over the last good page.\n\nIt answers this machine's browser only: requests must name it as\nlocalhost, 127.0.0.1, [::1] or the --host given, and come from its own\npages. --host 0.0.0.0 shares it (drafts included) with your network."+limitsHelp)
	port := fs.Int("port", 3000, "port to listen on")
	host := fs.String("host", "localhost", "interface to listen on")
	cfg := fs.String("config", "site.toml", "the site's configuration file")
	verbose := fs.Bool("verbose", false, "also print the plugins' logs and output")
	asJSON := diagnosticsFlag(fs)
	if ok, err := parse(fs, args); !ok {
		return err
	}
	limits, err := serverLimits()
	if err != nil {
		return err
	}
	if dev.AllInterfaces(*host) {
		fmt.Fprintf(os.Stderr, "folio dev: warning: --host %s serves this site, drafts included, to every machine that can reach this one\n", *host)
	}
	ctx, stop := startRun()
	defer stop()
	diagnostics := diagnosticsPrinter(*asJSON, *cfg)
	// As `folio build --verbose`: the plugins' log lines at their level,
	// and what they print on stdout, under each plugin's name.
	var pluginLog io.Writer
	if *verbose {
		pluginLog = os.Stderr
	}
	err = dev.Run(ctx, dev.Options{
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
			return mountSearch(ctx, srv, out, *cfg, true)
		},
		Listen:      limits,
		Diagnostics: diagnostics,
		PluginLog:   pluginLog,
	})
	if err != nil {
		return report(diagnostics, err, "dev")
	}
	return nil
}
