package search

import (
	"os"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
)

// BenchmarkTable times decoding and encoding the search index's table
// file named by SEARCH_BENCH_TABLE (skipped without one); bench/caches/
// run.sh runs it on the Lexical site's and a 10,000-doc site's.
func BenchmarkTable(b *testing.B) {
	file := os.Getenv("SEARCH_BENCH_TABLE")
	if file == "" {
		b.Skip("SEARCH_BENCH_TABLE names no table")
	}
	var m cachepb.SearchTable
	if err := files.ReadMessage(file, &m); err != nil {
		b.Fatal(err)
	}
	t := tableFromProto(&m)
	if t == nil {
		b.Fatal("the table's rows do not match")
	}
	b.Run("decode", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			var m cachepb.SearchTable
			if files.ReadMessage(file, &m) != nil || tableFromProto(&m) == nil {
				b.Fatal("unreadable")
			}
		}
	})
	b.Run("encode", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			data, err := proto.Marshal(t.toProto())
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(len(data)), "table-bytes")
		}
	})
}
