package main

import (
	"fmt"
	"os"
	"runtime/pprof"

	"github.com/folio-docs/folio/core/build"
	"github.com/folio-docs/folio/core/trace"
	"github.com/folio-docs/folio/plugins/builtin"
)

func runBuild(args []string) error {
	fs := newFlags("build", "[--config site.toml] [--out DIR] [--json]", "Builds the site: runs the plugins, bundles the theme, renders every route,\nand writes the output atomically (a failed build keeps the previous output).")
	cfg := fs.String("config", "site.toml", "the site's configuration file")
	out := fs.String("out", "", "output directory (default: build/ beside the config file)")
	quiet := fs.Bool("quiet", false, "print only errors and the summary")
	verbose := fs.Bool("verbose", false, "also print the plugins' logs and output")
	theme := fs.String("theme", "", "build with this theme instead of site.toml's")
	asJSON := diagnosticsFlag(fs)
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the core's work to `FILE` (go tool pprof reads it)")
	memProfile := fs.String("memprofile", "", "write a Go heap profile of the core to `FILE` when the build ends (go tool pprof -sample_index=alloc_space reads what was allocated where)")
	traceFile := fs.String("trace", "", "write a timeline of the build (stages, plugin calls, render batches) to `FILE` as Chrome trace-event JSON (chrome://tracing, ui.perfetto.dev)")
	if ok, err := parse(fs, args); !ok {
		return err
	}
	tuneGCForBuild()
	if *cpuProfile != "" {
		stopProfile, err := startCPUProfile(*cpuProfile)
		if err != nil {
			return err
		}
		defer stopProfile()
	}
	if *memProfile != "" {
		defer writeHeapProfile(*memProfile)
	}
	if *traceFile != "" {
		t := trace.Start()
		// Written on failure too: a slow failing build is worth a look.
		defer func() {
			t.Stop()
			if werr := t.WriteFile(*traceFile); werr != nil {
				fmt.Fprintf(os.Stderr, "--trace: %v\n", werr)
			}
		}()
	}
	ctx, stop := startRun()
	defer stop()
	diagnostics := diagnosticsPrinter(*asJSON, *cfg)
	opts := build.Options{ConfigFile: *cfg, OutDir: *out, Node: os.Getenv("FOLIO_NODE"), Theme: *theme, BuiltinPlugins: builtin.Names(), Cold: coldBuild}
	if !*quiet {
		opts.Log = os.Stderr
	}
	if !*quiet || diagnostics.JSON {
		// Editors and CI want every warning; --quiet is for people.
		opts.Diagnostics = diagnostics
	}
	if *verbose {
		opts.PluginLog = os.Stderr
	}
	sum, err := build.Build(ctx, opts)
	if err != nil {
		return report(diagnostics, err, "build")
	}
	sum.Print(summaryOutput(diagnostics))
	return nil
}

// startCPUProfile profiles this process (the plugins and render workers
// are separate processes with their own timings in the summary).
func startCPUProfile(file string) (stop func(), err error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// writeHeapProfile writes the core's heap profile: what it allocated over
// the build, by call site, and what is still live at its end.
func writeHeapProfile(file string) {
	f, err := os.Create(file)
	if err == nil {
		err = pprof.WriteHeapProfile(f)
		f.Close()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "--memprofile: %v\n", err)
	}
}
