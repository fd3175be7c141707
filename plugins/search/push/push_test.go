package push

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/folio-docs/folio/plugins/search/api"
	"github.com/folio-docs/folio/plugins/search/engine"
	"github.com/folio-docs/folio/plugins/search/store"
)

func objects(t *testing.T, n int, word string) []engine.Object {
	t.Helper()
	out := make([]engine.Object, n)
	for i := range out {
		o, err := engine.ParseObject([]byte(fmt.Sprintf(`{"objectID":"%s-%d","title":"%s record %d"}`, word, i, word, i)))
		if err != nil {
			t.Fatal(err)
		}
		out[i] = o
	}
	return out
}

// service is folio's own search API with writes enabled, as
// `folio search serve --admin-key` runs it.
func service(t *testing.T, wrap func(http.Handler) http.Handler) (*httptest.Server, *store.Store) {
	st := store.New()
	var h http.Handler = api.New(st, api.Options{AppID: "APP", SearchKeys: []string{"search"}, AdminKey: "admin"})
	if wrap != nil {
		h = wrap(h)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv, st
}

// client pushes with the admin key. Instead of sleeping between task
// polls it publishes pending writes, so tests never depend on time.
func client(url string, st *store.Store) *Client {
	c := NewClient(url, "APP", "admin")
	c.sleep = func(ctx context.Context, _ time.Duration) error {
		for _, ix := range st.List() {
			st.Publish(ix.Name)
		}
		return ctx.Err()
	}
	return c
}

func countHits(t *testing.T, srv *httptest.Server, index, query string) int {
	t.Helper()
	req, _ := http.NewRequest("POST", srv.URL+"/1/indexes/"+index+"/query", strings.NewReader(`{"query":"`+query+`","hitsPerPage":0}`))
	req.Header.Set("X-Algolia-Application-Id", "APP")
	req.Header.Set("X-Algolia-API-Key", "search")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		NbHits int `json:"nbHits"`
	}
	json.NewDecoder(res.Body).Decode(&out)
	if res.StatusCode != 200 {
		return -1
	}
	return out.NbHits
}

func TestReplaceSendsSettingsAndRecordsThenSwaps(t *testing.T) {
	srv, st := service(t, nil)
	settings := engine.Settings{"searchableAttributes": json.RawMessage(`["title"]`)}
	c := client(srv.URL, st)
	var progress []int
	rep, err := c.Replace(context.Background(), "lexical", settings, objects(t, 2500, "first"), func(done, total int) { progress = append(progress, done) })
	if err != nil {
		t.Fatal(err)
	}
	if rep.Records != 2500 || rep.Batches != 3 || fmt.Sprint(progress) != "[1000 2000 2500]" {
		t.Errorf("report %+v, progress %v", rep, progress)
	}
	if n := countHits(t, srv, "lexical", "first"); n != 2500 {
		t.Errorf("after the first push: %d hits", n)
	}
	if s, _ := st.Settings("lexical"); string(s["searchableAttributes"]) != `["title"]` {
		t.Errorf("settings %v", s)
	}
	// A second push replaces the records: none of the first remain, and no
	// temporary index is left behind.
	if _, err := c.Replace(context.Background(), "lexical", settings, objects(t, 10, "second"), nil); err != nil {
		t.Fatal(err)
	}
	if first, second := countHits(t, srv, "lexical", "first"), countHits(t, srv, "lexical", "second"); first != 0 || second != 10 {
		t.Errorf("after the second push: first %d, second %d", first, second)
	}
	if list := st.List(); len(list) != 1 {
		t.Errorf("indices left: %+v", list)
	}
}

func TestRetriesServerErrorsButNotClientErrors(t *testing.T) {
	var failures atomic.Int32
	srv, st := service(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if strings.HasSuffix(r.URL.Path, "/batch") && failures.Add(1) <= 2 {
				http.Error(w, `{"message":"overloaded","status":503}`, 503)
				return
			}
			h.ServeHTTP(w, r)
		})
	})
	c := client(srv.URL, st)
	if _, err := c.Replace(context.Background(), "docs", engine.Settings{}, objects(t, 5, "x"), nil); err != nil {
		t.Fatalf("two 503s then success should push: %v", err)
	}
	if n := countHits(t, srv, "docs", "x"); n != 5 {
		t.Errorf("%d hits", n)
	}

	bad := NewClient(srv.URL, "APP", "wrong")
	bad.sleep = c.sleep
	_, err := bad.Replace(context.Background(), "docs", engine.Settings{}, objects(t, 1, "y"), nil)
	var apiErr *APIError
	if err == nil || !strings.Contains(err.Error(), "403: Invalid Application-ID or API key") {
		t.Errorf("wrong key: %v", err)
	} else if !asAPIError(err, &apiErr) || apiErr.Status != 403 {
		t.Errorf("error type %T", err)
	}
	if n := countHits(t, srv, "docs", "x"); n != 5 {
		t.Errorf("a failed push changed the live index: %d hits", n)
	}
}

func asAPIError(err error, target **APIError) bool {
	for err != nil {
		if e, ok := err.(*APIError); ok {
			*target = e
			return true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return false
		}
		err = u.Unwrap()
	}
	return false
}
