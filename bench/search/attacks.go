package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/folio-docs/folio/plugins/search"
)

// The attacks of issue 31 on `folio serve` with its search API, each
// beside honest DocSearch traffic: the honest p99 alone and beside each
// attack, in the same run, for each binary given (old and new
// alternating, so the machine's load falls on both alike).

// startServeSite runs `folio serve` on a one-page site with the search
// index, in a temporary folder that stop removes.
func startServeSite(folio, indexPath, index string) (*service, error) {
	dir, err := os.MkdirTemp("", "folio-attacks")
	if err != nil {
		return nil, err
	}
	build := filepath.Join(dir, "build")
	idx := search.BuildIndexFile(build, index)
	if err := os.MkdirAll(filepath.Dir(idx), 0o755); err != nil {
		return nil, err
	}
	abs, _ := filepath.Abs(indexPath)
	if err := os.Symlink(abs, idx); err != nil {
		return nil, err
	}
	os.WriteFile(filepath.Join(build, "index.html"), []byte("<!doctype html><h1>Home</h1>"), 0o644)
	toml := fmt.Sprintf("title = \"Bench\"\nurl = \"https://bench.example\"\n\n[themeConfig.search]\nappId = %q\napiKey = %q\nindexName = %q\n", benchAppID, benchKey, index)
	if err := os.WriteFile(filepath.Join(dir, "site.toml"), []byte(toml), 0o644); err != nil {
		return nil, err
	}
	svc, err := startFolio(folio, "Serving", func(addr string) []string {
		host, port, _ := net.SplitHostPort(addr)
		return []string{"serve", "--config", filepath.Join(dir, "site.toml"), "--host", host, "--port", port}
	})
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	svc.dir = dir
	return svc, nil
}

// attack runs against the server at addr until stop closes.
type attack struct {
	name string
	run  func(addr, queriesURL string, stop <-chan struct{})
}

func issue31Attacks(index string) []attack {
	parallel := func(n int, stop <-chan struct{}, one func()) {
		var wg sync.WaitGroup
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					one()
				}
			}()
		}
		wg.Wait()
	}
	client := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	discard := func(resp *http.Response, err error) {
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}
	ors := make([]string, 60000)
	for i := range ors {
		ors[i] = fmt.Sprintf("a:%d", i)
	}
	filterBody := []byte(`{"requests":[{"indexName":"` + index + `","query":"e","facetFilters":"(` + strings.Join(ors, ",") + `)"}]}`)
	return []attack{
		{"4 clients: 64 KB paths of /index.html", func(addr, _ string, stop <-chan struct{}) {
			path := strings.Repeat("/index.html", 5800)
			parallel(4, stop, func() { discard(client.Get("http://" + addr + path)) })
		}},
		{"8 clients: facetFilters string of 60,000 ORs", func(_, url string, stop <-chan struct{}) {
			parallel(8, stop, func() { discard(client.Post(url, "text/plain", bytes.NewReader(filterBody))) })
		}},
		{"4 uploaders: a 20 KB body, a byte every 2 s", func(addr, url string, stop <-chan struct{}) {
			parallel(4, stop, func() { trickle(addr, url, stop) })
		}},
		{"5,000 idle connections", func(addr, _ string, stop <-chan struct{}) {
			var conns []net.Conn
			for range 5000 {
				c, err := net.DialTimeout("tcp", addr, 2*time.Second)
				if err != nil {
					break
				}
				conns = append(conns, c)
			}
			<-stop
			for _, c := range conns {
				c.Close()
			}
		}},
	}
}

// trickle sends a search whose 20 KB body comes a byte every 2 s, until
// the server answers or stop closes.
func trickle(addr, url string, stop <-chan struct{}) {
	c, err := net.DialTimeout("tcp", addr, 2*time.Second)
	if err != nil {
		time.Sleep(100 * time.Millisecond)
		return
	}
	defer c.Close()
	target := strings.TrimPrefix(url, "http://"+addr)
	fmt.Fprintf(c, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n", target, addr, 20<<10)
	answered := make(chan struct{})
	go func() {
		bufio.NewReader(c).ReadString('\n')
		close(answered)
	}()
	for {
		select {
		case <-stop:
			return
		case <-answered:
			return
		case <-time.After(2 * time.Second):
			if _, err := c.Write([]byte(" ")); err != nil {
				return
			}
		}
	}
}

type attackResult struct {
	name        string
	honest      latencies
	qps         float64
	errors      int
	big         latencies // searches with a 20 KB body
	bigMax      time.Duration
	fresh       latencies // honest searches each on a new connection
	freshErrors int
	rss         string
}

// attacks measures honest traffic on conns connections alone, then beside
// each attack, on one `folio serve`.
func attacks(folio, indexPath, index string, set []query, conns int, d time.Duration) ([]attackResult, error) {
	site, err := startServeSite(folio, indexPath, index)
	if err != nil {
		return nil, err
	}
	defer site.stop()
	url := site.queriesURL()
	bodies := make([][]byte, len(set))
	for i, q := range set {
		bodies[i] = modalBody(index, q.Query)
	}
	honest := &http.Client{Timeout: 60 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true}}
	fresh := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	for i := range conns * 4 {
		postAll(honest, url, bodies[i%len(bodies)])
	}
	bigBody := append(modalBody(index, "editor state"), bytes.Repeat([]byte(" "), 20<<10)...)

	measure := func(name string) attackResult {
		r := attackResult{name: name}
		var wg sync.WaitGroup
		var bigs, news []time.Duration
		var freshFailed atomic.Int64
		deadline := time.Now().Add(d)
		wg.Add(2)
		go func() { // one client with big bodies
			defer wg.Done()
			for time.Now().Before(deadline) {
				t0 := time.Now()
				if status, _ := postAll(honest, url, bigBody); status == http.StatusOK {
					bigs = append(bigs, time.Since(t0))
				}
			}
		}()
		go func() { // one client opening a new connection per search
			defer wg.Done()
			for time.Now().Before(deadline) {
				t0 := time.Now()
				if status, _ := postAll(fresh, url, bodies[len(news)%len(bodies)]); status == http.StatusOK {
					news = append(news, time.Since(t0))
				} else {
					freshFailed.Add(1)
					time.Sleep(50 * time.Millisecond)
				}
			}
		}()
		r.honest, r.qps, r.errors = honestLoad(honest, url, bodies, conns, d)
		wg.Wait()
		r.big, r.fresh, r.freshErrors = summarize(bigs), summarize(news), int(freshFailed.Load())
		if len(bigs) > 0 {
			r.bigMax = bigs[len(bigs)-1] // summarize sorted them
		}
		r.rss = fmt.Sprintf("%.0f MB", mb(processRSS(site.cmd.Process.Pid)))
		return r
	}
	results := []attackResult{measure("alone")}
	for _, a := range issue31Attacks(index) {
		stop := make(chan struct{})
		done := make(chan struct{})
		go func() { a.run(site.addr, url, stop); close(done) }()
		time.Sleep(2 * time.Second) // the attack builds up (idle connections open, uploads start)
		results = append(results, measure(a.name))
		close(stop)
		<-done
	}
	return results, nil
}

// postAll posts body and reads the whole answer.
func postAll(c *http.Client, url string, body []byte) (int, int64) {
	resp, err := c.Post(url, "text/plain", bytes.NewReader(body))
	if err != nil {
		return 0, 0
	}
	defer resp.Body.Close()
	n, _ := io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, n
}

// honestLoad drives conns connections of varied DocSearch queries for d;
// each starts at a different place in the set, so caches do not flatter
// it. It returns the latencies, the rate and the failed count.
func honestLoad(c *http.Client, url string, bodies [][]byte, conns int, d time.Duration) (latencies, float64, int) {
	per := make([][]time.Duration, conns)
	var failed atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(d)
	for w := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w * 7; time.Now().Before(deadline); i++ {
				t0 := time.Now()
				if status, _ := postAll(c, url, bodies[i%len(bodies)]); status != http.StatusOK {
					failed.Add(1)
					continue
				}
				per[w] = append(per[w], time.Since(t0))
			}
		}()
	}
	wg.Wait()
	var all []time.Duration
	for _, p := range per {
		all = append(all, p...)
	}
	return summarize(all), float64(len(all)) / time.Since(start).Seconds(), int(failed.Load())
}

func printAttacks(folio string, rs []attackResult) {
	fmt.Printf("%s (folio serve with its search API):\n", folio)
	fmt.Printf("  %-46s %10s %10s %8s %7s %12s %12s %11s %7s\n", "honest traffic", "p50", "p99", "q/s", "errors", "20 KB p50", "20 KB max", "new-conn p99", "RSS")
	for _, r := range rs {
		fmt.Printf("  %-46s %10s %10s %8.0f %7d %12s %12s %11s %7s\n", r.name, ms(r.honest.p50), ms(r.honest.p99), r.qps, r.errors+r.freshErrors,
			ms(r.big.p50), ms(r.bigMax), ms(r.fresh.p99), r.rss)
	}
}
