package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/folio-docs/folio/plugins/search/engine"
	"github.com/folio-docs/folio/plugins/search/store"
)

type batchRequest struct {
	Action    string          `json:"action"`
	Body      json.RawMessage `json:"body"`
	IndexName string          `json:"indexName"`
}

// parseBatch reads {"requests":[{"action":…, "body":{…}}]}.
func parseBatch(body []byte) ([]batchRequest, *apiError) {
	var envelope struct {
		Requests []batchRequest `json:"requests"`
	}
	if err := decodeObject(body, &envelope); err != nil {
		return nil, err
	}
	if len(envelope.Requests) > MaxBatchActions {
		return nil, errorf(http.StatusBadRequest, fmt.Sprintf("requests: at most %d actions per batch", MaxBatchActions))
	}
	return envelope.Requests, nil
}

func toOps(reqs []batchRequest) []store.Op {
	ops := make([]store.Op, len(reqs))
	for i, r := range reqs {
		ops[i] = store.Op{Action: r.Action, Body: r.Body}
	}
	return ops
}

// batch answers POST /1/indexes/{index}/batch.
func (h *Handler) batch(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	if err := checkIndexName(ep.index); err != nil {
		writeError(w, err)
		return
	}
	body, err := readBody(w, r, MaxWriteBody)
	if err != nil {
		writeError(w, err)
		return
	}
	reqs, err := parseBatch(body)
	if err != nil {
		writeError(w, err)
		return
	}
	task, ids, berr := h.store.Batch(ep.index, toOps(reqs))
	if berr != nil {
		writeError(w, errorf(http.StatusBadRequest, berr.Error()))
		return
	}
	respond(w, map[string]any{"taskID": task, "objectIDs": ids})
}

// multiBatch answers POST /1/indexes/*/batch, where each action names its
// index.
func (h *Handler) multiBatch(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	body, err := readBody(w, r, MaxWriteBody)
	if err != nil {
		writeError(w, err)
		return
	}
	reqs, err := parseBatch(body)
	if err != nil {
		writeError(w, err)
		return
	}
	var order []string
	byIndex := map[string][]batchRequest{}
	for i, req := range reqs {
		if err := checkIndexName(req.IndexName); err != nil {
			writeError(w, errorf(http.StatusBadRequest, fmt.Sprintf("requests[%d]: %s", i, err.message)))
			return
		}
		if _, ok := byIndex[req.IndexName]; !ok {
			order = append(order, req.IndexName)
		}
		byIndex[req.IndexName] = append(byIndex[req.IndexName], req)
	}
	tasks := map[string]int64{}
	ids := []string{}
	for _, name := range order {
		task, got, berr := h.store.Batch(name, toOps(byIndex[name]))
		if berr != nil {
			writeError(w, errorf(http.StatusBadRequest, name+": "+berr.Error()))
			return
		}
		tasks[name] = task
		ids = append(ids, got...)
	}
	respond(w, map[string]any{"taskID": tasks, "objectIDs": ids})
}

// operation answers POST /1/indexes/{index}/operation: copy or move the
// index to a destination (replacing it). With a scope, only the settings
// are copied.
func (h *Handler) operation(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	body, err := readBody(w, r, MaxReadBody)
	if err != nil {
		writeError(w, err)
		return
	}
	var op struct {
		Operation   string   `json:"operation"`
		Destination string   `json:"destination"`
		Scope       []string `json:"scope"`
	}
	if err := decodeObject(body, &op); err != nil {
		writeError(w, err)
		return
	}
	if op.Operation != "copy" && op.Operation != "move" {
		writeError(w, errorf(http.StatusBadRequest, `operation must be "copy" or "move"`))
		return
	}
	if err := checkIndexName(op.Destination); err != nil {
		writeError(w, err)
		return
	}
	var task int64
	var merr error
	if len(op.Scope) > 0 && op.Operation == "copy" {
		s, ok := h.store.Settings(ep.index)
		if !ok {
			writeError(w, errNoIndex)
			return
		}
		task, merr = h.store.SetSettings(op.Destination, s)
	} else {
		task, merr = h.store.Move(ep.index, op.Destination, op.Operation == "copy")
	}
	if merr != nil {
		writeError(w, errorf(http.StatusNotFound, merr.Error()))
		return
	}
	respond(w, map[string]any{"taskID": task, "updatedAt": h.stamp()})
}

// clear answers POST /1/indexes/{index}/clear.
func (h *Handler) clear(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	if err := checkIndexName(ep.index); err != nil {
		writeError(w, err)
		return
	}
	task := h.store.Clear(ep.index)
	respond(w, map[string]any{"taskID": task, "updatedAt": h.stamp()})
}

// deleteIndex answers DELETE /1/indexes/{index}.
func (h *Handler) deleteIndex(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	task := h.store.Delete(ep.index)
	respond(w, map[string]any{"taskID": task, "deletedAt": h.stamp()})
}

// getSettings answers GET /1/indexes/{index}/settings.
func (h *Handler) getSettings(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	s, ok := h.store.Settings(ep.index)
	if !ok {
		writeError(w, errNoIndex)
		return
	}
	if s == nil {
		s = engine.Settings{}
	}
	respond(w, s)
}

// setSettings answers PUT /1/indexes/{index}/settings.
func (h *Handler) setSettings(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	if err := checkIndexName(ep.index); err != nil {
		writeError(w, err)
		return
	}
	body, err := readBody(w, r, MaxReadBody)
	if err != nil {
		writeError(w, err)
		return
	}
	var update engine.Settings
	if err := decodeObject(body, &update); err != nil {
		writeError(w, err)
		return
	}
	task, serr := h.store.SetSettings(ep.index, update)
	if serr != nil {
		writeError(w, errorf(http.StatusBadRequest, serr.Error()))
		return
	}
	respond(w, map[string]any{"taskID": task, "updatedAt": h.stamp()})
}

// taskStatus answers GET /1/indexes/{index}/task/{id}.
func (h *Handler) taskStatus(w http.ResponseWriter, r *http.Request, ep *endpoint) {
	id, err := strconv.ParseInt(ep.task, 10, 64)
	if err != nil {
		writeError(w, errorf(http.StatusBadRequest, "Invalid task id"))
		return
	}
	published, found := h.store.TaskStatus(ep.index, id)
	if !found {
		writeError(w, errorf(http.StatusNotFound, "Task does not exist"))
		return
	}
	status := "notPublished"
	if published {
		status = "published"
	}
	respond(w, map[string]any{"status": status, "pendingTask": !published})
}

func checkIndexName(name string) *apiError {
	if !store.ValidName(name) {
		return errorf(http.StatusBadRequest, fmt.Sprintf("Invalid index name %q: use letters, digits, '.', '_' and '-'", name))
	}
	return nil
}

func (h *Handler) stamp() string { return h.now().UTC().Format(time.RFC3339) }

func respond(w http.ResponseWriter, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		writeError(w, errorf(http.StatusInternalServerError, "Could not encode the answer"))
		return
	}
	writeJSON(w, http.StatusOK, b)
}
