package api

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// readBody reads a request body of at most limit bytes, gunzipping it
// when the client compressed it (Algolia's clients may, for big batches).
// The body must arrive at MinBodyRate (see bodyPace), or the answer is 408.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, *apiError) {
	paced := newBodyPace(w, r.Body)
	defer paced.done()
	body := http.MaxBytesReader(w, paced, limit)
	var src io.Reader = body
	if strings.EqualFold(r.Header.Get("Content-Encoding"), "gzip") {
		zr, err := gzip.NewReader(body)
		if err != nil {
			return nil, errorf(http.StatusBadRequest, "Invalid gzip body")
		}
		// The limit holds for the uncompressed size too.
		src = io.LimitReader(zr, limit+1)
	}
	b, err := io.ReadAll(src)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) || int64(len(b)) > limit {
		return nil, errorf(http.StatusRequestEntityTooLarge, fmt.Sprintf("Request body is too large: at most %d bytes", limit))
	}
	if paced.timedOut {
		w.Header().Set("Connection", "close")
		return nil, errSlowBody
	}
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "Could not read the request body")
	}
	return b, nil
}

// searchRequest is one query of a multi-query call.
type searchRequest struct {
	indexName string
	params    engine.Params
}

// parseQueries reads the body of POST /1/indexes/*/queries:
// {"requests":[{"indexName":…, "params":"query=…"} or flattened
// parameters], "strategy":…}.
func parseQueries(body []byte) ([]searchRequest, *apiError) {
	var envelope struct {
		Requests []json.RawMessage `json:"requests"`
		Strategy string            `json:"strategy"`
	}
	if err := decodeObject(body, &envelope); err != nil {
		return nil, err
	}
	if len(envelope.Requests) == 0 {
		return nil, errorf(http.StatusBadRequest, "requests: at least one request is required")
	}
	if len(envelope.Requests) > MaxQueries {
		return nil, errorf(http.StatusBadRequest, fmt.Sprintf("requests: at most %d requests per call", MaxQueries))
	}
	out := make([]searchRequest, 0, len(envelope.Requests))
	for i, raw := range envelope.Requests {
		var members map[string]json.RawMessage
		if err := json.Unmarshal(raw, &members); err != nil || members == nil {
			return nil, errorf(http.StatusBadRequest, fmt.Sprintf("requests[%d]: must be an object", i))
		}
		var name string
		if err := json.Unmarshal(members["indexName"], &name); err != nil || name == "" {
			return nil, errorf(http.StatusBadRequest, fmt.Sprintf("requests[%d]: indexName is required", i))
		}
		delete(members, "indexName")
		params, err := requestParams(members)
		if err != nil {
			return nil, errorf(http.StatusBadRequest, fmt.Sprintf("requests[%d]: %s", i, err.message))
		}
		out = append(out, searchRequest{indexName: name, params: params})
	}
	return out, nil
}

// parseQuery reads the body of POST /1/indexes/{index}/query.
func parseQuery(body []byte) (engine.Params, *apiError) {
	var members map[string]json.RawMessage
	if len(bytes.TrimSpace(body)) == 0 {
		return engine.Params{}, nil
	}
	if err := decodeObject(body, &members); err != nil {
		return nil, err
	}
	return requestParams(members)
}

// requestParams merges a request's legacy params string with its
// flattened members; a member wins over the same name in the string.
func requestParams(members map[string]json.RawMessage) (engine.Params, *apiError) {
	params := engine.Params{}
	if raw, ok := members["params"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, errorf(http.StatusBadRequest, "params must be a string")
		}
		p, err := engine.ParseParamsString(s)
		if err != nil {
			return nil, errorf(http.StatusBadRequest, err.Error())
		}
		params = p
		delete(members, "params")
	}
	if raw, ok := members["type"]; ok {
		var t string
		if json.Unmarshal(raw, &t) != nil || (t != "default" && t != "") {
			return nil, errorf(http.StatusBadRequest, "type: only \"default\" queries are supported")
		}
		delete(members, "type")
	}
	for k, v := range members {
		params[k] = v
	}
	return params, nil
}

// decodeObject decodes a JSON object body into v.
func decodeObject(body []byte, v any) *apiError {
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return errorf(http.StatusBadRequest, "Invalid JSON: the body must be a JSON object")
	}
	if err := json.Unmarshal(trimmed, v); err != nil {
		return errorf(http.StatusBadRequest, "Invalid JSON: "+engine.DescribeJSONError(err))
	}
	return nil
}
