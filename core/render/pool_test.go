package render

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// reportingWorker answers each job with what its batch carried, so a test
// can see which data crossed the pipe.
const reportingWorker = `
const rl = require('node:readline').createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const b = JSON.parse(line);
  const sent = { shared: Object.keys(b.shared).sort(), global: b.globalData ?? null };
  const html = JSON.stringify(sent);
  const header = b.jobs.map((j) => ({ path: j.path, htmlBytes: Buffer.byteLength(html) }));
  process.stdout.write(JSON.stringify(header) + '\n' + html.repeat(b.jobs.length));
});
`

type sentData struct {
	Shared []string        `json:"shared"`
	Global json.RawMessage `json:"global"`
}

func startReportingPool(t *testing.T) *Pool { return startScriptPool(t, reportingWorker, 1) }

// startScriptPool starts workers running a test's worker script.
func startScriptPool(t *testing.T, worker string, workers int) *Pool {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	script := filepath.Join(t.TempDir(), "worker.cjs")
	if err := os.WriteFile(script, []byte(worker), 0o644); err != nil {
		t.Fatal(err)
	}
	pool, err := NewPool(context.Background(), "node", script, workers)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool
}

func jobsReading(n int, keys ...string) []Job {
	jobs := make([]Job, n)
	for i := range jobs {
		jobs[i] = Job{Path: fmt.Sprintf("/p%d", i), Component: "c", Data: json.RawMessage("{}"), SharedKeys: keys}
	}
	return jobs
}

// batchesCarrying counts the batches whose first job reports that key
// was sent (every job of a batch reports the same).
func batchesCarrying(t *testing.T, out []Output, key string) int {
	t.Helper()
	n := 0
	for i := 0; i < len(out); i += BatchSize {
		var s sentData
		if err := json.Unmarshal([]byte(out[i].HTML), &s); err != nil {
			t.Fatal(err)
		}
		for _, k := range s.Shared {
			if k == key {
				n++
			}
		}
		if key == globalKey && string(s.Global) != "null" {
			n++
		}
	}
	return n
}

func TestWorkersKeepSharedDataBetweenBatches(t *testing.T) {
	pool := startReportingPool(t)
	sidebar := map[string]json.RawMessage{"sidebar": json.RawMessage(`{"items":[1,2,3]}`)}
	global := json.RawMessage(`{"docs":{}}`)

	out, err := pool.Render(jobsReading(5*BatchSize, "sidebar"), sidebar, global)
	if err != nil {
		t.Fatal(err)
	}
	if got := batchesCarrying(t, out, "sidebar"); got != 1 {
		t.Errorf("the sidebar was sent in %d of 5 batches to one worker, want 1", got)
	}
	if got := batchesCarrying(t, out, globalKey); got != 1 {
		t.Errorf("the global data was sent in %d of 5 batches, want 1", got)
	}

	// The next call (a dev rebuild) sends nothing the worker already holds…
	out, err = pool.Render(jobsReading(BatchSize, "sidebar"), sidebar, global)
	if err != nil {
		t.Fatal(err)
	}
	if batchesCarrying(t, out, "sidebar")+batchesCarrying(t, out, globalKey) != 0 {
		t.Errorf("unchanged data was sent again: %s", out[0].HTML)
	}

	// …and sends again what changed.
	changed := map[string]json.RawMessage{"sidebar": json.RawMessage(`{"items":[1,2]}`)}
	out, err = pool.Render(jobsReading(2*BatchSize, "sidebar"), changed, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := batchesCarrying(t, out, "sidebar"); got != 1 {
		t.Errorf("a changed sidebar was sent in %d of 2 batches, want 1", got)
	}
	var s sentData
	if err := json.Unmarshal([]byte(out[0].HTML), &s); err != nil {
		t.Fatal(err)
	}
	if string(s.Global) != "{}" {
		t.Errorf("global data that became empty was sent as %s, want {}", s.Global)
	}
}
