package api

import (
	"context"
	"net/http"
	"runtime"
	"sync/atomic"
	"time"
)

// admission keeps searches from crowding each other out. Every search
// takes one of a few slots while it reads its body, searches and writes,
// which bounds the memory of requests in flight whatever the number of
// connections. A heavy search (many hits or many queries) gives its slot
// back and waits for one of fewer heavy slots instead: heavy work then
// uses at most half the cores, and DocSearch's small queries the rest.
type admission struct {
	slots        chan struct{}
	heavy        chan struct{}
	heavyWaiting atomic.Int32
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
)

func newAdmission() *admission {
	cores := runtime.GOMAXPROCS(0)
	return &admission{
		slots: make(chan struct{}, max(8, 4*cores)),
		heavy: make(chan struct{}, max(1, cores/2)),
	}
}

var errBusy = errorf(http.StatusTooManyRequests, "Too many heavy searches at once: retry later, or ask for fewer hits")

// enter takes a slot, waiting as long as the client does.
func (a *admission) enter(ctx context.Context) (leave func(), err *apiError) {
	select {
	case a.slots <- struct{}{}:
		return func() { <-a.slots }, nil
	case <-ctx.Done():
		return nil, errClientGone
	}
}

// enterHeavy trades a slot (left with leave) for a heavy slot.
func (a *admission) enterHeavy(ctx context.Context, leave func()) (leaveHeavy func(), err *apiError) {
	leave()
	if a.heavyWaiting.Add(1) > maxHeavyWaiting {
		a.heavyWaiting.Add(-1)
		return nil, errBusy
	}
	defer a.heavyWaiting.Add(-1)
	select {
	case a.heavy <- struct{}{}:
		return func() { <-a.heavy }, nil
	case <-ctx.Done():
		return nil, errClientGone
	}
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

// pause waits as long as the work since the last pause took.
func (p *pacer) pause() {
	if !p.on {
		return
	}
	time.Sleep(time.Since(p.since))
	p.since = time.Now()
}

// errClientGone answers a client that gave up while waiting; it will not
// read it, but the status says what happened in the logs.
var errClientGone = errorf(http.StatusServiceUnavailable, "The request was cancelled while waiting for the search service")
