package search

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/folio-docs/folio/plugins/search/api"
	"github.com/folio-docs/folio/plugins/search/indexfile"
	"github.com/folio-docs/folio/plugins/search/store"
)

// ServiceOptions configure a search service.
type ServiceOptions struct {
	// IndexFiles are loaded at start, each under the name it was built with.
	IndexFiles []string
	AppID      string
	SearchKeys []string
	// AdminKey enables writes (in memory only). Empty: read-only.
	AdminKey string
	Logger   *log.Logger
	// SameOrigin: CORS for the serving origin's pages only (api.Options).
	SameOrigin bool
}

// Service is a search API over indices loaded from index files.
type Service struct {
	Store   *store.Store
	Handler http.Handler
	opts    ServiceOptions
	loaded  map[string]time.Time // index file → modification time loaded
}

// OpenService loads the index files and returns the service answering
// /1/… requests over them.
func OpenService(opts ServiceOptions) (*Service, error) {
	if opts.AppID == "" {
		return nil, fmt.Errorf("the search service needs an application id (themeConfig.search.appId or --app-id)")
	}
	if len(opts.SearchKeys) == 0 && opts.AdminKey == "" {
		return nil, fmt.Errorf("the search service needs a search API key (themeConfig.search.apiKey or --search-key)")
	}
	s := &Service{Store: store.New(), opts: opts, loaded: map[string]time.Time{}}
	for _, path := range opts.IndexFiles {
		if err := s.load(path); err != nil {
			return nil, err
		}
	}
	s.Handler = api.New(s.Store, api.Options{AppID: opts.AppID, SearchKeys: opts.SearchKeys, AdminKey: opts.AdminKey, Logger: opts.Logger, SameOrigin: opts.SameOrigin})
	return s, nil
}

func (s *Service) load(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return err
	}
	f, err := indexfile.ReadFile(path)
	if err != nil {
		return err
	}
	if err := s.Store.Load(f.Name, f.Settings, f.Objects); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	s.loaded[path] = st.ModTime()
	return nil
}

// BuildIndexFile is where a build output keeps the index called name.
func BuildIndexFile(outDir, name string) string { return filepath.Join(outDir, IndexFile(name)) }

// WatchIndexFiles reloads an index file when a new build replaces it,
// checking every interval until ctx ends. A read-only service only: it
// would throw away writes.
func (s *Service) WatchIndexFiles(ctx context.Context, interval time.Duration) {
	if s.opts.AdminKey != "" {
		return
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		for _, path := range s.opts.IndexFiles {
			st, err := os.Stat(path)
			if err != nil || st.ModTime().Equal(s.loaded[path]) {
				continue
			}
			if err := s.load(path); err != nil && s.opts.Logger != nil {
				s.opts.Logger.Printf("search: keeping the previous index: %v", err)
			}
		}
	}
}
