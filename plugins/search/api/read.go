package api

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strings"
	"sync"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// multiQuery answers POST /1/indexes/*/queries, DocSearch's only call.
func (h *Handler) multiQuery(w http.ResponseWriter, r *http.Request, _ *endpoint) {
	body, err := readBody(w, r, MaxReadBody)
	if err != nil {
		writeError(w, err)
		return
	}
	reqs, err := parseQueries(body)
	if err != nil {
		writeError(w, err)
		return
	}
	b := buffers.Get().(*bytes.Buffer)
	defer putBuffer(b)
	b.WriteString(`{"results":[`)
	for i, q := range reqs {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := h.search(b, q.indexName, q.params); err != nil {
			writeError(w, err)
			return
		}
	}
	b.WriteString(`]}`)
	writeJSON(w, http.StatusOK, b.Bytes())
}

// queryPost answers POST /1/indexes/{index}/query.
func (h *Handler) queryPost(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	body, err := readBody(w, r, MaxReadBody)
	if err != nil {
		writeError(w, err)
		return
	}
	params, err := parseQuery(body)
	if err != nil {
		writeError(w, err)
		return
	}
	h.answerOne(w, ep.index, params)
}

// queryGet answers GET /1/indexes/{index}?query=…, the oldest search call.
func (h *Handler) queryGet(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	values := r.URL.Query()
	for k := range values {
		if strings.HasPrefix(strings.ToLower(k), "x-algolia-") {
			values.Del(k)
		}
	}
	params, perr := engine.ParseParamsString(values.Encode())
	if perr != nil {
		writeError(w, errorf(http.StatusBadRequest, perr.Error()))
		return
	}
	h.answerOne(w, ep.index, params)
}

func (h *Handler) answerOne(w http.ResponseWriter, index string, params engine.Params) {
	b := buffers.Get().(*bytes.Buffer)
	defer putBuffer(b)
	if err := h.search(b, index, params); err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, b.Bytes())
}

// buffers hold answers while they are written: a page of DocSearch hits
// is 20 to 40 KB, written on every keystroke.
var buffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func putBuffer(b *bytes.Buffer) {
	if b.Cap() > 1<<20 {
		return // a rare huge answer should not stay in memory
	}
	b.Reset()
	buffers.Put(b)
}

// search runs one query and appends its result.
func (h *Handler) search(b *bytes.Buffer, index string, params engine.Params) *apiError {
	ix, ok := h.store.Search(index)
	if !ok {
		return errNoIndex
	}
	q, encoded, err := h.queries.parse(params)
	if err != nil {
		return errorf(http.StatusBadRequest, err.Error())
	}
	res, err := ix.Search(q)
	if err != nil {
		return errorf(http.StatusBadRequest, err.Error())
	}
	info := engine.ResponseInfo{Index: index, Params: encoded}
	if q.ClickAnalytics {
		info.QueryID = newQueryID()
	}
	res.AppendJSON(b, info)
	return nil
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
