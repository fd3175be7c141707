package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/server"
)

func runServe(args []string) error {
	fs := newFlags("serve", "[--port N] [--dir DIR] [--config site.toml]", "Serves a built site over HTTP, with compression, caching and the\nnot-found page for unknown paths."+limitsHelp)
	port := fs.Int("port", 3000, "port to listen on")
	host := fs.String("host", "localhost", "interface to listen on")
	dir := fs.String("dir", "", "the built site (default: build/ beside the config file)")
	cfgFile := fs.String("config", "site.toml", "the site's configuration file (for the base URL)")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	limits, err := serverLimits()
	if err != nil {
		return err
	}
	baseURL, siteURL := "/", ""
	root := *dir
	if site, err := config.Load(*cfgFile); err == nil {
		baseURL, siteURL = site.BaseURL, site.URL
		if root == "" {
			root = filepath.Join(site.Dir, "build")
		}
	} else if root == "" {
		return fmt.Errorf("%w\n(use --dir to serve a folder without a site.toml)", err)
	}
	srv, err := server.New(root, server.Options{BaseURL: baseURL, SiteURL: siteURL})
	if err != nil {
		return fmt.Errorf("%w (run 'folio build' first)", err)
	}
	defer srv.Close()
	limitMemory(serveMemoryLimit)
	ctx := stopOnSignal()
	if err := mountSearch(ctx, srv, root, *cfgFile, false); err != nil {
		return err
	}
	addr := *host + ":" + strconv.Itoa(*port)
	return server.ListenAndServe(ctx, addr, srv, func(url string) {
		fmt.Printf("Serving %s at %s%s\n", root, url, baseURL)
	}, append(limits, server.Drain(drainTimeout), server.JSONErrors())...)
}

// drainTimeout is how long `folio serve` and `folio search serve` let
// requests in flight finish after SIGTERM or SIGINT: a large download on
// a slow link, a search answer. Then they exit 0.
const drainTimeout = 20 * time.Second

// stopOnSignal returns a context that ends on the first SIGTERM or
// SIGINT. A second signal ends the process at once, as usual: the first
// one's handler is gone by then.
func stopOnSignal() context.Context {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
		fmt.Fprintf(os.Stderr, "Stopping: requests in flight get up to %s to finish (signal again to stop at once)\n", drainTimeout)
	}()
	return ctx
}
