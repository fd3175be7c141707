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

// ListenAndServe serves h on addr (":0" picks a free port) until ctx is
// cancelled, then shuts down gracefully. ready, if not nil, is called with
// "http://localhost:PORT" once the socket is listening, so callers (tests,
// `folio serve` printing its URL) never race the listener.
// It returns nil after a shutdown caused by ctx.
func ListenAndServe(ctx context.Context, addr string, h http.Handler, ready func(url string)) error {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler: h,
		// Slow-loris protection: a client must send its headers promptly.
		ReadHeaderTimeout: 10 * time.Second,
		// Requests to a static site have no bodies worth waiting for; the
		// mounted search API bounds its own body size.
		ReadTimeout:    30 * time.Second,
		IdleTimeout:    2 * time.Minute,
		MaxHeaderBytes: 64 << 10,
		// No WriteTimeout: it would cut large downloads on slow links and
		// kill long-lived streams (live reload) mid-way.
		//
		// Request contexts derive from ctx, so streaming handlers see the
		// cancellation and return, letting Shutdown finish promptly instead
		// of waiting out the grace period on an open event stream.
		BaseContext: func(net.Listener) context.Context { return ctx },
	}

	if ready != nil {
		port := ln.Addr().(*net.TCPAddr).Port
		ready("http://localhost:" + strconv.Itoa(port))
	}

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()

	select {
	case err := <-served:
		return err // Serve failed on its own; ErrServerClosed cannot occur here
	case <-ctx.Done():
	}

	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
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
