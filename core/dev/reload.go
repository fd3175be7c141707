package dev

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"sync"

	"github.com/folio-docs/folio/core/diag"
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

// failure is the build-error event's payload: the diagnostics, for the
// overlay to show each with its place and excerpt, and all of them as the
// CLI prints them.
type failure struct {
	Message     string    `json:"message"`
	Diagnostics diag.List `json:"diagnostics"`
}

// failed reports a failed build in the terminal, through p, and over
// every open page.
func (r *reloader) failed(err error, p *diag.Printer) {
	ds := diag.From(err, "build").Relative(p.Dir).Fill(p.Dir)
	p.Print(ds)
	r.fail(ds)
}

// printerFor is opts.Diagnostics, or one that prints for people on
// opts.Log.
func printerFor(opts Options) *diag.Printer {
	if opts.Diagnostics != nil {
		return opts.Diagnostics
	}
	w := opts.Log
	if w == nil {
		w = io.Discard
	}
	dir, _ := filepath.Abs(filepath.Dir(opts.ConfigFile))
	return &diag.Printer{W: w, Dir: dir}
}

func (r *reloader) fail(ds diag.List) {
	var text strings.Builder
	for _, d := range ds {
		text.WriteString(diag.Format(d))
	}
	b, _ := json.Marshal(failure{Message: text.String(), Diagnostics: ds})
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
// after a rebuild and shows a failed build's diagnostics over the page
// (which stays the last good build): each with its file:line:column, the
// source line and a caret under the column, as the terminal shows them.
const clientScript = `<script>(function(){
var es=new EventSource(` + "`" + EventsPath + "`" + `),box;
function hide(){if(box){box.remove();box=null}}
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!=null)e.textContent=text;return e}
function loc(d){return d.file?d.file+(d.line?':'+d.line+(d.column?':'+d.column:''):''):''}
function excerpt(d){var g=String(d.line),pad=g.replace(/./g,' '),c='';
if(d.column){var chars=Array.from(d.excerpt);for(var i=0;i<d.column-1&&i<chars.length;i++)c+=chars[i]==='\t'?'\t':' ';
c+='^';if(d.endColumn>d.column+1&&(!d.endLine||d.endLine===d.line))c+='~'.repeat(Math.min(d.endColumn,chars.length+1)-d.column-1)}
return ' '+g+' | '+d.excerpt+(d.column?'\n '+pad+' | '+c:'')}
function show(d){var s=el('section','folio-diagnostic');s.style.cssText='margin:0 0 1.5rem';
var h=el('div');var l=loc(d);if(l){var a=el('span','folio-diagnostic-location',l);a.style.cssText='color:#9cdcfe';h.append(a,': ')}
var sev=el('span','folio-diagnostic-severity',d.severity);sev.style.cssText='color:'+(d.severity==='warning'?'#ffd479':'#ff8080')+';font-weight:bold';
h.append(sev,': ',el('span','folio-diagnostic-message',d.message));if(d.source)h.append(el('span','folio-diagnostic-source',' ['+d.source+']'));s.append(h);
if(d.excerpt&&d.line){var x=el('pre','folio-diagnostic-excerpt',excerpt(d));x.style.cssText='margin:.4rem 0;color:#e8e8e8;tab-size:4';s.append(x)}
if(d.detail){var t=el('pre','folio-diagnostic-detail',d.detail);t.style.cssText='margin:.4rem 0 0 2ch;color:#bbb';s.append(t)}
return s}
es.addEventListener('reload',function(){hide();location.reload()});
es.addEventListener('build-error',function(e){
var f=JSON.parse(e.data);hide();box=el('div');box.id='folio-dev-error';box.setAttribute('role','alert');
box.style.cssText='position:fixed;inset:0;z-index:99999;background:rgba(20,20,24,.94);color:#ffd7d7;font:14px/1.5 ui-monospace,monospace;padding:2rem;overflow:auto;white-space:pre-wrap';
box.append(el('strong',null,'folio dev: the build failed; this page is the last good build.\n\n'));
if(f.diagnostics&&f.diagnostics.length)f.diagnostics.forEach(function(d){box.append(show(d))});else box.append(el('div',null,f.message));
document.body.append(box)});
})();</script>
`
