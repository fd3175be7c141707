// Package dev is `folio dev`: build, serve, watch, rebuild only what
// changed, and reload the browser. Plugins and render workers stay running
// between rebuilds; a failed rebuild keeps the last good pages served and
// shows its error over them.
package dev

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"time"

	"github.com/folio-docs/folio/core/build"
	"github.com/folio-docs/folio/core/diag"
	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/core/server"
)

// Options configure a dev session.
type Options struct {
	ConfigFile string
	Addr       string // e.g. "localhost:3000"
	Log        io.Writer
	Node       string
	// Ready is called with the URL once the site is served.
	Ready func(url string)
	// Mount adds endpoints to the dev server (the search API), given the
	// output directory it serves.
	Mount func(ctx context.Context, srv *server.Server, outDir string) error
	// Diagnostics prints a failed build's problems (default: for people,
	// on Log).
	Diagnostics *diag.Printer
	// BuiltinPlugins are the plugins the binary serves (build.Options).
	BuiltinPlugins []string
	// Listen are options of the server (connection and write limits).
	Listen []server.ListenOption
	// PluginLog receives the plugins' own log lines and what they print
	// on stdout (build.Options.PluginLog, `folio dev --verbose`); nil
	// discards them.
	PluginLog io.Writer
}

// Run builds, serves and rebuilds until ctx is cancelled. Every build,
// the first and each after a change, is build.Session.Build: the same
// lifecycle as `folio build`, writing into the served folder in place.
func Run(ctx context.Context, opts Options) error {
	out, err := proc.MkdirTemp("", proc.DevOutputPrefix)
	if err != nil {
		return err
	}
	defer os.RemoveAll(out)
	bopts := build.Options{ConfigFile: opts.ConfigFile, OutDir: out, Node: opts.Node, Live: true, BodyEnd: clientScript, BuiltinPlugins: opts.BuiltinPlugins, Diagnostics: printerFor(opts), PluginLog: opts.PluginLog}
	reload := newReloader()

	session, err := build.Open(ctx, bopts)
	if err != nil {
		return err
	}
	defer func() { session.Close() }()
	sum, err := session.Build(ctx, build.Everything())
	// A site that does not build yet is a mistake to fix like any other:
	// dev serves a page that shows the error and waits for the fix.
	waiting := err != nil
	switch {
	case waiting && ctx.Err() != nil:
		return err
	case waiting:
		reload.failed(err, printerFor(opts))
		if err := writeWaitingPages(out); err != nil {
			return err
		}
		logf(opts.Log, "the first build failed; the browser shows the error until it is fixed\n")
	default:
		if err := session.PostBuild(ctx); err != nil {
			return err
		}
		logf(opts.Log, "built %d routes in %s\n", sum.Routes, sum.Total.Round(time.Millisecond))
	}

	srv, err := server.New(out, server.Options{BaseURL: session.Site().BaseURL})
	if err != nil {
		return err
	}
	defer srv.Close()
	srv.Mount(EventsPath, reload)
	if opts.Mount != nil {
		if err := opts.Mount(ctx, srv, out); err != nil {
			return err
		}
	}

	w, err := newWatcher(session.Inputs())
	if err != nil {
		return err
	}
	defer w.close()

	served := make(chan error, 1)
	host, _, err := net.SplitHostPort(opts.Addr)
	if err != nil {
		return err
	}
	guarded := newHostGuard(srv, host)
	go func() { served <- server.ListenAndServe(ctx, opts.Addr, guarded, opts.Ready, opts.Listen...) }()
	// The search index, sitemap and feeds follow a build once edits
	// pause, after the page has been told to reload: an edit shows without
	// waiting for them, and a burst of saves does not queue them up.
	var postBuild <-chan time.Time
	for {
		select {
		case err := <-served:
			return err
		case <-postBuild:
			postBuild = nil
			if err := session.PostBuild(ctx); err != nil && ctx.Err() == nil {
				printerFor(opts).PrintError(err, "post-build")
			}
		case changed, ok := <-w.changes:
			if !ok {
				return nil
			}
			start := time.Now()
			changes := build.Changed(changed)
			if containsAny(changed, session.ConfigFiles()) {
				// A new configuration can change everything, plugins
				// included: start over, keeping the old session until the
				// new one is up.
				next, err := build.Open(ctx, bopts)
				if err != nil && ctx.Err() != nil {
					return nil
				}
				if err != nil {
					reload.failed(err, printerFor(opts))
					continue
				}
				session.Close()
				session, changes = next, build.Everything()
			}
			sum, err := session.Build(ctx, changes)
			if err != nil && ctx.Err() != nil {
				// Stopped (Ctrl-C, SIGTERM) in the middle of a rebuild:
				// the build did not fail, it was told to stop.
				return nil
			}
			if err != nil {
				reload.failed(err, printerFor(opts))
				// The fix may be in a file only a new configuration
				// names, or in one a plugin that failed did not get to
				// name this time: the watched set only grows.
				w.follow(w.watching().And(session.Inputs()))
				continue
			}
			if waiting {
				waiting = false
				removeWaitingPages(out)
			}
			reload.reload()
			logf(opts.Log, "rebuilt %s in %s (%d routes rendered again; %s)\n", describe(changed, session.Site().Dir), time.Since(start).Round(100*time.Microsecond), sum.Rendered, sum.StageLine())
			// The inputs follow the configuration and the bundle's files;
			// after the reload, so the page does not wait for it.
			w.follow(session.Inputs())
			postBuild = time.After(300 * time.Millisecond)
		}
	}
}

func containsAny(xs, ys []string) bool {
	for _, y := range ys {
		if contains(xs, y) {
			return true
		}
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// describe names what changed for the log line. A path that still exists
// is named first: an editor's save (sed -i, vim, many IDEs) writes a
// temporary file and renames it over the page, and the watcher reports
// both; the page is the one the author knows.
func describe(changed []string, dir string) string {
	if len(changed) == 0 {
		return "the site"
	}
	first := changed[0]
	for _, p := range changed {
		if _, err := os.Lstat(p); err == nil {
			first = p
			break
		}
	}
	rel, err := filepath.Rel(dir, first)
	if err != nil {
		rel = first
	}
	if len(changed) > 1 {
		return fmt.Sprintf("%s and %d more", rel, len(changed)-1)
	}
	return rel
}

func logf(w io.Writer, format string, args ...any) {
	if w != nil {
		fmt.Fprintf(w, format, args...)
	}
}
