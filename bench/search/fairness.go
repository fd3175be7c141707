package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// heavyRequest is a request an attacker might send: valid JSON whose
// answer costs the service as much as one request can make it cost.
type heavyRequest struct {
	name string
	body []byte
	// What one of them gets from the service, alone.
	status int
	bytes  int64
	took   time.Duration
}

// heavyCandidates are the costliest requests we know of. Which of them
// the service accepts depends on its limits, so the fairness phase sends
// each once and loads the service with the slowest it answers with 200.
func heavyCandidates(index string) []heavyRequest {
	tag := func(s string) string { return s + strings.Repeat("x", 64-len(s)-1) + ">" }
	many := func(n int, member func(i int) map[string]any) []byte {
		reqs := make([]any, n)
		for i := range reqs {
			m := member(i)
			m["indexName"] = index
			reqs[i] = m
		}
		b, _ := json.Marshal(map[string]any{"requests": reqs})
		return b
	}
	letters := "eacdtsnrilpmo"
	return []heavyRequest{
		{name: "50 queries × 1,000 hits of \"e\" (the issue's 3 KB body)", body: many(50, func(int) map[string]any {
			return map[string]any{"query": "e", "hitsPerPage": 1000}
		})},
		{name: "1 query × 1,000 hits of \"e\", 64-byte tags, snippets", body: many(1, func(int) map[string]any {
			return map[string]any{"query": "e", "hitsPerPage": 1000, "highlightPreTag": tag("<a"), "highlightPostTag": tag("</a"),
				"attributesToSnippet": []string{"content:1000", "hierarchy.lvl1:1000", "hierarchy.lvl2:1000"}, "snippetEllipsisText": strings.Repeat("…", 21)}
		})},
		{name: "50 queries × 20 hits, one letter each, 64-byte tags", body: many(50, func(i int) map[string]any {
			return map[string]any{"query": letters[i%len(letters) : i%len(letters)+1], "hitsPerPage": 20,
				"highlightPreTag": tag("<a"), "highlightPostTag": tag("</a")}
		})},
	}
}

type fairnessResult struct {
	heavy                 heavyRequest
	candidates            []heavyRequest
	alone, loaded         latencies
	aloneQPS, loadedQPS   float64
	honestErrors          int
	heavyDone, heavyFails int
	heavyBytes            int64
	peakRSS               uint64
}

// fairness measures honest DocSearch queries (varied, from the relevance
// set) on honestConns connections, first alone, then while heavyConns
// other connections send the heaviest valid request in a loop: the same
// service, the same run.
func fairness(folio, indexPath, index string, set []query, honestConns, heavyConns int, d time.Duration) (fairnessResult, error) {
	var res fairnessResult
	svc, err := startService(folio, indexPath)
	if err != nil {
		return res, err
	}
	defer svc.stop()
	url := svc.queriesURL()
	newClient := func(conns int) *http.Client {
		return &http.Client{Timeout: 60 * time.Second,
			Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true}}
	}
	// send posts body and reads the whole answer: its status and size.
	send := func(c *http.Client, body []byte) (int, int64, error) {
		resp, err := c.Post(url, "text/plain", bytes.NewReader(body))
		if err != nil {
			return 0, 0, err
		}
		defer resp.Body.Close()
		n, err := io.Copy(io.Discard, resp.Body)
		return resp.StatusCode, n, err
	}

	probe := newClient(1)
	for _, c := range heavyCandidates(index) {
		start := time.Now()
		c.status, c.bytes, err = send(probe, c.body)
		c.took = time.Since(start)
		if err != nil {
			return res, fmt.Errorf("%s: %w", c.name, err)
		}
		res.candidates = append(res.candidates, c)
		if c.status == http.StatusOK && c.took > res.heavy.took {
			res.heavy = c
		}
	}
	if res.heavy.body == nil {
		return res, fmt.Errorf("the service refused every heavy candidate")
	}

	honestBodies := make([][]byte, len(set))
	for i, q := range set {
		honestBodies[i] = modalBody(index, q.Query)
	}
	honest := newClient(honestConns)
	runHonest := func() (latencies, float64, int) { return honestLoad(honest, url, honestBodies, honestConns, d) }

	// Warm up, then honest traffic alone.
	for i := range honestConns * 4 {
		send(honest, honestBodies[i%len(honestBodies)])
	}
	res.alone, res.aloneQPS, _ = runHonest()

	// The same with heavy traffic beside it.
	heavy := newClient(heavyConns)
	stop := make(chan struct{})
	var done, fails atomic.Int64
	var heavyBytes atomic.Int64
	var hw sync.WaitGroup
	for range heavyConns {
		hw.Add(1)
		go func() {
			defer hw.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				status, n, err := send(heavy, res.heavy.body)
				heavyBytes.Add(n)
				if err != nil || status != http.StatusOK {
					fails.Add(1)
				} else {
					done.Add(1)
				}
			}
		}()
	}
	var peak atomic.Uint64
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
				if rss := processRSS(svc.cmd.Process.Pid); rss > peak.Load() {
					peak.Store(rss)
				}
			}
		}
	}()
	time.Sleep(200 * time.Millisecond) // let the heavy load build up
	res.loaded, res.loadedQPS, res.honestErrors = runHonest()
	close(stop)
	hw.Wait()
	res.heavyDone, res.heavyFails, res.heavyBytes = int(done.Load()), int(fails.Load()), heavyBytes.Load()
	res.peakRSS = peak.Load()
	return res, nil
}

func printFairness(r fairnessResult, honestConns, heavyConns int, d time.Duration) {
	fmt.Println("Heavy requests, each sent once alone:")
	for _, c := range r.candidates {
		fmt.Printf("  %-58s status %d, %8.1f KB, %s\n", c.name, c.status, float64(c.bytes)/1024, ms(c.took))
	}
	fmt.Printf("Fairness: honest DocSearch queries on %d connections, %s each phase, varied queries:\n", honestConns, d)
	fmt.Printf("  alone:                          p50 %s, p99 %s, %.0f queries/s\n", us(r.alone.p50), us(r.alone.p99), r.aloneQPS)
	fmt.Printf("  beside %d connections of heavy: p50 %s, p99 %s, %.0f queries/s, %d errors\n", heavyConns, us(r.loaded.p50), us(r.loaded.p99), r.loadedQPS, r.honestErrors)
	fmt.Printf("  heavy (%s): %d answered, %d refused or failed, %.1f MB sent; service peak RSS %.1f MB\n",
		r.heavy.name, r.heavyDone, r.heavyFails, mb(uint64(r.heavyBytes)), mb(r.peakRSS))
	ratio := 0.0
	if r.alone.p99 > 0 {
		ratio = float64(r.loaded.p99) / float64(r.alone.p99)
	}
	budget(fmt.Sprintf("honest p99 beside heavy traffic within 5× of alone (%.1f×)", ratio), ratio > 0 && ratio <= 5)
	fmt.Println()
}
