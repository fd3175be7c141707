package api

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// Limits on one search call's answer. With the caps on hitsPerPage, tags
// and list parameters, an answer of MaxHitsPerCall hits of the Lexical
// site is about 1.5 MB; MaxAnswerBytes only stops what no cap foresaw
// (huge records an admin loaded, say).
const (
	// MaxHitsPerCall bounds the hits of one call, summed over its
	// queries: Algolia's maximum hitsPerPage, once.
	MaxHitsPerCall = engine.MaxHitsPerPage
	// MaxAnswerBytes is the byte budget of one answer. Past it the
	// connection is closed mid-answer: the status was sent long before.
	MaxAnswerBytes = 16 << 20
	// flushAt is how much of an answer is held before it is sent.
	flushAt = 32 << 10
	// answerWriteTimeout bounds the time a client may take to read an
	// answer, so a slow reader cannot keep a slot forever.
	answerWriteTimeout = 30 * time.Second
)

// multiQuery answers POST /1/indexes/*/queries, DocSearch's only call.
func (h *Handler) multiQuery(w http.ResponseWriter, r *http.Request, _ *endpoint) {
	h.searchCall(w, r, func() ([]searchRequest, *apiError) {
		body, err := h.readSearchBody(w, r)
		if err != nil {
			return nil, err
		}
		done, err := h.admission.parsing(r.Context(), body)
		if err != nil {
			return nil, err
		}
		defer done()
		return parseQueries(body)
	}, true)
}

// queryPost answers POST /1/indexes/{index}/query.
func (h *Handler) queryPost(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	h.searchCall(w, r, func() ([]searchRequest, *apiError) {
		body, err := h.readSearchBody(w, r)
		if err != nil {
			return nil, err
		}
		done, err := h.admission.parsing(r.Context(), body)
		if err != nil {
			return nil, err
		}
		defer done()
		params, err := parseQuery(body)
		if err != nil {
			return nil, err
		}
		return []searchRequest{{indexName: ep.index, params: params}}, nil
	}, false)
}

// queryGet answers GET /1/indexes/{index}?query=…, the oldest search call.
func (h *Handler) queryGet(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	h.searchCall(w, r, func() ([]searchRequest, *apiError) {
		values := r.URL.Query()
		for k := range values {
			if strings.HasPrefix(strings.ToLower(k), "x-algolia-") {
				values.Del(k)
			}
		}
		params, err := engine.ParseParamsString(values.Encode())
		if err != nil {
			return nil, errorf(http.StatusBadRequest, err.Error())
		}
		return []searchRequest{{indexName: ep.index, params: params}}, nil
	}, false)
}

// readSearchBody reads a search's body. One over smallBody bytes (or of
// unknown or compressed size) waits for one of a few big-body places
// first, so large or slow uploads hold memory a few at a time and never
// the places searches work in.
func (h *Handler) readSearchBody(w http.ResponseWriter, r *http.Request) ([]byte, *apiError) {
	small := r.ContentLength >= 0 && r.ContentLength <= smallBody && r.Header.Get("Content-Encoding") == ""
	if !small {
		if err := wait(r.Context(), h.admission.bigBodies); err != nil {
			return nil, err
		}
		defer func() { <-h.admission.bigBodies }()
	}
	return readBody(w, r, MaxReadBody)
}

// plannedSearch is one query, parsed and checked, ready to run.
type plannedSearch struct {
	index   string
	ix      *engine.Index
	query   *engine.Query
	encoded string // the "params" echo
}

// searchCall reads a call's queries, admits it, runs every search, and
// only then streams the answer: an error in any query is a clean 400.
// multi wraps the results in {"results":[…]}.
func (h *Handler) searchCall(w http.ResponseWriter, r *http.Request, read func() ([]searchRequest, *apiError), multi bool) {
	reqs, err := read()
	if err != nil {
		writeError(w, err)
		return
	}
	place, err := h.admission.enter(r.Context())
	if err != nil {
		writeError(w, err)
		return
	}
	defer place.release()
	plan, cost, err := h.plan(reqs, multi)
	if err != nil {
		place.release()
		writeError(w, err)
		return
	}
	if cost > heavyCost {
		if err := place.becomeHeavy(); err != nil {
			if err == errBusy {
				w.Header().Set("Retry-After", "1")
			}
			writeError(w, err)
			return
		}
	}
	pace := newPacer(place.heavy)
	results := make([]*engine.Result, len(plan))
	for i, p := range plan {
		res, err := p.ix.Search(p.query)
		if err != nil {
			place.release()
			writeError(w, errorf(http.StatusBadRequest, queryPrefix(i, multi)+err.Error()))
			return
		}
		results[i] = res
		pace.pause()
	}
	h.stream(w, r, plan, results, multi, place, pace)
}

// queryPrefix names the query of a multi-query call an error is about.
func queryPrefix(i int, multi bool) string {
	if !multi {
		return ""
	}
	return fmt.Sprintf("requests[%d]: ", i)
}

// plan looks up each query's index and parses its parameters, and sums
// the call's cost. Over MaxHitsPerCall hits it refuses the call.
func (h *Handler) plan(reqs []searchRequest, multi bool) ([]plannedSearch, int, *apiError) {
	out := make([]plannedSearch, len(reqs))
	hits := 0
	for i, req := range reqs {
		ix, ok := h.store.Search(req.indexName)
		if !ok {
			return nil, 0, errNoIndex
		}
		q, encoded, err := h.queries.parse(req.params)
		if err != nil {
			return nil, 0, errorf(http.StatusBadRequest, queryPrefix(i, multi)+err.Error())
		}
		hits += ix.HitsPerPage(q)
		out[i] = plannedSearch{index: req.indexName, ix: ix, query: q, encoded: encoded}
	}
	if hits > MaxHitsPerCall {
		return nil, 0, errorf(http.StatusBadRequest, fmt.Sprintf(
			"requests: at most %d hits in one call (the sum of hitsPerPage over its queries; this call asks for %d)", MaxHitsPerCall, hits))
	}
	return out, hits + queryCost*len(reqs), nil
}

// stream writes the answer: in pieces of about flushAt bytes once it
// outgrows one, with its Content-Length when it does not. The search lets
// its place go while a piece goes out, so a client that reads slowly
// holds none. Past MaxAnswerBytes, or when the client stops reading, the
// connection is closed: a cut answer must not pass for a whole one.
func (h *Handler) stream(w http.ResponseWriter, r *http.Request, plan []plannedSearch, results []*engine.Result, multi bool, place *place, pace *pacer) {
	buf := buffers.Get().(*bytes.Buffer)
	defer putBuffer(buf)
	sent := 0
	flush := func(p []byte) error {
		if sent == 0 {
			http.NewResponseController(w).SetWriteDeadline(time.Now().Add(answerWriteTimeout))
			setJSONHeaders(w)
			w.WriteHeader(http.StatusOK)
		}
		sent += len(p)
		if sent > MaxAnswerBytes {
			return errAnswerTooLarge
		}
		pace.pause()
		place.release()
		if _, err := w.Write(p); err != nil {
			return err
		}
		if err := place.take(); err != nil {
			return err
		}
		pace.resume()
		return nil
	}
	s := engine.NewStream(buf, flush, flushAt)
	if multi {
		buf.WriteString(`{"results":[`)
	}
	for i, p := range plan {
		if i > 0 {
			buf.WriteByte(',')
		}
		info := engine.ResponseInfo{Index: p.index, Params: p.encoded}
		if p.query.ClickAnalytics {
			info.QueryID = newQueryID()
		}
		if err := results[i].WriteJSON(s, info); err != nil {
			h.abort(r, err)
		}
	}
	if multi {
		buf.WriteString(`]}`)
	}
	place.release()
	if sent == 0 {
		writeJSON(w, http.StatusOK, buf.Bytes())
		return
	}
	if err := s.Flush(); err != nil {
		h.abort(r, err)
	}
}

var errAnswerTooLarge = fmt.Errorf("the answer is over %d bytes", MaxAnswerBytes)

// abort ends an answer already under way by closing the connection.
func (h *Handler) abort(r *http.Request, err error) {
	if h.opts.Logger != nil && errors.Is(err, errAnswerTooLarge) {
		h.opts.Logger.Printf("search: %s %s from %s: %v; connection closed", r.Method, r.URL.Path, r.RemoteAddr, err)
	}
	panic(http.ErrAbortHandler)
}

// buffers hold answers while they are written: a page of DocSearch hits
// is 20 to 40 KB, written on every keystroke.
var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func putBuffer(b *bytes.Buffer) {
	if b.Cap() > 4*flushAt {
		return // a rare big piece should not stay in memory
	}
	b.Reset()
	buffers.Put(b)
}

// listIndices answers GET /1/indexes.
func (h *Handler) listIndices(w http.ResponseWriter, r *http.Request, _ *endpoint) {
	items := h.store.List()
	b, _ := json.Marshal(map[string]any{"items": items, "nbPages": 1})
	writeJSON(w, http.StatusOK, b)
}

// newQueryID identifies a query for click analytics: 32 hex digits.
func newQueryID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b[:])
}
