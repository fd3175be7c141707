package server

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strconv"
	"time"
)

// shutdownGrace is how long in-flight requests get to finish after ctx is
// cancelled before their connections are closed.
const shutdownGrace = 5 * time.Second

// listenConfig is what ListenOptions change.
type listenConfig struct {
	jsonErrors     bool
	drain          time.Duration
	maxConnections int
	minWriteRate   int
}

// A ListenOption changes how ListenAndServe serves.
type ListenOption func(*listenConfig)

// JSONErrors makes the answers net/http writes before any handler runs
// (400 for a malformed request or URL, 431 for headers too large, 501)
// JSON {"message","status"}, like an API's own errors.
func JSONErrors() ListenOption { return func(c *listenConfig) { c.jsonErrors = true } }

// Drain makes a stop graceful for requests in flight: when ctx ends the
// listener closes, but requests keep their contexts and get up to d to
// finish (a large download, a search answer) before their connections are
// closed. Without it, requests see ctx's cancellation and get
// shutdownGrace, which suits long-lived streams such as live reload.
func Drain(d time.Duration) ListenOption { return func(c *listenConfig) { c.drain = d } }

// MaxConnections caps the connections open at once (default
// DefaultMaxConnections, lowered to fit the descriptor limit). At the cap,
// a new connection closes the one idle longest; n <= 0 keeps the default.
func MaxConnections(n int) ListenOption {
	return func(c *listenConfig) {
		if n > 0 {
			c.maxConnections = n
		}
	}
}

// MinWriteRate is the slowest, in bytes per second, a client may read an
// answer (default DefaultMinWriteRate); n <= 0 keeps the default.
func MinWriteRate(n int) ListenOption {
	return func(c *listenConfig) {
		if n > 0 {
			c.minWriteRate = n
		}
	}
}

// ListenAndServe serves h on addr (":0" picks a free port) until ctx is
// cancelled, then shuts down gracefully. ready, if not nil, is called with
// "http://localhost:PORT" once the socket is listening, so callers (tests,
// `folio serve` printing its URL) never race the listener.
// It returns nil after a shutdown caused by ctx.
func ListenAndServe(ctx context.Context, addr string, h http.Handler, ready func(url string), options ...ListenOption) error {
	cfg := listenConfig{maxConnections: DefaultMaxConnections, minWriteRate: DefaultMinWriteRate}
	for _, o := range options {
		o(&cfg)
	}
	requestCtx, grace := ctx, shutdownGrace
	if cfg.drain > 0 {
		requestCtx, grace = context.WithoutCancel(ctx), cfg.drain
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	if cfg.jsonErrors {
		ln = jsonErrorListener{ln}
	}
	// Outermost, so the connections it records are the ones ConnState
	// reports.
	limiter := newConnLimiter(ln, maxConnectionsFor(cfg.maxConnections))
	srv := &http.Server{
		Handler:   limitPath(paceWrites(h, cfg.minWriteRate), cfg.jsonErrors),
		ConnState: limiter.track,
		// Slow-loris protection: a client must send its headers promptly.
		ReadHeaderTimeout: 10 * time.Second,
		// Requests to a static site have no bodies worth waiting for; the
		// mounted search API bounds its own body size.
		ReadTimeout:    30 * time.Second,
		IdleTimeout:    2 * time.Minute,
		MaxHeaderBytes: 64 << 10,
		// Writes get deadlines scaled to what is sent (paceWrites): one
		// timeout for all would cut large downloads on slow links and kill
		// long-lived streams (live reload). This one covers what net/http
		// writes itself, and makes it set a fresh deadline per request.
		WriteTimeout: writeGrace,
		//
		// Request contexts derive from ctx (unless Drain), so streaming
		// handlers see the cancellation and return, letting Shutdown finish
		// promptly instead of waiting out the grace period on an open
		// event stream.
		BaseContext: func(net.Listener) context.Context { return requestCtx },
	}

	if ready != nil {
		port := ln.Addr().(*net.TCPAddr).Port
		ready("http://localhost:" + strconv.Itoa(port))
	}

	served := make(chan error, 1)
	go func() { served <- srv.Serve(limiter) }()

	select {
	case err := <-served:
		return err // Serve failed on its own; ErrServerClosed cannot occur here
	case <-ctx.Done():
	}

	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), grace)
	defer cancel()
	shutdownErr := srv.Shutdown(shutdownCtx)
	if errors.Is(shutdownErr, context.DeadlineExceeded) {
		shutdownErr = srv.Close()
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return shutdownErr
}
