package dev

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
)

// EventsPath is where pages listen for rebuilds (server-sent events).
const EventsPath = "/__folio/events"

// reloader tells every open page about rebuilds: "reload" after a good
// one, "build-error" with the message after a failed one. A page that
// connects while the last build failed is told at once, so the overlay
// shows on it too.
type reloader struct {
	mu      sync.Mutex
	clients map[chan event]bool
	lastErr string
}

type event struct {
	name string
	data string
}

func newReloader() *reloader { return &reloader{clients: map[chan event]bool{}} }

func (r *reloader) broadcast(e event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if e.name == "build-error" {
		r.lastErr = e.data
	} else {
		r.lastErr = ""
	}
	for c := range r.clients {
		select {
		case c <- e:
		default: // a stalled page misses one event rather than blocking the build
		}
	}
}

func (r *reloader) reload() { r.broadcast(event{name: "reload", data: "{}"}) }

func (r *reloader) fail(err error) {
	b, _ := json.Marshal(map[string]string{"message": err.Error()})
	r.broadcast(event{name: "build-error", data: string(b)})
}

func (r *reloader) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	c := make(chan event, 4)
	r.mu.Lock()
	r.clients[c] = true
	lastErr := r.lastErr
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.clients, c)
		r.mu.Unlock()
	}()
	fmt.Fprint(w, ": connected\n\n")
	if lastErr != "" {
		fmt.Fprintf(w, "event: build-error\ndata: %s\n\n", lastErr)
	}
	flusher.Flush()
	for {
		select {
		case <-req.Context().Done():
			return
		case e := <-c:
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", e.name, e.data)
			flusher.Flush()
		}
	}
}

// clientScript is added to every page in dev mode: it reloads the page
// after a rebuild and shows a failed build's error over the page (which
// stays the last good build).
const clientScript = `<script>(function(){
var es=new EventSource(` + "`" + EventsPath + "`" + `),box;
function hide(){if(box){box.remove();box=null}}
es.addEventListener('reload',function(){hide();location.reload()});
es.addEventListener('build-error',function(e){
hide();box=document.createElement('div');box.id='folio-dev-error';box.setAttribute('role','alert');
box.style.cssText='position:fixed;inset:0;z-index:99999;background:rgba(20,20,24,.94);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;padding:2rem;overflow:auto;white-space:pre-wrap';
var h=document.createElement('strong');h.textContent='folio dev: the build failed; this page is the last good build.\n\n';
var p=document.createElement('div');p.textContent=JSON.parse(e.data).message;
box.append(h,p);document.body.append(box)});
})();</script>
`
