package api

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

// A body must arrive at MinBodyRate bytes per second on average, after
// bodyGrace: an uploader trickling bytes would otherwise hold one of the
// few big-body places (and memory) for as long as the server lets it.
const (
	MinBodyRate = 1 << 10
	bodyGrace   = 5 * time.Second
	// bodyAhead is how far ahead of the bytes received the deadline is
	// set: the next bodyAhead bytes must come at MinBodyRate.
	bodyAhead = 4 << 10
)

var errSlowBody = errorf(http.StatusRequestTimeout, fmt.Sprintf(
	"Request timeout: the body must arrive at %d bytes per second or faster", MinBodyRate))

// bodyPace reads a request body under a read deadline that moves with
// the bytes received.
type bodyPace struct {
	body     io.ReadCloser
	rc       *http.ResponseController
	start    time.Time
	got      int64
	timedOut bool
}

func newBodyPace(w http.ResponseWriter, body io.ReadCloser) *bodyPace {
	return &bodyPace{body: body, rc: http.NewResponseController(w), start: time.Now()}
}

func (b *bodyPace) Read(p []byte) (int, error) {
	ahead := time.Duration(float64(b.got+bodyAhead) / MinBodyRate * float64(time.Second))
	b.rc.SetReadDeadline(b.start.Add(bodyGrace + ahead))
	n, err := b.body.Read(p)
	b.got += int64(n)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		b.timedOut = true
	}
	return n, err
}

func (b *bodyPace) Close() error { return b.body.Close() }

// done lifts the deadline once the body is read: net/http keeps reading
// the connection to notice a client leaving, and a deadline passing then
// would cancel a search that is merely queued.
func (b *bodyPace) done() { b.rc.SetReadDeadline(time.Time{}) }
