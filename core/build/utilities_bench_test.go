package build

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/ledger"
)

// TestUtilityScanCost prints what the utility-class scan costs on a real
// site (FOLIO_UTILITY_BENCH = its site.toml; the Lexical site's is this
// repository's) with what the last scan read kept file by file, as
// utilities.go keeps it, and with nothing kept, as a scan keyed by one
// ledger record of the whole site's code would run after any change to
// the site's folder (a doc edit included). A measurement, not a check:
// bench/README.md has the figures.
func TestUtilityScanCost(t *testing.T) {
	file := os.Getenv("FOLIO_UTILITY_BENCH")
	if file == "" {
		t.Skip("a measurement: set FOLIO_UTILITY_BENCH to a site.toml")
	}
	site, err := config.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	_, here, _, _ := runtime.Caller(0)
	s := &Session{site: site, clock: ledger.ClockAt(time.Now())}
	s.themes.ThemeDir = filepath.Join(filepath.Dir(here), "..", "..", "themes", "classic", "components")
	if _, err := s.utilityStylesheets(); err != nil {
		t.Fatal(err)
	}
	kept := s.utilities
	const rounds = 50
	for _, mode := range []string{"kept file by file", "nothing kept (whole re-read)"} {
		start, cpu := time.Now(), cpuTime()
		for range rounds {
			if mode == "kept file by file" {
				s.utilities = kept
			} else {
				s.utilities = nil
			}
			if _, err := s.utilityStylesheets(); err != nil {
				t.Fatal(err)
			}
		}
		fmt.Printf("utility scan, %s: %d code files, %.2f ms wall and %.2f ms CPU a scan (%d rounds)\n",
			mode, len(kept.Code), float64(time.Since(start).Microseconds())/1000/rounds,
			float64((cpuTime()-cpu).Microseconds())/1000/rounds, rounds)
	}
}
