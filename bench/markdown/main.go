// Command markdown measures the Markdown pipeline's throughput on one
// core: 1,000 synthetic guides through core/markdown, next to goldmark's
// plain GFM conversion of the same documents, the floor any pipeline on
// goldmark stands on. Run it with bench/markdown/run.sh.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/markdown"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
)

func main() {
	count := flag.Int("docs", 1000, "number of documents")
	rounds := flag.Int("rounds", 3, "timed rounds; the best is reported")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the core/markdown rounds to this file")
	flag.Parse()
	// One core, as the budget says: the pipeline runs in one goroutine and
	// the garbage collector gets no second core to hide its cost on.
	runtime.GOMAXPROCS(1)

	r := rand.New(rand.NewPCG(1, 2))
	docs := make([][]byte, *count)
	var size, wordCount int
	for i := range docs {
		docs[i] = []byte(generateDoc(r, i))
		size += len(docs[i])
		wordCount += len(strings.Fields(string(docs[i])))
	}
	fmt.Printf("corpus: %d documents, %.1f MB, %d words a document on average\n",
		len(docs), float64(size)/1e6, wordCount/len(docs))

	pipeline := markdown.NewWithOptions(markdown.Options{
		ResolveLink: func(_, target string) (string, bool) { return "/docs/" + target, true },
	})
	stopProfile := startProfile(*profile)
	ours := best(*rounds, func() error {
		for i, d := range docs {
			if _, err := pipeline.Parse(fmt.Sprintf("docs/guide-%d.md", i), d); err != nil {
				return err
			}
		}
		return nil
	})
	stopProfile()

	gfm := goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(html.WithUnsafe()))
	var out bytes.Buffer
	floor := best(*rounds, func() error {
		for _, d := range docs {
			out.Reset()
			if err := gfm.Convert(d, &out); err != nil {
				return err
			}
		}
		return nil
	})

	report := func(name string, d time.Duration) {
		fmt.Printf("%-28s %8.1f ms  %8.0f docs/s  %6.1f MB/s\n", name, float64(d.Microseconds())/1000,
			float64(len(docs))/d.Seconds(), float64(size)/1e6/d.Seconds())
	}
	report("core/markdown", ours)
	report("goldmark GFM (floor)", floor)
	fmt.Printf("core/markdown costs %.2fx the floor; budget: %d documents under 1 s: %s\n",
		ours.Seconds()/floor.Seconds(), len(docs), verdict(ours, len(docs)))
}

// best runs fn rounds times and returns the fastest run, the figure least
// disturbed by other work on a shared machine.
func best(rounds int, fn func() error) time.Duration {
	var fastest time.Duration
	for i := 0; i < rounds; i++ {
		runtime.GC()
		start := time.Now()
		if err := fn(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if d := time.Since(start); fastest == 0 || d < fastest {
			fastest = d
		}
	}
	return fastest
}

// startProfile starts CPU profiling when path is set; call the returned
// function to stop.
func startProfile(path string) func() {
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return func() { pprof.StopCPUProfile(); _ = f.Close() }
}

func verdict(d time.Duration, docs int) string {
	if d.Seconds()*1000/float64(docs) < 1 {
		return "met"
	}
	return "MISSED"
}
