package trace

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// Marks made while no trace runs are dropped without harm; a running
// trace writes each lane once, named, and each span with its arguments.
func TestSpansLandOnNamedLanes(t *testing.T) {
	Begin("stages", "before any trace").Arg("n", 1).End() // a nil span: nothing happens

	r := Start()
	outer := Begin("stages", "render")
	Begin("render worker 1", "batch").Arg("pages", 16).End()
	outer.End()
	r.Stop()
	Begin("stages", "after the trace").End()

	file := filepath.Join(t.TempDir(), "t.json")
	if err := r.WriteFile(file); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		TraceEvents []event `json:"traceEvents"`
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	lanes := map[int]string{}
	var spans []event
	for _, e := range got.TraceEvents {
		switch {
		case e.Phase == "M" && e.Name == "thread_name":
			lanes[e.TID] = e.Args["name"].(string)
		case e.Phase == "X":
			spans = append(spans, e)
		}
	}
	if len(spans) != 2 {
		t.Fatalf("spans = %+v, want the render and its batch only", spans)
	}
	render, batch := spans[0], spans[1]
	if render.Name != "render" || lanes[render.TID] != "stages" || batch.Name != "batch" || lanes[batch.TID] != "render worker 1" {
		t.Errorf("spans on the wrong lanes: %+v %+v (lanes %v)", render, batch, lanes)
	}
	if batch.TS < render.TS || batch.TS+batch.Dur > render.TS+render.Dur {
		t.Errorf("the batch (%v+%v) is not inside the render (%v+%v)", batch.TS, batch.Dur, render.TS, render.Dur)
	}
	if batch.Args["pages"] != float64(16) {
		t.Errorf("batch args = %v", batch.Args)
	}
}
