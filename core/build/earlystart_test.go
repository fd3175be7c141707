package build

import (
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/trace"
)

// tracedSpans builds the site with a trace and returns the build's
// summary and its spans, as "lane/name".
func tracedSpans(t *testing.T, s *testSite) (*Summary, map[string]bool) {
	t.Helper()
	rec := trace.Start()
	sum := s.mustBuild()
	rec.Stop()
	return sum, spanSet(traceEvents(t, rec))
}

// spanSet are the spans of a trace's events, as "lane/name".
func spanSet(events []traceEvent) map[string]bool {
	lanes := laneNames(events)
	spans := map[string]bool{}
	for _, e := range events {
		if e.Phase == "X" {
			spans[lanes[e.TID]+"/"+e.Name] = true
		}
	}
	return spans
}

// span is the first span named "lane/name" among a trace's events, or nil.
func span(events []traceEvent, name string) *traceEvent {
	lanes := laneNames(events)
	for i, e := range events {
		if e.Phase == "X" && lanes[e.TID]+"/"+e.Name == name {
			return &events[i]
		}
	}
	return nil
}

func names(spans map[string]bool) []string {
	var out []string
	for s := range spans {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// After an edit to one plugin's content, that plugin starts before the
// load stage; the other reusable plugins, whose inputs did not change,
// have their Load replayed and start in the background, and run their
// PostBuild on the new pages, having loaded as soon as they started; but
// the pages plugin, whose PostBuild reads no routes
// (post_build_without_routes), is not started at all: its last PostBuild
// is kept. (The sitemap's PostBuild reads the routes but no page,
// post_build_without_pages, yet it starts: the edit changed the doc's
// first line of text, which is its description, a part of the routes'
// meta.)
// The output is a cold build's.
func TestAnEditStartsTheUnchangedPluginsInTheBackground(t *testing.T) {
	s := builtReuseSite(t)
	s.mustBuild()

	s.write("site/docs/setup.md", "# Setup\n\nInstall it with pnpm.\n")
	rec := trace.Start()
	sum := s.mustBuild()
	rec.Stop()
	events := traceEvents(t, rec)
	spans := spanSet(events)
	for _, want := range []string{"plugin docs/start", "plugin docs/Load"} {
		if !spans[want] {
			t.Errorf("the edited plugin's build lacks the span %q: %v", want, names(spans))
		}
	}
	// The edited plugin starts as soon as its own check finds the change,
	// before every plugin's is done.
	docs, check := span(events, "plugin docs/start"), span(events, "stages/check plugin inputs")
	if docs == nil || check == nil || docs.TS >= check.TS+check.Dur {
		t.Errorf("the docs plugin's start (%+v) did not begin within the check of the plugins' inputs (%+v)", docs, check)
	}
	if !spans["plugin pages/Load (reused)"] || spans["plugin pages/start (early)"] || spans["plugin pages/start"] {
		t.Errorf("the pages plugin was started, or its Load not replayed: %v", names(spans))
	}
	for _, name := range []string{"search", "sitemap"} {
		for _, want := range []string{"start (early)", "Load (reused)", "Load (background)", "PostBuild"} {
			if !spans["plugin "+name+"/"+want] {
				t.Errorf("plugin %s: no span %q: %v", name, want, names(spans))
			}
		}
		if spans["plugin "+name+"/start"] {
			t.Errorf("plugin %s was started before the load stage, though its inputs did not change", name)
		}
		// Its Load runs once it has started, not at post-build.
		if spans["plugin "+name+"/Load"] {
			t.Errorf("plugin %s loaded at post-build: %v", name, names(spans))
		}
	}
	// Every plugin but pages ran its PostBuild on a process of its own.
	for _, p := range sum.Plugins {
		if p.Name == "pages" {
			if !p.Reused || p.PID != 0 || spans["plugin pages/PostBuild"] {
				t.Errorf("the pages plugin, whose PostBuild reads no routes, was started for it: %+v", p)
			}
		} else if p.Reused || p.PID == 0 {
			t.Errorf("plugin %s: %+v, want started for its post-build", p.Name, p)
		}
	}
	s.assertFile("build/docs/setup/index.html", "Install it with pnpm.")
	sameTree(t, "after the edit", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}

// A plugin started in the background for a PostBuild that is reused after
// all (an edit that changes no page) is stopped with the others, and the
// build keeps its last output.
func TestABackgroundStartNotNeededIsStopped(t *testing.T) {
	s := builtReuseSite(t)
	s.mustBuild()

	// The same text written again: the docs plugin's input changed by its
	// stamp, its pages did not.
	setup := filepath.Join(s.dir, "site/docs/setup.md")
	now := time.Now()
	if err := os.Chtimes(setup, now, now); err != nil {
		t.Fatal(err)
	}
	waitForNextTick(t, s.dir)
	sum, spans := tracedSpans(t, s)
	if !spans["plugin docs/start"] {
		t.Errorf("the docs plugin, whose input changed, was not started: %v", names(spans))
	}
	for _, p := range sum.Plugins {
		if p.Name == "docs" {
			continue
		}
		// The pages plugin's PostBuild reads no routes, the sitemap's no
		// page: each is kept, with no process started for it.
		if early := spans["plugin "+p.Name+"/start (early)"]; early != (p.Name == "search") {
			t.Errorf("plugin %s started in the background: %v: %v", p.Name, early, names(spans))
		}
		if !p.Reused || p.PID != 0 {
			t.Errorf("plugin %s: %+v, want its last PostBuild reused and no process kept", p.Name, p)
		}
	}
	sameTree(t, "after the touch", readTree(t, filepath.Join(s.dir, "build")), s.coldTree(), nil)
}
