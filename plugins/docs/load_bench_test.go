package docs

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"syscall"
	"testing"
	"time"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// BenchmarkOneEditLoad is the docs plugin's Load of a one-doc-edit build:
// a new plugin (as each `folio build` starts a new process) over a warm
// parse store, told the digests of every route the last Load sent. It runs
// on a site made by bench/build/gen-docs.sh named by DOCS_BENCH_SITE
// (options {"sidebarPath":"sidebars.json"}); without one it is skipped.
// The site's parse store becomes this test binary's, not folio's.
//
// A process's first Load pays for growing its heap, as a `folio build`'s
// plugin does; the Loads after it do not. With DOCS_BENCH_FRESH=1 each
// process runs one Load (-benchtime 1x), the digests kept in a file of the
// site between processes: run it a few times and drop the first runs,
// which write the store.
//
// DOCS_BENCH_CPUPROFILE and DOCS_BENCH_MEMPROFILE name profiles of the
// timed Loads only (the memory one has a .base beside it for -diff_base).
// With DOCS_BENCH_TREES=1 each Load is handed the stamps of the docs
// folder (LoadRequest.input_trees), taken before it and not timed, as a
// `folio build` takes them while the plugin starts.
func BenchmarkOneEditLoad(b *testing.B) {
	site := os.Getenv("DOCS_BENCH_SITE")
	if site == "" {
		b.Skip("DOCS_BENCH_SITE names no site")
	}
	fresh := os.Getenv("DOCS_BENCH_FRESH") == "1"
	trees := os.Getenv("DOCS_BENCH_TREES") == "1"
	req := &pluginpb.LoadRequest{
		SiteDir:        site,
		OptionsJson:    []byte(`{"sidebarPath":"sidebars.json"}`),
		SiteConfigJson: []byte(`{"title":"Bench","url":"https://bench.example","baseUrl":"/"}`),
		KnownDigests:   benchDigests,
	}
	digestFile := filepath.Join(site, "node_modules", ".cache", "bench-docs-digests.json")
	if fresh {
		if b, err := os.ReadFile(digestFile); err == nil {
			_ = json.Unmarshal(b, &req.KnownDigests)
		}
	}
	load := func() {
		err := New().Load(context.Background(), req, func(it *pluginpb.LoadItem) error {
			if r, ok := it.Item.(*pluginpb.LoadItem_Route); ok {
				req.KnownDigests[r.Route.Path] = r.Route.Digest
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	edited := filepath.Join(site, "site/docs/section-1/guide-2.md")
	edit := func(i int) {
		f, err := os.OpenFile(edited, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			b.Fatal(err)
		}
		fmt.Fprintf(f, "\nEdited (%d).\n", i)
		f.Close()
	}
	if !fresh && !benchWarm[site] {
		load() // the store and the digests, as a warm-up build leaves them
		load()
		benchWarm[site] = true
	}
	if file := os.Getenv("DOCS_BENCH_CPUPROFILE"); file != "" {
		f, err := os.Create(file)
		if err != nil {
			b.Fatal(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			b.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	if file := os.Getenv("DOCS_BENCH_MEMPROFILE"); file != "" {
		writeAllocProfile(b, file+".base")
		defer writeAllocProfile(b, file)
	}
	b.ReportAllocs()
	// CPU time is steadier than wall time on a machine others use.
	var cpu time.Duration
	defer func() { b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op") }()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		edit(i)
		if !fresh {
			runtime.GC()
		}
		req.InputTrees = nil
		if trees {
			req.InputTrees = []*pluginpb.InputTree{stampedTree(b, filepath.Join(site, "site", "docs"))}
		}
		b.StartTimer()
		cpu0 := cpuTime(b)
		load()
		cpu += cpuTime(b) - cpu0
	}
	if fresh {
		b.StopTimer()
		out, _ := json.Marshal(req.KnownDigests)
		if err := os.WriteFile(digestFile, out, 0o644); err != nil {
			b.Fatal(err)
		}
	}
}

// benchWarm and benchDigests keep the warm-up across the calls the
// testing package makes of a benchmark (one per b.N it tries).
var (
	benchWarm    = map[string]bool{}
	benchDigests = map[string]string{}
)

func writeAllocProfile(b *testing.B, file string) {
	f, err := os.Create(file)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		b.Fatal(err)
	}
}

// cpuTime is the CPU time the process used so far.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
