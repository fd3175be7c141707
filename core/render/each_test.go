package render

import (
	"errors"
	"fmt"
	"sync"
	"testing"
)

// echoWorker renders each job as its path, and throws for a path that
// ends in "!".
const echoWorker = `
const rl = require('node:readline').createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const b = JSON.parse(line);
  const header = b.jobs.map((j) => ({ path: j.path, htmlBytes: Buffer.byteLength(j.path), error: j.path.endsWith('!') ? 'Error: no ' + j.path : '' }));
  process.stdout.write(JSON.stringify(header) + '\n' + b.jobs.map((j) => j.path).join(''));
});
`

func startEchoPool(t *testing.T, workers int) *Pool { return startScriptPool(t, echoWorker, workers) }

// RenderEach hands over every page once, each at its job's index, batch
// by batch.
func TestRenderEachHandsOverEveryPageAtItsIndex(t *testing.T) {
	pool := startEchoPool(t, 2)
	jobs := jobsReading(5*BatchSize + 3)
	var mu sync.Mutex
	got := map[int]string{}
	batches := 0
	err := pool.RenderEach(jobs, nil, nil, func(start int, outputs []Output) error {
		mu.Lock()
		defer mu.Unlock()
		batches++
		if start%BatchSize != 0 || len(outputs) > BatchSize {
			t.Errorf("a batch at %d of %d pages", start, len(outputs))
		}
		for k, o := range outputs {
			if _, twice := got[start+k]; twice {
				t.Errorf("page %d handed over twice", start+k)
			}
			got[start+k] = o.HTML
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if batches != 6 || len(got) != len(jobs) {
		t.Fatalf("%d batches, %d pages; want 6 and %d", batches, len(got), len(jobs))
	}
	for i, j := range jobs {
		if got[i] != j.Path {
			t.Errorf("page %d is %q, want %q", i, got[i], j.Path)
		}
	}
}

// Routes that throw in different batches are reported together, in the
// order of the jobs, whichever batch came back first; the batches that
// failed are not handed over.
func TestRenderEachReportsEveryFailedRouteInJobOrder(t *testing.T) {
	pool := startEchoPool(t, 2)
	jobs := jobsReading(4 * BatchSize)
	jobs[3*BatchSize+1].Path = "/late!"
	jobs[2].Path = "/early!"
	var mu sync.Mutex
	handed := map[int]bool{}
	err := pool.RenderEach(jobs, nil, nil, func(start int, _ []Output) error {
		mu.Lock()
		defer mu.Unlock()
		handed[start] = true
		return nil
	})
	var es RouteErrors
	if !errors.As(err, &es) || len(es) != 2 {
		t.Fatalf("err = %v, want two route errors", err)
	}
	if es[0].Path != "/early!" || es[1].Path != "/late!" {
		t.Errorf("reported %s then %s, want /early! then /late!", es[0].Path, es[1].Path)
	}
	if handed[0] || handed[3*BatchSize] || !handed[BatchSize] || !handed[2*BatchSize] {
		t.Errorf("batches handed over: %v; want those of %d and %d only", handed, BatchSize, 2*BatchSize)
	}
}

// An error from each stops the call, and is what it returns.
func TestRenderEachStopsOnTheCallersError(t *testing.T) {
	pool := startEchoPool(t, 1)
	stop := fmt.Errorf("disk full")
	calls := 0
	err := pool.RenderEach(jobsReading(8*BatchSize), nil, nil, func(int, []Output) error {
		calls++
		return stop
	})
	if !errors.Is(err, stop) {
		t.Fatalf("err = %v, want %v", err, stop)
	}
	if calls >= 8 {
		t.Errorf("each was called for all %d batches after failing", calls)
	}
}
