package server

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// DefaultMaxConnections is how many connections a server keeps open at
// most, unless MaxConnections says otherwise; it is lowered to fit the
// process's descriptor limit (see maxConnectionsFor).
const DefaultMaxConnections = 4096

// fdHeadroom is how many file descriptors are kept for everything but
// connections: the files being sent, plugins' pipes, the watcher.
const fdHeadroom = 128

// maxConnectionsFor fits want to the descriptor limit, so accepting never
// fails for want of a descriptor: when it does, net/http backs off and no
// new client gets in until an old one leaves.
func maxConnectionsFor(want int) int {
	if lim := openFileLimit(); lim > 0 && want > lim-fdHeadroom {
		want = max(16, lim-fdHeadroom)
	}
	return want
}

// connLimiter keeps at most max connections open. Once there are max, a
// new connection makes room by closing the one that has been idle longest
// (a keep-alive connection between requests, or one that never sent a
// byte), so a flood of idle connections cannot lock out new clients. Only
// when every connection is busy with a request is the new one refused.
type connLimiter struct {
	net.Listener
	max int

	mu    sync.Mutex
	conns map[net.Conn]*connEntry
}

type connEntry struct {
	busy  bool
	since time.Time // when it last became idle
}

func newConnLimiter(ln net.Listener, max int) *connLimiter {
	return &connLimiter{Listener: ln, max: max, conns: map[net.Conn]*connEntry{}}
}

func (l *connLimiter) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.admit(c) {
			return c, nil
		}
		c.Close()
	}
}

// admit records c, closing the oldest idle connection if c is one too many.
func (l *connLimiter) admit(c net.Conn) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.conns) >= l.max {
		var oldest net.Conn
		var since time.Time
		for oc, e := range l.conns {
			if !e.busy && (oldest == nil || e.since.Before(since)) {
				oldest, since = oc, e.since
			}
		}
		if oldest == nil {
			return false
		}
		// Closing makes net/http report StateClosed, which would delete
		// the entry too; deleting here keeps the count right meanwhile.
		delete(l.conns, oldest)
		oldest.Close()
	}
	l.conns[c] = &connEntry{since: time.Now()}
	return true
}

// track is http.Server's ConnState hook.
func (l *connLimiter) track(c net.Conn, state http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.conns[c]
	switch state {
	case http.StateClosed, http.StateHijacked:
		delete(l.conns, c)
	case http.StateActive:
		if ok {
			e.busy = true
		}
	case http.StateIdle:
		if ok {
			e.busy, e.since = false, time.Now()
		}
	}
}
