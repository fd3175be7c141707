package push

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// BatchSize is how many records one batch call carries, as in Algolia's
// saveObjects.
const BatchSize = 1000

// Report says what a push did.
type Report struct {
	Index   string
	Records int
	Batches int
}

// Replace makes the index called name hold exactly objects, with
// settings: it writes them to a temporary index, waits until every write
// is published, and moves the temporary index over the live one, so
// searches never see a half-written index.
func (c *Client) Replace(ctx context.Context, name string, settings engine.Settings, objects []engine.Object, progress func(done, total int)) (Report, error) {
	rep := Report{Index: name, Records: len(objects)}
	tmp := name + "_tmp_" + randomSuffix()
	fail := func(step string, err error) (Report, error) {
		// Leave nothing behind; the live index was never touched.
		_ = c.do(context.WithoutCancel(ctx), http.MethodDelete, indexPath(tmp), nil, nil)
		return rep, fmt.Errorf("%s: %w", step, err)
	}

	var task struct {
		TaskID int64 `json:"taskID"`
	}
	if err := c.do(ctx, http.MethodPut, indexPath(tmp, "settings"), settings, &task); err != nil {
		return fail("sending the settings", err)
	}
	last := task.TaskID
	for start := 0; start < len(objects); start += BatchSize {
		end := min(start+BatchSize, len(objects))
		reqs := make([]map[string]any, 0, end-start)
		for _, o := range objects[start:end] {
			body, err := o.MarshalJSON()
			if err != nil {
				return fail("encoding a record", err)
			}
			reqs = append(reqs, map[string]any{"action": "addObject", "body": json.RawMessage(body)})
		}
		if err := c.do(ctx, http.MethodPost, indexPath(tmp, "batch"), map[string]any{"requests": reqs}, &task); err != nil {
			return fail(fmt.Sprintf("sending records %d-%d", start+1, end), err)
		}
		last = task.TaskID
		rep.Batches++
		if progress != nil {
			progress(end, len(objects))
		}
	}
	if err := c.WaitTask(ctx, tmp, last); err != nil {
		return fail("waiting for the records to be published", err)
	}
	if err := c.do(ctx, http.MethodPost, indexPath(tmp, "operation"), map[string]any{"operation": "move", "destination": name}, &task); err != nil {
		return fail("moving the new index into place", err)
	}
	if err := c.WaitTask(ctx, tmp, task.TaskID); err != nil {
		return rep, fmt.Errorf("waiting for the move to be published: %w", err)
	}
	return rep, nil
}

func randomSuffix() string {
	var b [4]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b[:])
}
