package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/server"
)

func runServe(args []string) error {
	fs := newFlags("serve", "[--port N] [--dir DIR] [--config site.toml]", "Serves a built site over HTTP, with compression, caching and the\nnot-found page for unknown paths.")
	port := fs.Int("port", 3000, "port to listen on")
	host := fs.String("host", "localhost", "interface to listen on")
	dir := fs.String("dir", "", "the built site (default: build/ beside the config file)")
	cfgFile := fs.String("config", "site.toml", "the site's configuration file (for the base URL)")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	baseURL := "/"
	root := *dir
	if site, err := config.Load(*cfgFile); err == nil {
		baseURL = site.BaseURL
		if root == "" {
			root = filepath.Join(site.Dir, "build")
		}
	} else if root == "" {
		return fmt.Errorf("%w\n(use --dir to serve a folder without a site.toml)", err)
	}
	srv, err := server.New(root, server.Options{BaseURL: baseURL})
	if err != nil {
		return fmt.Errorf("%w (run 'folio build' first)", err)
	}
	defer srv.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := mountSearch(ctx, srv, root, *cfgFile); err != nil {
		return err
	}
	addr := *host + ":" + strconv.Itoa(*port)
	return server.ListenAndServe(ctx, addr, srv, func(url string) {
		fmt.Printf("Serving %s at %s%s\n", root, url, baseURL)
	})
}
