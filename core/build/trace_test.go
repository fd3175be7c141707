package build

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/trace"
)

// A traced build writes a trace-event file that names every stage on the
// stages lane, each plugin's Load and PostBuild on the plugin's lane and
// the render batches on a worker's lane, all on one clock.
func TestTracedBuildShowsStagesPluginsAndWorkers(t *testing.T) {
	s := newTestSite(t, smallSite)
	rec := trace.Start()
	sum := s.mustBuild()
	rec.Stop()
	events := traceEvents(t, rec)
	lanes := laneNames(events)
	spans := map[string]bool{} // "lane/name"
	workerBatches := 0
	for _, e := range events {
		if e.Phase != "X" {
			continue
		}
		if e.Dur < 0 || e.TS < 0 {
			t.Errorf("span %s has ts %v dur %v", e.Name, e.TS, e.Dur)
		}
		lane := lanes[e.TID]
		if lane == "" {
			t.Errorf("span %s is on an unnamed lane %d", e.Name, e.TID)
		}
		spans[lane+"/"+e.Name] = true
		if strings.HasPrefix(lane, "render worker") && e.Name == "batch" {
			workerBatches++
		}
	}
	// The stages the session ran before the build (config, start
	// plugins) are traced too: every one the summary lists.
	for _, st := range sum.Stages {
		if !spans["stages/"+st.Name] {
			t.Errorf("the trace has no span for the stage %q; it has %v", st.Name, spans)
		}
	}
	for _, want := range []string{"plugin pages/Load", "plugin pages/PostBuild"} {
		if !spans[want] {
			t.Errorf("the trace has no span %q", want)
		}
	}
	if workerBatches == 0 {
		t.Error("the trace shows no render worker batch")
	}

	// Without a running trace, a build records nothing more.
	s.mustBuild()
	if after := traceEvents(t, rec); len(after) != len(events) {
		t.Errorf("a build after Stop changed the trace: %d events, want %d", len(after), len(events))
	}
}

// traceEvent is an event of a trace file, as the tests read it.
type traceEvent struct {
	Name  string         `json:"name"`
	Phase string         `json:"ph"`
	TS    float64        `json:"ts"`
	Dur   float64        `json:"dur"`
	TID   int            `json:"tid"`
	Args  map[string]any `json:"args"`
}

// traceEvents writes rec's trace file and reads its events back.
// laneNames are the names of a trace's lanes, by id.
func laneNames(events []traceEvent) map[int]string {
	lanes := map[int]string{}
	for _, e := range events {
		if e.Phase == "M" && e.Name == "thread_name" {
			lanes[e.TID], _ = e.Args["name"].(string)
		}
	}
	return lanes
}

func traceEvents(t *testing.T, rec *trace.Recorder) []traceEvent {
	t.Helper()
	file := filepath.Join(t.TempDir(), "build.trace.json")
	if err := rec.WriteFile(file); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var parsed struct {
		TraceEvents []traceEvent `json:"traceEvents"`
	}
	if err := json.Unmarshal(raw, &parsed); err != nil {
		t.Fatalf("the trace is not JSON: %v", err)
	}
	return parsed.TraceEvents
}
