// Package api serves the part of Algolia's REST API that DocSearch and
// Algolia's clients use, over folio's search store: multi-index queries
// (flattened parameters and the legacy params string), single-index
// queries, and the writes `folio search push` makes (batch, settings,
// clear, delete, task status).
//
// Every answer is JSON; errors are {"message":…,"status":N} with the
// status Algolia would send. Browsers may call it across origins (CORS).
package api

import (
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/folio-docs/folio/plugins/search/store"
)

// Options configure a Handler.
type Options struct {
	// AppID is the application id clients must send.
	AppID string
	// SearchKeys may read (search). They are public: DocSearch ships one
	// to every browser.
	SearchKeys []string
	// AdminKey may also write. Empty: the service is read-only.
	AdminKey string
	// Logger receives errors worth a look; nil keeps quiet.
	Logger *log.Logger
	// SameOrigin sends CORS headers to pages of the serving origin only,
	// instead of any page's (folio dev, whose index holds drafts).
	SameOrigin bool
}

// Limits on what one request may ask. Generous for real clients, small
// enough that no request can tie a server up.
const (
	MaxReadBody     = 1 << 20  // a multi-query body
	MaxWriteBody    = 64 << 20 // a batch: Algolia's clients send 1,000 records a call
	MaxQueries      = 50       // requests in one multi-query
	MaxBatchActions = 10000
)

// Handler answers /1/… requests.
type Handler struct {
	store     *store.Store
	opts      Options
	now       func() time.Time
	queries   queryCache
	admission *admission
}

// New returns a Handler over st.
func New(st *store.Store, opts Options) *Handler {
	return &Handler{store: st, opts: opts, now: time.Now, admission: newAdmission()}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	cors := allowCORS(w, r, h.opts.SameOrigin)
	if r.Method == http.MethodOptions {
		if !cors && h.opts.SameOrigin {
			writeError(w, errorf(http.StatusForbidden, "Cross-origin requests are not allowed by this server"))
			return
		}
		preflight(w, r)
		return
	}
	rt, err := route(r)
	if err != nil {
		writeError(w, err)
		return
	}
	if err := h.authorize(r, rt.write); err != nil {
		writeError(w, err)
		return
	}
	rt.serve(h, w, r, rt)
}

// endpoint is one route of the API.
type endpoint struct {
	write bool
	serve func(h *Handler, w http.ResponseWriter, r *http.Request, ep *endpoint)
	index string // the {index} of the path, unescaped
	task  string // the {id} of a task path
}

// route matches the request to an endpoint. Paths are matched on their
// escaped form, so an index name may hold any character.
func route(r *http.Request) (*endpoint, *apiError) {
	segs := strings.Split(strings.Trim(r.URL.EscapedPath(), "/"), "/")
	if len(segs) < 2 || segs[0] != "1" || segs[1] != "indexes" {
		return nil, errPathNotFound
	}
	segs = segs[2:]
	var index string
	if len(segs) > 0 {
		var err error
		if index, err = url.PathUnescape(segs[0]); err != nil || index == "" {
			return nil, errorf(http.StatusBadRequest, "Invalid index name in the path")
		}
	}
	method := func(want string, ep *endpoint) (*endpoint, *apiError) {
		if r.Method != want {
			return nil, methodNotAllowed(want)
		}
		ep.index = index
		return ep, nil
	}
	switch {
	case len(segs) == 0:
		return method(http.MethodGet, &endpoint{serve: (*Handler).listIndices})
	case len(segs) == 2 && index == "*" && segs[1] == "queries":
		return method(http.MethodPost, &endpoint{serve: (*Handler).multiQuery})
	case len(segs) == 2 && index == "*" && segs[1] == "batch":
		return method(http.MethodPost, &endpoint{write: true, serve: (*Handler).multiBatch})
	case index == "*":
		return nil, errPathNotFound
	case len(segs) == 1:
		switch r.Method {
		case http.MethodGet:
			return method(http.MethodGet, &endpoint{serve: (*Handler).queryGet})
		case http.MethodDelete:
			return method(http.MethodDelete, &endpoint{write: true, serve: (*Handler).deleteIndex})
		}
		return nil, methodNotAllowed("GET, DELETE")
	case len(segs) == 2 && segs[1] == "query":
		return method(http.MethodPost, &endpoint{serve: (*Handler).queryPost})
	case len(segs) == 2 && segs[1] == "batch":
		return method(http.MethodPost, &endpoint{write: true, serve: (*Handler).batch})
	case len(segs) == 2 && segs[1] == "operation":
		return method(http.MethodPost, &endpoint{write: true, serve: (*Handler).operation})
	case len(segs) == 2 && segs[1] == "clear":
		return method(http.MethodPost, &endpoint{write: true, serve: (*Handler).clear})
	case len(segs) == 2 && segs[1] == "settings":
		switch r.Method {
		case http.MethodGet:
			return method(http.MethodGet, &endpoint{write: true, serve: (*Handler).getSettings})
		case http.MethodPut:
			return method(http.MethodPut, &endpoint{write: true, serve: (*Handler).setSettings})
		}
		return nil, methodNotAllowed("GET, PUT")
	case len(segs) == 3 && segs[1] == "task":
		ep, err := method(http.MethodGet, &endpoint{serve: (*Handler).taskStatus})
		if ep != nil {
			ep.task = segs[2]
		}
		return ep, err
	}
	return nil, errPathNotFound
}

func methodNotAllowed(allow string) *apiError {
	return errorf(http.StatusMethodNotAllowed, "Method not allowed: use "+allow)
}
