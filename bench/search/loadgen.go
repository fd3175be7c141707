package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

type loadResult struct {
	requests, errors int
	p50, p99         time.Duration
	perSecond        float64
	rss, peakRSS     uint64
	// At a fixed arrival rate (open loop).
	rate             int
	rateP50, rateP99 time.Duration
	rateErrors       int
	// The service's own CPU time per query in the closed loop: what the
	// service would do with two cores of its own (the load generator takes
	// a share of the same two here).
	cpuPerQuery time.Duration
}

// maxRequests bounds a run whatever its duration.
const maxRequests = 2_000_000

const (
	benchAppID = "BENCH"
	benchKey   = "bench-search-key"
)

// loopbackLoad starts `folio search serve` on the index and drives it from
// conns connections: first each sends the modal's request and waits for
// the answer before the next (a closed loop, bounded by the connection
// count: the service's throughput), then requests arrive at a fixed rate
// (an open loop: latency as visitors see it, queueing included).
func loopbackLoad(folio, indexPath, index string, set []query, conns, rate int, d time.Duration) (loadResult, error) {
	var res loadResult
	svc, err := startService(folio, indexPath)
	if err != nil {
		return res, err
	}
	defer svc.stop()
	cmd := svc.cmd

	bodies := make([][]byte, len(set))
	for i, q := range set {
		bodies[i] = modalBody(index, q.Query)
	}
	url := svc.queriesURL()
	client := &http.Client{
		Timeout:   10 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true},
	}
	send := func(body []byte) error {
		resp, err := client.Post(url, "text/plain", bytes.NewReader(body))
		if err != nil {
			return err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", resp.StatusCode)
		}
		return nil
	}
	// Warm up: connections open, caches filled, as in a running service.
	for i := range conns * 4 {
		if err := send(bodies[i%len(bodies)]); err != nil {
			return res, fmt.Errorf("warm-up query: %w", err)
		}
	}

	var peak, last atomic.Uint64
	stopSampling := make(chan struct{})
	go func() {
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stopSampling:
				return
			case <-t.C:
				if rss := processRSS(cmd.Process.Pid); rss > 0 {
					last.Store(rss)
					if rss > peak.Load() {
						peak.Store(rss)
					}
				}
			}
		}
	}()

	cpuStart := processCPU(cmd.Process.Pid)
	var sent, failed atomic.Int64
	per := make([][]time.Duration, conns)
	var wg sync.WaitGroup
	start := time.Now()
	deadline := start.Add(d)
	for w := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; time.Now().Before(deadline) && sent.Add(1) <= maxRequests; i++ {
				t0 := time.Now()
				if err := send(bodies[i%len(bodies)]); err != nil {
					failed.Add(1)
					continue
				}
				per[w] = append(per[w], time.Since(t0))
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpuUsed := processCPU(cmd.Process.Pid) - cpuStart

	var all []time.Duration
	for _, p := range per {
		all = append(all, p...)
	}
	lat := summarize(all)
	res = loadResult{requests: len(all), errors: int(failed.Load()), p50: lat.p50, p99: lat.p99,
		perSecond: float64(len(all)) / elapsed.Seconds()}
	if len(all) > 0 {
		res.cpuPerQuery = cpuUsed / time.Duration(len(all))
	}

	if rate > 0 {
		res.rate = rate
		openLat, openErrs := openLoop(send, bodies, conns, rate, d)
		res.rateP50, res.rateP99, res.rateErrors = openLat.p50, openLat.p99, openErrs
	}
	close(stopSampling)
	res.rss, res.peakRSS = last.Load(), peak.Load()
	return res, nil
}

// openLoop sends requests at a fixed rate, spread over conns connections,
// for d. A request's latency counts from when it was due, so time spent
// waiting for a free connection counts too (no coordinated omission).
func openLoop(send func([]byte) error, bodies [][]byte, conns, rate int, d time.Duration) (latencies, int) {
	total := int(float64(rate) * d.Seconds())
	due := make(chan time.Time, total)
	start := time.Now()
	go func() {
		for i := range total {
			at := start.Add(time.Duration(i) * time.Second / time.Duration(rate))
			time.Sleep(time.Until(at))
			due <- at
		}
		close(due)
	}()
	per := make([][]time.Duration, conns)
	var failed atomic.Int64
	var wg sync.WaitGroup
	for w := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			i := w
			for at := range due {
				if err := send(bodies[i%len(bodies)]); err != nil {
					failed.Add(1)
				} else {
					per[w] = append(per[w], time.Since(at))
				}
				i += conns
			}
		}()
	}
	wg.Wait()
	var all []time.Duration
	for _, p := range per {
		all = append(all, p...)
	}
	return summarize(all), int(failed.Load())
}

// service is a folio server started for a measurement: `folio search
// serve`, or `folio serve` of a site in dir.
type service struct {
	cmd  *exec.Cmd
	addr string
	dir  string // removed by stop when set
}

// startService runs `folio search serve` on the index at a free loopback
// address and waits until it listens.
func startService(folio, indexPath string) (*service, error) {
	return startFolio(folio, "Search API", func(addr string) []string {
		return []string{"search", "serve", "--index", indexPath, "--listen", addr,
			"--app-id", benchAppID, "--search-key", benchKey, "--config", os.DevNull}
	})
}

// startFolio runs folio with the arguments args gives for a free loopback
// address, and waits until its output says ready.
func startFolio(folio, ready string, args func(addr string) []string) (*service, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(folio, args(addr)...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", folio, err)
	}
	svc := &service{cmd: cmd, addr: addr}
	if err := waitFor(stdout, ready, 30*time.Second); err != nil {
		svc.stop()
		return nil, err
	}
	go io.Copy(io.Discard, stdout)
	return svc, nil
}

// stop kills the server at once: a measurement needs no graceful drain,
// and the attacks' idle connections would hold one open.
func (s *service) stop() {
	s.cmd.Process.Signal(syscall.SIGKILL)
	s.cmd.Wait()
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

// queriesURL is the multi-query endpoint with the bench's credentials.
func (s *service) queriesURL() string {
	return "http://" + s.addr + "/1/indexes/*/queries?x-algolia-application-id=" + benchAppID + "&x-algolia-api-key=" + benchKey
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func waitFor(r io.Reader, text string, timeout time.Duration) error {
	found := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			if strings.Contains(sc.Text(), text) {
				found <- nil
				return
			}
		}
		found <- fmt.Errorf("the service stopped before printing %q", text)
	}()
	select {
	case err := <-found:
		return err
	case <-time.After(timeout):
		return fmt.Errorf("the service did not start within %s", timeout)
	}
}

// processCPU reads a process's user and system CPU time from /proc
// (Linux; clock ticks of 10 ms).
func processCPU(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// Fields after the command name, which is in parentheses.
	rest := string(b[strings.LastIndexByte(string(b), ')')+2:])
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond
}

// processRSS reads a process's resident memory from /proc (Linux).
func processRSS(pid int) uint64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			f := strings.Fields(rest)
			if len(f) > 0 {
				kb, _ := strconv.ParseUint(f[0], 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}
