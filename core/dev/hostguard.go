package dev

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// hostGuard keeps the dev server to its developer. Its pages carry drafts
// and its event stream carries build errors with file paths, so:
//
//   - a request must name the server by a host it listens as (localhost,
//     127.0.0.1, [::1] or the --host given): a page whose domain was
//     rebound to 127.0.0.1 names its own domain and gets 421;
//   - a request a browser marks as coming from another origin gets 403,
//     so no other site's page can read a page or search the drafts, even
//     with a simple request that needs no preflight.
//
// Listening on every interface (--host 0.0.0.0) is the developer's choice
// to share the server: then any IP address and the machine's name are
// accepted as hosts too.
type hostGuard struct {
	next    http.Handler
	allowed map[string]bool
	anyIP   bool
	names   string // for messages: "localhost, 127.0.0.1 or [::1]"
}

func newHostGuard(next http.Handler, listenHost string) *hostGuard {
	g := &hostGuard{next: next, allowed: map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true}}
	listenHost = strings.ToLower(strings.Trim(listenHost, "[]"))
	names := []string{"localhost", "127.0.0.1", "[::1]"}
	switch {
	case AllInterfaces(listenHost):
		g.anyIP = true
		if name, err := os.Hostname(); err == nil && name != "" {
			name = strings.ToLower(name)
			g.allowed[name], g.allowed[name+".local"] = true, true
			names = append(names, name)
		}
		names = append(names, "an IP address")
	case !g.allowed[listenHost]:
		g.allowed[listenHost] = true
		names = append(names, listenHost)
	}
	g.names = strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	return g
}

// AllInterfaces reports whether host (as given to --host) listens on every
// interface.
func AllInterfaces(host string) bool {
	host = strings.Trim(host, "[]")
	return host == "" || host == "0.0.0.0" || host == "::"
}

func (g *hostGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !g.hostAllowed(r.Host) {
		w.Header().Set("Connection", "close")
		http.Error(w, fmt.Sprintf("421 misdirected request: folio dev answers requests for %s only, not %q.\nTo answer other names, start it with --host NAME.", g.names, excerpt(r.Host)), http.StatusMisdirectedRequest)
		return
	}
	if origin := r.Header.Get("Origin"); origin != "" && !sameOrigin(origin, r.Host) {
		http.Error(w, fmt.Sprintf("403 forbidden: folio dev answers its own pages only, not requests from %q: its pages include drafts.", excerpt(origin)), http.StatusForbidden)
		return
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" && r.Header.Get("Sec-Fetch-Mode") != "navigate" {
		// A no-cors fetch from another site carries no Origin on GET.
		http.Error(w, "403 forbidden: folio dev answers its own pages only, not requests from other sites: its pages include drafts.", http.StatusForbidden)
		return
	}
	g.next.ServeHTTP(w, r)
}

func (g *hostGuard) hostAllowed(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.ToLower(strings.Trim(host, "[]"))
	if g.allowed[host] {
		return true
	}
	return g.anyIP && net.ParseIP(host) != nil
}

// sameOrigin reports whether origin ("http://localhost:3000") is the
// origin of a page served under host ("localhost:3000").
func sameOrigin(origin, host string) bool {
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, host)
}

// excerpt cuts what a client sent to a length fit for a message.
func excerpt(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
