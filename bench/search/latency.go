package main

import (
	"bytes"
	"slices"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
)

type latencies struct{ p50, p99, mean time.Duration }

func summarize(d []time.Duration) latencies {
	if len(d) == 0 {
		return latencies{}
	}
	slices.Sort(d)
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	at := func(q float64) time.Duration { return d[min(len(d)-1, int(q*float64(len(d))))] }
	return latencies{p50: at(0.50), p99: at(0.99), mean: sum / time.Duration(len(d))}
}

// inProcessLatency times what one API query costs inside the service:
// parsing the parameters, searching, and writing the JSON answer.
func inProcessLatency(ix *engine.Index, set []query, rounds int) latencies {
	params := make([]engine.Params, len(set))
	for i, q := range set {
		params[i] = modalParams(q.Query)
	}
	var buf bytes.Buffer
	var out []time.Duration
	for range rounds {
		for _, p := range params {
			start := time.Now()
			q, err := p.Query()
			if err != nil {
				panic(err)
			}
			res, err := ix.Search(q)
			if err != nil {
				panic(err)
			}
			buf.Reset()
			res.AppendJSON(&buf, engine.ResponseInfo{Index: "bench", Params: p.Encode()})
			out = append(out, time.Since(start))
		}
	}
	return summarize(out)
}
