// Command search measures folio's search service on a built site's index:
// how fast the index loads, how relevant the answers to a set of realistic
// queries are (Success@1, Success@5, MRR), the latency of one query in
// process, and latency and throughput over loopback under a bounded load
// (a fixed number of connections for a fixed time), with the service's
// memory. It prints figures and the budgets of docs/search.md; it is not
// a test. Run it with bench/search/run.sh, after building the site.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
	"github.com/folio-docs/folio/plugins/search/indexfile"
)

func main() {
	index := flag.String("index", "build/search/lexical.index", "the index file a build wrote")
	queriesFile := flag.String("queries", "bench/search/queries.json", "the query set")
	folio := flag.String("folio", "bin/folio", "the folio binary, run as the service under load")
	conns := flag.Int("conns", 64, "connections of the load generator")
	duration := flag.Duration("duration", 5*time.Second, "how long each load phase lasts")
	rate := flag.Int("rate", 2000, "queries a second in the fixed-rate phase (0 skips it)")
	rounds := flag.Int("rounds", 50, "times each query runs in process, for latency")
	verbose := flag.Bool("v", false, "list every query's rank")
	onlyRelevance := flag.Bool("relevance", false, "measure relevance only")
	onlyFairness := flag.Bool("fairness", false, "measure fairness under heavy requests only")
	fairConns := flag.Int("fair-conns", 8, "connections of honest and of heavy traffic in the fairness phase")
	onlyAttacks := flag.Bool("attacks", false, "measure honest traffic beside issue 31's attacks only, on folio serve")
	old := flag.String("old", "", "with -attacks: an older folio binary, measured alternately with -folio")
	flag.Parse()
	if *onlyAttacks {
		if err := attacksOnly(*index, *queriesFile, *folio, *old, *fairConns, *duration); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if *onlyRelevance {
		*rounds, *duration = 0, 0
	}
	if *onlyFairness {
		err := fairnessOnly(*index, *queriesFile, *folio, *fairConns, *duration)
		if err != nil {
			fmt.Fprintln(os.Stderr, "bench/search:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*index, *queriesFile, *folio, *conns, *fairConns, *rate, *duration, *rounds, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "bench/search:", err)
		os.Exit(1)
	}
}

func run(indexPath, queriesFile, folio string, conns, fairConns, rate int, duration time.Duration, rounds int, verbose bool) error {
	set, err := loadQueries(queriesFile)
	if err != nil {
		return err
	}
	fmt.Printf("folio search bench · %s · %d cores · %s\n\n", indexPath, runtime.NumCPU(), runtime.Version())

	start := time.Now()
	f, err := indexfile.ReadFile(indexPath)
	if err != nil {
		return err
	}
	read := time.Since(start)
	ix, err := engine.Build(f.Objects, f.Settings)
	if err != nil {
		return err
	}
	loaded := time.Since(start)
	fmt.Printf("Index %q: %d records, %d terms; read %s, built %s (load %s)\n\n",
		f.Name, ix.Len(), ix.Terms(), ms(read), ms(loaded-read), ms(loaded))

	rel := relevance(ix, set)
	printRelevance(rel, verbose)

	if rounds == 0 {
		return nil
	}
	ix.SetWordCache(0)
	cold := inProcessLatency(ix, set, rounds)
	ix.SetWordCache(engine.DefaultWordCache)
	lat := inProcessLatency(ix, set, rounds)
	fmt.Printf("In process (search + JSON answer, %d queries × %d rounds):\n", len(set), rounds)
	fmt.Printf("  every word looked up:      p50 %s, p99 %s, mean %s\n", us(cold.p50), us(cold.p99), us(cold.mean))
	fmt.Printf("  with the word cache warm:  p50 %s, p99 %s, mean %s\n\n", us(lat.p50), us(lat.p99), us(lat.mean))

	load, err := loopbackLoad(folio, indexPath, f.Name, set, conns, rate, duration)
	if err != nil {
		return err
	}
	fmt.Printf("Over loopback against `folio search serve`, %d connections, %s a phase:\n", conns, duration)
	fmt.Printf("  as fast as it answers: %d queries, %d errors; %.0f queries/s; p50 %s, p99 %s\n",
		load.requests, load.errors, load.perSecond, us(load.p50), us(load.p99))
	if load.cpuPerQuery > 0 {
		fmt.Printf("  service CPU per query: %s, so %.0f queries/s on 2 cores of its own\n",
			us(load.cpuPerQuery), 2*float64(time.Second)/float64(load.cpuPerQuery))
	}
	if load.rate > 0 {
		fmt.Printf("  at %d queries/s:        p50 %s, p99 %s, %d errors\n", load.rate, us(load.rateP50), us(load.rateP99), load.rateErrors)
	}
	fmt.Printf("  service memory %.1f MB, peak RSS %.1f MB\n\n", mb(load.rss), mb(load.peakRSS))

	fair, err := fairness(folio, indexPath, f.Name, set, fairConns, fairConns, duration)
	if err != nil {
		return err
	}
	printFairness(fair, fairConns, fairConns, duration)

	fmt.Println("Budgets (docs/search.md):")
	budget("p50 in process < 1 ms (every word looked up)", cold.p50 < time.Millisecond)
	budget(fmt.Sprintf("p99 over loopback at 64 connections < 10 ms (at %d queries/s)", load.rate), load.rate > 0 && load.rateP99 < 10*time.Millisecond)
	budget("throughput > 5,000 queries/s on 2 cores", load.perSecond > 5000)
	budget("service memory < 100 MB", load.peakRSS < 100<<20)
	budget("index load well under a second (< 500 ms)", loaded < 500*time.Millisecond)
	return nil
}

func budget(what string, ok bool) {
	mark := "ok  "
	if !ok {
		mark = "MISS"
	}
	fmt.Printf("  %s %s\n", mark, what)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }
func us(d time.Duration) string { return fmt.Sprintf("%.0f µs", float64(d)/float64(time.Microsecond)) }
func mb(b uint64) float64       { return float64(b) / (1 << 20) }

// loadSetAndIndexName reads the query set and the name of the index.
func loadSetAndIndexName(queriesFile, indexPath string) ([]query, string, error) {
	set, err := loadQueries(queriesFile)
	if err != nil {
		return nil, "", err
	}
	f, err := indexfile.ReadFile(indexPath)
	if err != nil {
		return nil, "", err
	}
	return set, f.Name, nil
}

// fairnessOnly runs the fairness phase alone (-fairness).
func fairnessOnly(indexPath, queriesFile, folio string, conns int, d time.Duration) error {
	set, index, err := loadSetAndIndexName(queriesFile, indexPath)
	if err != nil {
		return err
	}
	fair, err := fairness(folio, indexPath, index, set, conns, conns, d)
	if err != nil {
		return err
	}
	printFairness(fair, conns, conns, d)
	return nil
}

// attacksOnly runs the attack phase (-attacks) for folio and, if given,
// old, alternating twice.
func attacksOnly(indexPath, queriesFile, folio, old string, conns int, d time.Duration) error {
	set, index, err := loadSetAndIndexName(queriesFile, indexPath)
	if err != nil {
		return err
	}
	bins := []string{folio}
	if old != "" {
		bins = []string{old, folio}
	}
	for round := range 2 {
		for _, bin := range bins {
			rs, err := attacks(bin, indexPath, index, set, conns, d)
			if err != nil {
				return fmt.Errorf("%s: %w", bin, err)
			}
			fmt.Printf("round %d: ", round+1)
			printAttacks(bin, rs)
		}
	}
	return nil
}
