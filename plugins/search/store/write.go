package store

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// Op is one action of a batch, as Algolia names them.
type Op struct {
	Action string
	// Body is the record (add, update, partial update) or {"objectID"}
	// (delete).
	Body json.RawMessage
}

// Actions a batch may hold.
const (
	ActionAdd                  = "addObject"
	ActionUpdate               = "updateObject"
	ActionPartialUpdate        = "partialUpdateObject"
	ActionPartialUpdateNoCreat = "partialUpdateObjectNoCreate"
	ActionDelete               = "deleteObject"
	ActionDeleteIndex          = "delete"
	ActionClear                = "clear"
)

// Batch applies ops to the index called name, in order, and returns the
// task that publishes them and the objectIDs it touched. Ops are checked
// first: a batch with a bad op changes nothing.
func (s *Store) Batch(name string, ops []Op) (task int64, ids []string, err error) {
	type prepared struct {
		op  Op
		obj engine.Object
	}
	list := make([]prepared, len(ops))
	for i, op := range ops {
		p := prepared{op: op}
		switch op.Action {
		case ActionAdd:
			p.obj, err = parseRecord(op.Body, false)
			if err == nil && p.obj.ID == "" {
				p.obj.ID = newObjectID()
			}
		case ActionUpdate, ActionPartialUpdate, ActionPartialUpdateNoCreat, ActionDelete:
			p.obj, err = parseRecord(op.Body, true)
		case ActionClear, ActionDeleteIndex:
		default:
			err = fmt.Errorf("unknown action %q", op.Action)
		}
		if err != nil {
			return 0, nil, fmt.Errorf("requests[%d]: %w", i, err)
		}
		list[i] = p
	}

	ix := s.getOrCreate(name)
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ids = []string{}
	for _, p := range list {
		switch p.op.Action {
		case ActionAdd, ActionUpdate:
			ix.put(p.obj)
			ids = append(ids, p.obj.ID)
		case ActionPartialUpdate, ActionPartialUpdateNoCreat:
			old, exists := ix.objects[p.obj.ID]
			if !exists && p.op.Action == ActionPartialUpdateNoCreat {
				continue
			}
			ix.put(merge(old, p.obj))
			ids = append(ids, p.obj.ID)
		case ActionDelete:
			delete(ix.objects, p.obj.ID)
			ids = append(ids, p.obj.ID)
		case ActionClear, ActionDeleteIndex:
			ix.objects = map[string]engine.Object{}
			ix.order = nil
		}
	}
	return s.written(ix), ids, nil
}

// parseRecord reads a batch body. Updates and deletes need an objectID.
func parseRecord(body json.RawMessage, needID bool) (engine.Object, error) {
	obj, err := engine.ParseObject(body)
	if err == nil {
		return obj, nil
	}
	if !needID {
		// addObject without objectID: give it one.
		var m map[string]json.RawMessage
		if json.Unmarshal(body, &m) == nil {
			if _, has := m["objectID"]; !has {
				m["objectID"] = json.RawMessage(`"` + newObjectID() + `"`)
				b, _ := json.Marshal(m)
				return engine.ParseObject(b)
			}
		}
	}
	return engine.Object{}, err
}

// put adds or replaces a record, keeping a replaced record's place.
func (ix *index) put(o engine.Object) {
	if _, exists := ix.objects[o.ID]; !exists {
		ix.order = append(ix.order, o.ID)
	}
	ix.objects[o.ID] = o
}

// merge applies a partial update: its attributes replace the old ones.
func merge(old, update engine.Object) engine.Object {
	out := engine.Object{ID: update.ID, Fields: append([]engine.Field(nil), old.Fields...)}
	for _, f := range update.Fields {
		replaced := false
		for i := range out.Fields {
			if out.Fields[i].Name == f.Name {
				out.Fields[i], replaced = f, true
			}
		}
		if !replaced {
			out.Fields = append(out.Fields, f)
		}
	}
	return out
}

// SetSettings applies a partial settings update to the index called name.
func (s *Store) SetSettings(name string, update engine.Settings) (int64, error) {
	ix := s.getOrCreate(name)
	ix.mu.Lock()
	defer ix.mu.Unlock()
	next := ix.settings.Merge(update)
	if err := next.Validate(); err != nil {
		return 0, err
	}
	ix.settings = next
	return s.written(ix), nil
}

// Clear removes an index's records and keeps its settings.
func (s *Store) Clear(name string) int64 {
	ix := s.getOrCreate(name)
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.objects = map[string]engine.Object{}
	ix.order = nil
	return s.written(ix)
}

// Delete removes an index, records and settings.
func (s *Store) Delete(name string) int64 {
	s.mu.Lock()
	ix := s.indices[name]
	delete(s.indices, name)
	s.mu.Unlock()
	if ix != nil {
		ix.mu.Lock()
		if ix.timer != nil {
			ix.timer.Stop()
		}
		ix.mu.Unlock()
	}
	return s.lastTask.Add(1)
}

// written records a write to ix (whose lock is held) and schedules the
// snapshot that publishes it.
func (s *Store) written(ix *index) int64 {
	task := s.lastTask.Add(1)
	ix.pending = task
	ix.updated = time.Now()
	if ix.timer == nil {
		ix.timer = time.AfterFunc(s.settle, func() { s.rebuild(ix) })
	} else {
		ix.timer.Reset(s.settle)
	}
	return task
}

// rebuild builds a new snapshot from the index's current records.
func (s *Store) rebuild(ix *index) {
	ix.mu.Lock()
	if ix.building {
		// Another rebuild runs; it reschedules when it sees new writes.
		ix.mu.Unlock()
		return
	}
	ix.building = true
	task := ix.pending
	settings := ix.settings
	objects := make([]engine.Object, 0, len(ix.objects))
	order := ix.order[:0:0]
	for _, id := range ix.order {
		if o, ok := ix.objects[id]; ok {
			objects = append(objects, o)
			order = append(order, id)
		}
	}
	ix.order = order
	ix.mu.Unlock()

	snap, err := engine.Build(objects, settings)

	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.building = false
	ix.buildErr = err
	if err == nil {
		ix.snap.Store(snap)
	}
	// Settings were validated when written, so a failed build leaves the
	// previous snapshot; the task still counts as done.
	ix.published = task
	if ix.pending > task {
		ix.timer.Reset(s.settle)
	}
}

// Publish builds the index's snapshot now if writes are pending, instead
// of after the settle delay: for tests and for a clean shutdown.
func (s *Store) Publish(name string) {
	ix := s.get(name)
	if ix == nil {
		return
	}
	ix.mu.Lock()
	pending := ix.pending > ix.published
	ix.mu.Unlock()
	if pending {
		s.rebuild(ix)
	}
}

// Move replaces the index dst with src, which disappears: the last step of
// a push that must not leave the live index half-written. Copy keeps src.
func (s *Store) Move(src, dst string, copyOnly bool) (int64, error) {
	s.mu.Lock()
	from, ok := s.indices[src]
	if !ok {
		s.mu.Unlock()
		return 0, fmt.Errorf("index %q does not exist", src)
	}
	from.mu.Lock()
	to := &index{name: dst, settings: from.settings, objects: make(map[string]engine.Object, len(from.objects)),
		order: append([]string(nil), from.order...), created: time.Now(), updated: time.Now(),
		pending: from.pending, published: from.published}
	for id, o := range from.objects {
		to.objects[id] = o
	}
	to.snap.Store(from.snap.Load())
	pendingWrites := from.pending > from.published
	from.mu.Unlock()
	if old, ok := s.indices[dst]; ok && old != from {
		old.mu.Lock()
		if old.timer != nil {
			old.timer.Stop()
		}
		old.mu.Unlock()
	}
	s.indices[dst] = to
	if !copyOnly {
		delete(s.indices, src)
		from.mu.Lock()
		if from.timer != nil {
			from.timer.Stop()
		}
		from.mu.Unlock()
	}
	s.mu.Unlock()

	to.mu.Lock()
	defer to.mu.Unlock()
	if pendingWrites {
		return s.written(to), nil
	}
	// The snapshot is already current: the move is published at once.
	task := s.lastTask.Add(1)
	to.pending, to.published = task, task
	return task, nil
}
