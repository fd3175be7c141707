// Package render turns routes into HTML documents: a persistent pool of
// Node workers runs the theme's React components (server rendering is the
// build's heaviest stage, so workers stay alive and take routes in batches),
// and the core assembles each document around their output.
package render

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"strings"
	"sync"

	"github.com/folio-docs/folio/core/proc"
	"github.com/folio-docs/folio/core/trace"
)

// Job is one route to render; it mirrors RenderBatch's jobs in
// core/client/src/server.tsx.
type Job struct {
	Path      string          `json:"path"`
	Component string          `json:"component"`
	Data      json.RawMessage `json:"data"`
	Content   string          `json:"content,omitempty"`
	Meta      any             `json:"meta"`
	// SharedKeys name the shared data the route reads.
	SharedKeys []string `json:"sharedKeys,omitempty"`
}

// batch is one line sent to a worker: the jobs, and the shared data they
// read that the worker does not hold yet. Workers keep what they were
// sent, so a sidebar (1 MB on a 10,000-page site) crosses the pipe once
// per worker rather than once per batch, which made large builds
// quadratic.
type batch struct {
	Jobs   []Job                      `json:"jobs"`
	Shared map[string]json.RawMessage `json:"shared"`
	// GlobalData is the plugins' global data, sent when the worker's copy
	// is missing or stale. It is not in the bundle, so that changing it
	// needs no new bundle.
	GlobalData json.RawMessage `json:"globalData,omitempty"`
}

// Output is what a worker returns for a job.
type Output struct {
	Path string `json:"path"`
	// HTML follows the reply's JSON line as raw bytes (encodeReply in
	// core/client/src/server.tsx); HTMLBytes is its length.
	HTML      string `json:"-"`
	HTMLBytes int    `json:"htmlBytes"`
	Head      struct {
		Title       *string `json:"title"`
		Description *string `json:"description"`
		// HTMLAttributes and BodyAttributes are what the page asked for
		// on <html> and <body> (@docusaurus/Head's <html className>).
		HTMLAttributes map[string]string `json:"htmlAttributes"`
		BodyAttributes map[string]string `json:"bodyAttributes"`
	} `json:"head"`
	// HeadHTML is what the theme's DocumentHead component rendered: inline
	// scripts that must run before first paint, meta and link tags.
	HeadHTML string `json:"headHtml"`
	Error    string `json:"error"`
}

// Pool is a set of long-lived Node processes running the server bundle.
type Pool struct {
	node, bundle string
	workers      []*worker
	free         chan *worker
}

// BatchSize balances the cost of a round trip to a worker against keeping
// both cores busy until the end.
const BatchSize = 16

// NewPool starts n workers (n <= 0 means one per CPU) on the server bundle.
func NewPool(ctx context.Context, node, serverBundle string, n int) (*Pool, error) {
	if n <= 0 {
		n = runtime.NumCPU()
	}
	if node == "" {
		node = "node"
	}
	// The free list has room for a worker per core, which Grow may add.
	p := &Pool{node: node, bundle: serverBundle, free: make(chan *worker, max(n, runtime.NumCPU()))}
	if err := p.Grow(ctx, n); err != nil {
		p.Close()
		return nil, err
	}
	return p, nil
}

// Grow starts workers until the pool has n, or as many as its free list
// holds. Call it while no render runs.
func (p *Pool) Grow(ctx context.Context, n int) error {
	n = min(n, cap(p.free))
	for len(p.workers) < n {
		w, err := startWorker(ctx, p.node, p.bundle)
		if err != nil {
			return err
		}
		p.workers = append(p.workers, w)
		p.free <- w
	}
	return nil
}

// Render renders every job, in batches spread over the workers; shared
// holds the data the jobs' SharedKeys name, global the plugins' global
// data. Results come back in the order of jobs. A route whose component
// throws is reported with its path; the build fails on it.
func (p *Pool) Render(jobs []Job, shared map[string]json.RawMessage, global json.RawMessage) ([]Output, error) {
	out := make([]Output, len(jobs))
	err := p.RenderEach(jobs, shared, global, func(start int, batch []Output) error {
		copy(out[start:], batch)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RenderEach renders every job as Render does, but hands each batch's
// outputs to each as soon as the batch is back (start is the index of
// its first job) and keeps nothing: a build of 100,000 pages holds only
// the batches in flight, not every page's HTML. each runs on the
// batches' goroutines, so concurrently with itself; it is not called
// for a batch in which a route failed. Once every batch has come back,
// the failed routes are reported together, as by Render.
func (p *Pool) RenderEach(jobs []Job, shared map[string]json.RawMessage, global json.RawMessage, each func(start int, outputs []Output) error) error {
	data := newBatchData(shared, global)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	failed := map[int][]Output{} // by batch start: the routes that threw
	// At most two batches a worker are out at once, rendering or being
	// handed to each: when each is slower than the workers (a slow disk),
	// the batches wait here rather than pile up in memory.
	inFlight := make(chan struct{}, 2*len(p.workers))
	for start := 0; start < len(jobs); start += BatchSize {
		end := min(start+BatchSize, len(jobs))
		inFlight <- struct{}{}
		w := <-p.free
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop {
			// A worker died or each failed: the build fails anyway, so the
			// rest are not sent.
			p.free <- w
			<-inFlight
			break
		}
		wg.Add(1)
		go func(start, end int) {
			defer wg.Done()
			defer func() { <-inFlight }()
			span := trace.Begin(fmt.Sprintf("render worker pid %d", w.cmd.Process.Pid), "batch").Arg("pages", end-start)
			res, err := w.render(w.newBatch(jobs[start:end], data))
			span.End()
			p.free <- w
			if err == nil {
				if bad := withErrors(res); len(bad) > 0 {
					mu.Lock()
					failed[start] = bad
					mu.Unlock()
					return
				}
				err = each(start, res)
			}
			if err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		}(start, end)
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	// In the order of jobs, whichever batch came back first.
	var bad []Output
	for start := 0; start < len(jobs); start += BatchSize {
		bad = append(bad, failed[start]...)
	}
	return routeErrors(bad)
}

// withErrors returns the outputs of the routes that threw.
func withErrors(outputs []Output) []Output {
	var bad []Output
	for _, o := range outputs {
		if o.Error != "" {
			bad = append(bad, o)
		}
	}
	return bad
}

// Close stops the workers.
func (p *Pool) Close() {
	for _, w := range p.workers {
		w.close()
	}
}

type worker struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr *strings.Builder
	// held maps each shared key (and globalKey) to the digest of the copy
	// the worker holds. Only the goroutine that took the worker from the
	// free list touches it.
	held map[string]string
}

// globalKey stands for the global data in worker.held; shared keys are
// plugin-chosen names, never empty.
const globalKey = ""

func startWorker(ctx context.Context, node, bundle string) (*worker, error) {
	cmd := exec.CommandContext(ctx, node, bundle)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	w := &worker{cmd: cmd, stdin: stdin, stdout: bufio.NewReaderSize(stdout, 1<<20), stderr: &strings.Builder{}, held: map[string]string{}}
	cmd.Stderr = &limitedWriter{b: w.stderr, max: 64 << 10}
	// The worker ends when its stdin closes, and on Linux with folio too.
	if err := proc.Start(cmd); err != nil {
		return nil, fmt.Errorf("starting the render worker (%s): %w", node, err)
	}
	return w, nil
}

// newBatch packs jobs with the shared and global data this worker does
// not hold in its current version, and records that it now does.
func (w *worker) newBatch(jobs []Job, data *batchData) batch {
	b := batch{Jobs: jobs, Shared: map[string]json.RawMessage{}}
	for _, j := range jobs {
		for _, k := range j.SharedKeys {
			if d := data.digest(k); w.held[k] != d {
				b.Shared[k] = data.shared[k]
				w.held[k] = d
			}
		}
	}
	if d := data.digest(globalKey); w.held[globalKey] != d {
		b.GlobalData = data.global
		w.held[globalKey] = d
	}
	return b
}

// batchData is one Render call's shared and global data, with each
// datum's digest computed once, when a batch first needs it: what tells a
// worker's copy current from stale.
type batchData struct {
	shared map[string]json.RawMessage
	global json.RawMessage
	mu     sync.Mutex
	memo   map[string]string
}

func newBatchData(shared map[string]json.RawMessage, global json.RawMessage) *batchData {
	if len(global) == 0 {
		global = json.RawMessage("{}") // replaces what a worker may hold from an earlier call
	}
	return &batchData{shared: shared, global: global, memo: map[string]string{}}
}

// digest is the hash of the shared datum key, or of the global data for
// globalKey.
func (d *batchData) digest(key string) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	if h, ok := d.memo[key]; ok {
		return h
	}
	value := d.shared[key]
	if key == globalKey {
		value = d.global
	}
	sum := sha256.Sum256(value)
	h := string(sum[:])
	d.memo[key] = h
	return h
}

func (w *worker) render(b batch) ([]Output, error) {
	jobs := b.Jobs
	line, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	if _, err := w.stdin.Write(append(line, '\n')); err != nil {
		return nil, w.died(err)
	}
	reply, err := w.stdout.ReadBytes('\n')
	if err != nil {
		return nil, w.died(err)
	}
	var out []Output
	if err := json.Unmarshal(reply, &out); err != nil {
		return nil, fmt.Errorf("render worker answered something that is not JSON: %w", err)
	}
	if len(out) != len(jobs) {
		return nil, fmt.Errorf("render worker returned %d pages for %d routes", len(out), len(jobs))
	}
	total := 0
	for _, o := range out {
		total += o.HTMLBytes
	}
	pages := make([]byte, total)
	if _, err := io.ReadFull(w.stdout, pages); err != nil {
		return nil, w.died(err)
	}
	// One buffer for the batch, cut into the pages' strings.
	all := string(pages)
	for i := range out {
		out[i].HTML, all = all[:out[i].HTMLBytes], all[out[i].HTMLBytes:]
	}
	return out, nil
}

func (w *worker) died(err error) error {
	_ = w.cmd.Wait()
	return fmt.Errorf("render worker stopped (%v):\n%s", err, indent(strings.TrimSpace(w.stderr.String())))
}

func (w *worker) close() {
	_ = w.stdin.Close()
	_ = w.cmd.Wait()
}

type limitedWriter struct {
	mu  sync.Mutex
	b   *strings.Builder
	max int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if room := l.max - l.b.Len(); room > 0 {
		l.b.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}
