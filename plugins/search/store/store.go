// Package store keeps the search service's indices: their records and
// settings, and a searchable snapshot of each. Searches read the current
// snapshot without locks; writes (from `folio search push`) change the
// records and a new snapshot is built in the background, the way Algolia
// applies writes as tasks that get published a moment later.
package store

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// Store holds named indices. It is safe for concurrent use.
type Store struct {
	mu      sync.RWMutex
	indices map[string]*index

	lastTask atomic.Int64
	// settle is how long writes must pause before a snapshot is rebuilt,
	// so a push of many batches rebuilds once, not once per batch.
	settle time.Duration
}

type index struct {
	name string
	snap atomic.Pointer[engine.Index]

	mu        sync.Mutex // guards everything below
	objects   map[string]engine.Object
	order     []string // objectIDs in insertion order; deleted ones are skipped
	settings  engine.Settings
	created   time.Time
	updated   time.Time
	pending   int64 // last task written
	published int64 // last task in the snapshot
	timer     *time.Timer
	building  bool
	buildErr  error
}

// New returns an empty store.
func New() *Store {
	return &Store{indices: map[string]*index{}, settle: 20 * time.Millisecond}
}

// Load replaces the index called name with records and settings, and
// builds its snapshot before returning: a server that loads its indices
// at start answers its first query from them.
func (s *Store) Load(name string, settings engine.Settings, objects []engine.Object) error {
	snap, err := engine.Build(objects, settings)
	if err != nil {
		return fmt.Errorf("index %s: %w", name, err)
	}
	ix := &index{name: name, settings: settings, objects: make(map[string]engine.Object, len(objects)), created: time.Now(), updated: time.Now()}
	for _, o := range objects {
		if _, dup := ix.objects[o.ID]; !dup {
			ix.order = append(ix.order, o.ID)
		}
		ix.objects[o.ID] = o
	}
	ix.snap.Store(snap)
	s.mu.Lock()
	s.indices[name] = ix
	s.mu.Unlock()
	return nil
}

// Search returns the snapshot of the index called name.
func (s *Store) Search(name string) (*engine.Index, bool) {
	s.mu.RLock()
	ix, ok := s.indices[name]
	s.mu.RUnlock()
	if !ok {
		return nil, false
	}
	snap := ix.snap.Load()
	return snap, snap != nil
}

// Info describes an index for the index list.
type Info struct {
	Name      string    `json:"name"`
	Entries   int       `json:"entries"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// List describes every index, by name.
func (s *Store) List() []Info {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]Info, 0, len(s.indices))
	for _, ix := range s.indices {
		ix.mu.Lock()
		out = append(out, Info{Name: ix.name, Entries: len(ix.objects), CreatedAt: ix.created, UpdatedAt: ix.updated})
		ix.mu.Unlock()
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Settings returns an index's settings.
func (s *Store) Settings(name string) (engine.Settings, bool) {
	ix := s.get(name)
	if ix == nil {
		return nil, false
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.settings, true
}

func (s *Store) get(name string) *index {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.indices[name]
}

// getOrCreate returns the index called name, creating it empty: writing
// to an index that does not exist creates it, as on Algolia.
func (s *Store) getOrCreate(name string) *index {
	if ix := s.get(name); ix != nil {
		return ix
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if ix, ok := s.indices[name]; ok {
		return ix
	}
	ix := &index{name: name, objects: map[string]engine.Object{}, settings: engine.Settings{}, created: time.Now(), updated: time.Now()}
	empty, _ := engine.Build(nil, ix.settings)
	ix.snap.Store(empty)
	s.indices[name] = ix
	return ix
}

// TaskStatus says whether a write task is visible to searches yet.
// Unknown tasks are reported as not found.
func (s *Store) TaskStatus(name string, task int64) (published, found bool) {
	if task <= 0 || task > s.lastTask.Load() {
		return false, false
	}
	ix := s.get(name)
	if ix == nil {
		// The index was deleted: its tasks are done.
		return true, true
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return task <= ix.published || task > ix.pending, true
}

var namePattern = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,100}$`)

// ValidName reports whether name can name an index: it is also a file
// name (build/search/<name>.index) and a path segment.
func ValidName(name string) bool {
	return namePattern.MatchString(name) && name != "." && name != ".."
}

// newObjectID names a record sent without objectID.
func newObjectID() string {
	var b [12]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b[:])
}
