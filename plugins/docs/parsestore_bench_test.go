package docs

import (
	"bytes"
	"context"
	"encoding/gob"
	"os"
	"path/filepath"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/plugins/internal/cachepb"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// BenchmarkParseStore times the parse store's disk format on a site made
// by bench/build/gen-docs.sh named by DOCS_BENCH_SITE (skipped without
// one): reading every shard's records (what each warm Load does), reading
// every body file, and writing every shard anew (what a cold build or a
// changed shard count does). bench/caches/run.sh runs it and prints the
// figures with the bytes the store holds.
func BenchmarkParseStore(b *testing.B) {
	site := os.Getenv("DOCS_BENCH_SITE")
	if site == "" {
		b.Skip("DOCS_BENCH_SITE names no site")
	}
	req := &pluginpb.LoadRequest{
		SiteDir:        site,
		OptionsJson:    []byte(`{}`),
		SiteConfigJson: []byte(`{"title":"Bench","url":"https://bench.example","baseUrl":"/"}`),
	}
	// One Load writes the store as this binary's.
	if err := New().Load(context.Background(), req, func(*pluginpb.LoadItem) error { return nil }); err != nil {
		b.Fatal(err)
	}
	dirs, _ := filepath.Glob(filepath.Join(site, "node_modules", ".cache", "folio", "docs-*"))
	if len(dirs) != 1 {
		b.Fatalf("want one docs store in %s, found %v", site, dirs)
	}
	dir := dirs[0]
	entries, _ := readStore(dir)
	if len(entries) == 0 {
		b.Fatal("the store holds no parse")
	}
	b.Run("read-records", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for range b.N {
			if got, _ := readStore(dir); len(got) != len(entries) {
				b.Fatalf("read %d parses, want %d", len(got), len(entries))
			}
		}
	})
	// The same records through encoding/gob, the other standard encoder
	// issue 26 allows, for comparison.
	shards := map[int]*cachepb.DocShard{}
	for k, p := range entries {
		i := shardOf(k, shardCount(len(entries)))
		if shards[i] == nil {
			shards[i] = &cachepb.DocShard{}
		}
		shards[i].Docs = append(shards[i].Docs, p.toProto(k))
	}
	var gobs [][]byte
	b.Run("gob-encode-records", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for range b.N {
			gobs = gobs[:0]
			for _, m := range shards {
				var buf bytes.Buffer
				if err := gob.NewEncoder(&buf).Encode(m); err != nil {
					b.Fatal(err)
				}
				gobs = append(gobs, buf.Bytes())
			}
		}
	})
	b.Run("gob-decode-records", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for range b.N {
			for _, data := range gobs {
				var m cachepb.DocShard
				if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&m); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("proto-encode-records", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for range b.N {
			for _, m := range shards {
				if _, err := proto.Marshal(m); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("read-bodies", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for range b.N {
			bs := newBodies(dir)
			for k, p := range entries {
				if _, ok := bs.html(p); !ok {
					b.Fatalf("no HTML for %s", k)
				}
			}
		}
	})
	// Every doc's HTML in memory, as after a cold build's parses.
	bs := newBodies(dir)
	for _, p := range entries {
		p.html, _ = bs.html(p)
		p.body = nil
	}
	b.Run("write-all", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b)()
		for range b.N {
			out := b.TempDir()
			if st, _ := writeStore(out, entries, storeState{}); len(st.shards) == 0 {
				b.Fatal("nothing written")
			}
			b.StopTimer()
			var size int64
			filepath.Walk(out, func(_ string, info os.FileInfo, _ error) error {
				if info.Mode().IsRegular() {
					size += info.Size()
				}
				return nil
			})
			b.ReportMetric(float64(size), "store-bytes")
			b.StartTimer()
		}
	})
}

// reportCPU reports the CPU time per op from now until the returned
// function is called (steadier than wall time on a shared machine).
func reportCPU(b *testing.B) func() {
	start := cpuTime(b)
	return func() { b.ReportMetric(float64((cpuTime(b)-start).Microseconds())/1000/float64(b.N), "cpu-ms/op") }
}
