package build

import (
	"testing"
	"time"

	"github.com/folio-docs/folio/core/trace"
)

// tracedBuild builds s with a trace and returns its spans by name: when
// each began and ended, in microseconds.
func tracedBuild(t *testing.T, s *testSite) (*Summary, map[string][2]float64) {
	t.Helper()
	rec := trace.Start()
	sum := s.mustBuild()
	rec.Stop()
	spans := map[string][2]float64{}
	for _, e := range traceEvents(t, rec) {
		if e.Phase == "X" {
			spans[e.Name] = [2]float64{e.TS, e.TS + e.Dur}
		}
	}
	return sum, spans
}

const earlyWorkerSpan = "start a render worker early"

// After an edit, the render worker starts while the plugins still load
// (as the plugin of the edited page loads again), not after; a build that renders
// nothing starts none.
func TestAnEditStartsTheRenderWorkerWhileThePluginsLoad(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	if _, spans := tracedBuild(t, s); spans[earlyWorkerSpan] != [2]float64{} {
		t.Error("a build with nothing to render started a render worker early")
	}
	time.Sleep(10 * time.Millisecond) // a distinct modification time
	s.write("site/pages/about.md", "---\ntitle: About us\n---\n# About us\n\nWe write *edited* sites.\n")
	sum, spans := tracedBuild(t, s)
	early, load := spans[earlyWorkerSpan], spans["load"]
	if early == [2]float64{} {
		t.Fatal("an edit did not start the render worker early")
	}
	if early[0] > load[1] {
		t.Errorf("the render worker started at %.0f µs, after the load stage ended at %.0f µs", early[0], load[1])
	}
	if sum.Rendered != 1 {
		t.Errorf("an edit rendered %d pages, want 1", sum.Rendered)
	}
	s.assertFile("build/about/index.html", "<em>edited</em>", "A shadowed footer")
}

// A build that edits a page and the theme's code at once: the worker
// started early runs the last bundle, so it is stopped unused, and every
// page shows the new code.
func TestAWorkerStartedOnTheLastBundleDoesNotRenderTheNewOne(t *testing.T) {
	s := newTestSite(t, smallSite)
	s.mustBuild()
	time.Sleep(10 * time.Millisecond)
	s.write("site/pages/about.md", "---\ntitle: About us\n---\n# About us\n\nWe write *edited* sites.\n")
	s.write("site/theme/Footer.tsx", "export default function Footer() { return <footer>A new footer</footer>; }\n")
	sum, spans := tracedBuild(t, s)
	if spans[earlyWorkerSpan] == [2]float64{} {
		t.Fatal("the edit did not start the render worker early")
	}
	if sum.Rendered != 3 {
		t.Errorf("a code change rendered %d pages, want 3", sum.Rendered)
	}
	s.assertFile("build/about/index.html", "<em>edited</em>", "A new footer")
	s.assertFile("build/index.html", "A new footer")
}
