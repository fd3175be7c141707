package api

import (
	"context"
	"net/http"
	"runtime"
	"sync/atomic"
	"time"
)

// admission keeps searches from crowding each other out. A search holds
// one of a few places while it works (parses, searches, writes its answer
// into memory), which bounds the CPU and memory of the requests in flight
// whatever the number of connections. It lets its place go while it waits
// on the network, so slow clients hold none. A heavy search (many hits or
// many queries) holds one of fewer heavy places instead: heavy work then
// uses at most half the cores, and DocSearch's small queries the rest.
type admission struct {
	slots        chan struct{}
	heavy        chan struct{}
	heavyWaiting atomic.Int32
	// bigBodies are places to read bodies over smallBody bytes, so slow
	// or large uploads hold memory only a few at a time.
	bigBodies chan struct{}
	// bigParses are places to decode a body over smallBody bytes: JSON
	// of a megabyte costs milliseconds of CPU, and a few clients sending
	// such bodies in a loop must leave cores to everyone else.
	bigParses chan struct{}
}

// Admission limits; the slot counts follow the cores.
const (
	// heavyCost is the cost (hits asked + queries × queryCost) above
	// which a search is heavy. DocSearch's call costs 20 to 50.
	heavyCost = 200
	queryCost = 10
	// maxHeavyWaiting heavy searches may queue; more are refused with 429
	// and Retry-After, which Algolia's clients honour.
	maxHeavyWaiting = 16
	// smallBody is the most a search body is read without a big-body
	// place; DocSearch's are about a kilobyte.
	smallBody = 16 << 10
	bigBodies = 4
)

func newAdmission() *admission {
	cores := runtime.GOMAXPROCS(0)
	return &admission{
		slots:     make(chan struct{}, max(8, 4*cores)),
		heavy:     make(chan struct{}, max(1, cores/2)),
		bigBodies: make(chan struct{}, bigBodies),
		bigParses: make(chan struct{}, max(1, cores/2)),
	}
}

var errBusy = errorf(http.StatusTooManyRequests, "Too many heavy searches at once: retry later, or ask for fewer hits")

// wait takes a place of ch, waiting as long as the client does.
func wait(ctx context.Context, ch chan struct{}) *apiError {
	select {
	case ch <- struct{}{}:
		return nil
	case <-ctx.Done():
		return errClientGone
	}
}

// place is one search's hold on the service.
type place struct {
	a     *admission
	ctx   context.Context
	ch    chan struct{} // slots, or heavy once the search is known heavy
	held  bool
	heavy bool
}

// enter takes a place for a search.
func (a *admission) enter(ctx context.Context) (*place, *apiError) {
	p := &place{a: a, ctx: ctx, ch: a.slots}
	return p, p.take()
}

func (p *place) take() *apiError {
	if p.held {
		return nil
	}
	if err := wait(p.ctx, p.ch); err != nil {
		return err
	}
	p.held = true
	return nil
}

// release lets the place go, to be taken again after a wait.
func (p *place) release() {
	if p.held {
		<-p.ch
		p.held = false
	}
}

// becomeHeavy trades the place for a heavy one, unless too many heavy
// searches wait already.
func (p *place) becomeHeavy() *apiError {
	p.release()
	if p.a.heavyWaiting.Add(1) > maxHeavyWaiting {
		p.a.heavyWaiting.Add(-1)
		return errBusy
	}
	defer p.a.heavyWaiting.Add(-1)
	p.ch, p.heavy = p.a.heavy, true
	return p.take()
}

// pacer keeps a heavy call to half the time of its slot: after each
// piece of work (a search, a piece of the answer) it waits as long as the
// piece took. Heavy calls then use at most half a core each, and their
// clients wait twice as long; DocSearch's queries, which never wait here,
// keep the rest of the machine even when other processes share it.
type pacer struct {
	on    bool
	since time.Time
}

func newPacer(heavy bool) *pacer { return &pacer{on: heavy, since: time.Now()} }

// pause waits as long as the work since the last pause (or resume) took.
func (p *pacer) pause() {
	if !p.on {
		return
	}
	time.Sleep(time.Since(p.since))
	p.since = time.Now()
}

// resume starts timing work again after a wait that was not work (the
// network, another search's turn): only work earns a pause.
func (p *pacer) resume() { p.since = time.Now() }

// errClientGone answers a client that gave up while waiting; it will not
// read it, but the status says what happened in the logs.
var errClientGone = errorf(http.StatusServiceUnavailable, "The request was cancelled while waiting for the search service")

// parsing takes a place to decode body when it is big, and returns what
// lets it go.
func (a *admission) parsing(ctx context.Context, body []byte) (func(), *apiError) {
	if len(body) <= smallBody {
		return func() {}, nil
	}
	if err := wait(ctx, a.bigParses); err != nil {
		return nil, err
	}
	return func() { <-a.bigParses }, nil
}
