// Package trace records where a build spends its time, as Chrome's
// trace-event JSON (chrome://tracing, https://ui.perfetto.dev): the
// stages of the lifecycle, each plugin's calls and each render worker's
// batches, one lane ("thread") apiece on one timeline.
//
// Like runtime/trace, a trace belongs to the whole process: Start begins
// one, and code anywhere marks its work with
//
//	defer trace.Begin("stages", "render").End()
//
// which costs an atomic load and nothing else while no trace is running,
// so the lifecycle carries its marks in every build.
package trace

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// active is the running trace; nil when none is.
var active atomic.Pointer[Recorder]

// Recorder collects the spans of one trace.
type Recorder struct {
	start time.Time
	pid   int

	mu     sync.Mutex
	events []event
	lanes  map[string]int // lane name → its thread id in the file
}

// event is one entry of the traceEvents array. Only complete events
// ("X": a start and a duration) and the metadata naming lanes ("M") are
// written.
type event struct {
	Name  string         `json:"name"`
	Cat   string         `json:"cat,omitempty"`
	Phase string         `json:"ph"`
	TS    float64        `json:"ts"` // microseconds since the trace started
	Dur   float64        `json:"dur,omitempty"`
	PID   int            `json:"pid"`
	TID   int            `json:"tid"`
	Args  map[string]any `json:"args,omitempty"`
}

// Start begins a trace for this process and returns it; Stop ends it.
func Start() *Recorder {
	r := &Recorder{start: time.Now(), pid: os.Getpid(), lanes: map[string]int{}}
	active.Store(r)
	return r
}

// Stop ends the running trace, if r is it: later spans are not recorded.
func (r *Recorder) Stop() { active.CompareAndSwap(r, nil) }

// Span is one piece of work in progress on a lane.
type Span struct {
	r     *Recorder
	lane  string
	name  string
	start time.Time
	args  map[string]any
}

// Begin marks the start of work called name on lane (a stage list, a
// plugin, a worker). End the span when the work ends; without a running
// trace both are free.
func Begin(lane, name string) *Span {
	r := active.Load()
	if r == nil {
		return nil
	}
	return &Span{r: r, lane: lane, name: name, start: time.Now()}
}

// Arg attaches a value shown with the span (a count, a file) and returns
// the span, so that it chains after Begin.
func (s *Span) Arg(key string, value any) *Span {
	if s == nil {
		return nil
	}
	if s.args == nil {
		s.args = map[string]any{}
	}
	s.args[key] = value
	return s
}

// End records the span with its duration.
func (s *Span) End() {
	if s == nil {
		return
	}
	end := time.Now()
	r := s.r
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, event{
		Name: s.name, Cat: s.lane, Phase: "X", PID: r.pid, TID: r.laneID(s.lane),
		TS: micros(s.start.Sub(r.start)), Dur: micros(end.Sub(s.start)), Args: s.args,
	})
}

// laneID returns a lane's thread id, numbering lanes in the order they
// first appear so that the stages come first. Holds r.mu.
func (r *Recorder) laneID(lane string) int {
	id, ok := r.lanes[lane]
	if !ok {
		id = len(r.lanes) + 1
		r.lanes[lane] = id
	}
	return id
}

func micros(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }

// file is the JSON object format of a trace-event file.
type file struct {
	TraceEvents     []event `json:"traceEvents"`
	DisplayTimeUnit string  `json:"displayTimeUnit"`
}

// WriteFile writes what was recorded to path: the lanes' names, then the
// spans in the order they started.
func (r *Recorder) WriteFile(path string) error {
	r.mu.Lock()
	events := append([]event(nil), r.events...)
	lanes := make(map[string]int, len(r.lanes))
	for k, v := range r.lanes {
		lanes[k] = v
	}
	r.mu.Unlock()
	sort.SliceStable(events, func(i, j int) bool { return events[i].TS < events[j].TS })

	out := file{DisplayTimeUnit: "ms"}
	out.TraceEvents = append(out.TraceEvents, event{Name: "process_name", Phase: "M", PID: r.pid, Args: map[string]any{"name": "folio"}})
	for name, id := range lanes {
		out.TraceEvents = append(out.TraceEvents,
			event{Name: "thread_name", Phase: "M", PID: r.pid, TID: id, Args: map[string]any{"name": name}},
			// Lanes keep the order they appeared in, not an alphabetical one.
			event{Name: "thread_sort_index", Phase: "M", PID: r.pid, TID: id, Args: map[string]any{"sort_index": id}})
	}
	out.TraceEvents = append(out.TraceEvents, events...)
	b, err := json.Marshal(out)
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return fmt.Errorf("writing the trace: %w", err)
	}
	return nil
}
