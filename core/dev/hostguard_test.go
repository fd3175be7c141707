package dev

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHostGuard(t *testing.T) {
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("page with drafts")) })
	type req struct {
		host, origin, site, mode string
		want                     int
	}
	for _, c := range []struct {
		listen string
		reqs   []req
	}{
		{"localhost", []req{
			{host: "localhost:3000", want: 200},
			{host: "LOCALHOST:3000", want: 200},
			{host: "127.0.0.1:3000", want: 200},
			{host: "[::1]:3000", want: 200},
			{host: "localhost", want: 200},
			{host: "rebound.example:3000", want: 421},
			{host: "192.168.1.5:3000", want: 421},
			{host: "localhost.rebound.example", want: 421},
			{host: "localhost:3000", origin: "http://localhost:3000", want: 200},
			{host: "localhost:3000", origin: "http://localhost:5173", want: 403},
			{host: "localhost:3000", origin: "https://attacker.example", want: 403},
			{host: "localhost:3000", origin: "null", want: 403},
			{host: "localhost:3000", site: "cross-site", mode: "no-cors", want: 403},
			{host: "localhost:3000", site: "cross-site", mode: "navigate", want: 200},
			{host: "localhost:3000", site: "same-origin", mode: "cors", want: 200},
		}},
		{"docs.test", []req{
			{host: "docs.test:3000", want: 200},
			{host: "localhost:3000", want: 200},
			{host: "other.test:3000", want: 421},
		}},
		{"0.0.0.0", []req{
			{host: "192.168.1.5:3000", want: 200},
			{host: "[fe80::1]:3000", want: 200},
			{host: "rebound.example:3000", want: 421},
		}},
	} {
		g := newHostGuard(ok, c.listen)
		for _, rq := range c.reqs {
			r := httptest.NewRequest("GET", "/docs/draft/", nil)
			r.Host = rq.host
			if rq.origin != "" {
				r.Header.Set("Origin", rq.origin)
			}
			if rq.site != "" {
				r.Header.Set("Sec-Fetch-Site", rq.site)
				r.Header.Set("Sec-Fetch-Mode", rq.mode)
			}
			w := httptest.NewRecorder()
			g.ServeHTTP(w, r)
			body := w.Body.String()
			if w.Code != rq.want {
				t.Errorf("--host %s, %+v: %d %q, want %d", c.listen, rq, w.Code, body, rq.want)
			}
			why := map[int]string{421: "folio dev answers requests for localhost, 127.0.0.1", 403: "its pages include drafts"}[w.Code]
			if w.Code != 200 && !strings.Contains(body, why) {
				t.Errorf("--host %s, %+v: %q does not say why", c.listen, rq, body)
			}
			if w.Code != 200 && strings.Contains(body, "page with drafts") {
				t.Errorf("--host %s, %+v: the page was sent", c.listen, rq)
			}
		}
	}
}
