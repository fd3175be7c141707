//go:build linux

package main

import (
	"bufio"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The attacks of issue 31, against the real binaries: a hostile client on
// the same network, or a web page in the developer's browser. Timings are
// loose bounds that tell a fixed server from the old one (which took
// seconds, or forever) on a loaded two-core machine.

// startServeDir runs `folio serve --dir dir` on a free port with env added.
func startServeDir(t *testing.T, bin, dir string, env ...string) (*exec.Cmd, string) {
	t.Helper()
	port := freePort(t)
	args := []string{"serve", "--dir", dir, "--config", filepath.Join(dir, "no-site.toml"), "--host", "127.0.0.1", "--port", fmt.Sprint(port)}
	cmd := startFolioEnv(t, bin, env, "Serving", args...)
	return cmd, fmt.Sprintf("127.0.0.1:%d", port)
}

// startFolioEnv is startFolio with variables added to the environment.
func startFolioEnv(t *testing.T, bin string, env []string, ready string, args ...string) *exec.Cmd {
	t.Helper()
	if len(env) == 0 {
		return startFolio(t, bin, ready, args...)
	}
	// startFolio runs bin itself: a wrapper script carries the variables.
	script := filepath.Join(t.TempDir(), "folio-env")
	body := "#!/bin/sh\nexec env " + strings.Join(env, " ") + " " + bin + ` "$@"` + "\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return startFolio(t, script, ready, args...)
}

// processFDs counts a process's open descriptors.
func processFDs(pid int) int {
	entries, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/fd")
	if err != nil {
		return -1
	}
	return len(entries)
}

// processCPU is the CPU time a process has used, from /proc.
func processCPU(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// The command name may hold spaces: the fields start after ")".
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100 // USER_HZ
}

func get(t *testing.T, url string, header ...string) (int, string) {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "Host" {
			req.Host = header[i+1]
		} else {
			req.Header.Set(header[i], header[i+1])
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %.80s: %v", url, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// A path of repeated "/index.html" once took seconds of CPU, growing with
// the square of its length. Now every path costs a few lookups, and one
// over 8 KB is refused with 414.
func TestServeLongPathsCostLittle(t *testing.T) {
	bin := buildFolio(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<h1>Home</h1>"), 0o644)
	cmd, addr := startServeDir(t, bin, dir)

	if code, _ := get(t, "http://"+addr+"/index.html"); code != 200 {
		t.Fatalf("/index.html: %d", code)
	}
	cpu := processCPU(cmd.Process.Pid)
	start := time.Now()
	long := strings.Repeat("/index.html", 700) // 7.7 KB, under the limit
	for range 20 {
		if code, _ := get(t, "http://"+addr+long); code != 404 {
			t.Fatalf("7.7 KB path of /index.html: %d, want 404", code)
		}
	}
	huge := strings.Repeat("/index.html", 5800) // 64 KB
	for range 20 {
		code, body := get(t, "http://"+addr+huge)
		if code != http.StatusRequestURITooLong || !strings.Contains(body, "over 8192 bytes") {
			t.Fatalf("64 KB path: %d %q, want 414", code, body)
		}
	}
	used := processCPU(cmd.Process.Pid) - cpu
	t.Logf("40 long paths: %s, %s of CPU", time.Since(start).Round(time.Millisecond), used)
	if used > 2*time.Second {
		t.Errorf("40 long paths used %s of CPU (one used 2.5 s before the fix)", used)
	}
	// "/page.html" still finds "page/index.html"; one strip only.
	os.MkdirAll(filepath.Join(dir, "page"), 0o755)
	os.WriteFile(filepath.Join(dir, "page", "index.html"), []byte("<h1>Page</h1>"), 0o644)
	for _, p := range []string{"/page", "/page/", "/page.html", "/page/index.html"} {
		if code, body := get(t, "http://"+addr+p); code != 200 || !strings.Contains(body, "Page") {
			t.Errorf("%s: %d %q", p, code, body)
		}
	}
}

// A FIFO in the output once hung its request forever, holding an OS
// thread. Non-regular files are never opened: 404 at once.
func TestServeAnswersAFIFOWith404(t *testing.T) {
	bin := buildFolio(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<h1>Home</h1>"), 0o644)
	for _, name := range []string{"pipe.html", "pipe2"} {
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.Mkdir(filepath.Join(dir, "dir"), 0o755)
	if err := syscall.Mkfifo(filepath.Join(dir, "dir", "index.html"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, addr := startServeDir(t, bin, dir)
	client := &http.Client{Timeout: 20 * time.Second}
	for _, p := range []string{"/pipe.html", "/pipe", "/pipe2", "/dir/", "/dir"} {
		resp, err := client.Get("http://" + addr + p)
		if err != nil {
			t.Fatalf("%s: %v (the request hung on the FIFO)", p, err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("%s: %d, want 404", p, resp.StatusCode)
		}
	}
	if code, _ := get(t, "http://"+addr+"/"); code != 200 {
		t.Errorf("/ after the FIFOs: %d", code)
	}
	if n := processFDs(cmd.Process.Pid); n > 32 {
		t.Errorf("%d descriptors open after the FIFO requests", n)
	}
}

// A client that stops reading a large file once held its connection and
// the file for minutes. Now each piece of an answer must go out within
// seconds: the connection and the file are closed.
func TestServeCutsASlowReader(t *testing.T) {
	bin := buildFolio(t)
	dir := t.TempDir()
	big := make([]byte, 32<<20) // random: sent as is, past every socket buffer
	rand.Read(big)
	os.WriteFile(filepath.Join(dir, "big.bin"), big, 0o644)
	cmd, addr := startServeDir(t, bin, dir)
	pid := cmd.Process.Pid
	before := processFDs(pid)

	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.(*net.TCPConn).SetReadBuffer(64 << 10)
	fmt.Fprintf(conn, "GET /big.bin HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
	start := time.Now()
	// The file is open while its answer is stuck.
	if !waitFor(10*time.Second, func() bool { return processFDs(pid) >= before+2 }) {
		t.Fatalf("the download never started: %d descriptors, %d before", processFDs(pid), before)
	}
	// Reading nothing, the client stalls the server's writes; it must
	// let go of the connection and the file.
	if !waitFor(90*time.Second, func() bool { return processFDs(pid) <= before }) {
		t.Fatalf("after %s the slow reader still holds %d descriptors (%d before)", time.Since(start).Round(time.Second), processFDs(pid), before)
	}
	held := time.Since(start)
	t.Logf("slow reader cut after %s", held.Round(100*time.Millisecond))
	if held < 5*time.Second {
		t.Errorf("cut after %s: a reader is given more than 5 s", held)
	}
	got, _ := io.Copy(io.Discard, conn)
	if got >= int64(len(big)) {
		t.Errorf("the slow reader got all %d bytes", got)
	}
	// A reader at a normal pace gets the whole file.
	resp, err := http.Get("http://" + addr + "/big.bin")
	if err != nil {
		t.Fatal(err)
	}
	n, err := io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if err != nil || n != int64(len(big)) {
		t.Errorf("normal download: %d of %d bytes, %v", n, len(big), err)
	}
}

// With its descriptor limit at 300, a flood of 600 idle connections once
// locked out every new client. The oldest idle ones are closed to make
// room: normal requests go through during the flood, quickly, and the
// process stays under its limit.
func TestServeHoldsAFloodOfIdleConnections(t *testing.T) {
	bin := buildFolio(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<h1>Home</h1>"), 0o644)
	port := freePort(t)
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	script := filepath.Join(t.TempDir(), "folio-ulimit")
	os.WriteFile(script, []byte("#!/bin/sh\nulimit -n 300 || exit 1\nexec "+bin+` "$@"`+"\n"), 0o755)
	cmd := startFolio(t, script, "Serving", "serve", "--dir", dir, "--config", filepath.Join(dir, "no-site.toml"), "--host", "127.0.0.1", "--port", fmt.Sprint(port))
	pid := cmd.Process.Pid

	var flood []net.Conn
	defer func() {
		for _, c := range flood {
			c.Close()
		}
	}()
	var worst time.Duration
	for i := range 600 {
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			t.Fatalf("idle connection %d: %v", i, err)
		}
		flood = append(flood, c)
		if i%50 != 49 {
			continue
		}
		// A normal client, on a new connection, during the flood.
		start := time.Now()
		client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
		resp, err := client.Get("http://" + addr + "/")
		if err != nil {
			t.Fatalf("normal request after %d idle connections: %v", i+1, err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("normal request after %d idle connections: %d", i+1, resp.StatusCode)
		}
		worst = max(worst, time.Since(start))
	}
	fds := processFDs(pid)
	t.Logf("600 idle connections: worst normal request %s, %d descriptors", worst.Round(time.Millisecond), fds)
	if worst > 3*time.Second {
		t.Errorf("a normal request took %s during the flood", worst)
	}
	if fds > 300 {
		t.Errorf("%d descriptors open, over the limit of 300", fds)
	}
	// The oldest idle connections were the ones closed.
	one := make([]byte, 1)
	flood[0].SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := flood[0].Read(one); err != io.EOF {
		t.Errorf("the oldest idle connection is still open: %v", err)
	}
}

// searchPost sends a body to the search API of `folio search serve` and
// returns the status, the message and the body's size.
func searchPost(t *testing.T, port int, body string) (int, string, int) {
	t.Helper()
	url := fmt.Sprintf("http://127.0.0.1:%d/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key", port)
	resp, err := http.Post(url, "text/plain", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var e struct{ Message string }
	json.Unmarshal(b, &e)
	return resp.StatusCode, e.Message, len(b)
}

// The search API's answers to mistyped and oversized parameters: Algolia's
// words, one cap on filters whatever their syntax, short messages.
func TestSearchServeRefusesHostileParameters(t *testing.T) {
	_, port := startSearchService(t, buildFolio(t))
	one := func(members string) string { return `{"requests":[{"indexName":"docs",` + members + `}]}` }
	ors := func(n int) string {
		items := make([]string, n)
		for i := range items {
			items[i] = fmt.Sprintf("a:%d", i)
		}
		return "(" + strings.Join(items, ",") + ")"
	}

	// String-form facetFilters count toward the same 100 as arrays.
	for name, body := range map[string]string{
		"string, 101 ORs":       one(`"query":"e","facetFilters":"` + ors(101) + `"`),
		"string, 60,000 ORs":    one(`"query":"e","facetFilters":"` + ors(60000) + `"`),
		"params string":         one(`"params":"query=e&facetFilters=` + strings.ReplaceAll(ors(150), ",", "%2C") + `"`),
		"array of 101":          one(`"query":"e","facetFilters":[["` + strings.Join(strings.Split(strings.Trim(ors(101), "()"), ","), `","`) + `"]]`),
		"string, 60 and 60 ORs": one(`"query":"e","facetFilters":"` + ors(60) + "," + ors(60) + `"`),
	} {
		start := time.Now()
		code, msg, size := searchPost(t, port, body)
		if code != 400 || !strings.Contains(msg, "facetFilters: at most 100 filters") || size > 512 {
			t.Errorf("%s: %d %q (%d bytes), want 400 and the cap", name, code, msg, size)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%s: answered in %s", name, d)
		}
	}
	if code, msg, _ := searchPost(t, port, one(`"query":"e","facetFilters":"`+ors(100)+`"`)); code != 200 {
		t.Errorf("100 string-form ORs: %d %q, want 200", code, msg)
	}

	// Wrong types: the parameter's name and what it must be, never Go's
	// type names.
	for _, c := range []struct{ param, value, want string }{
		{"highlightPreTag", `["x"]`, "invalid value for highlightPreTag: must be a string"},
		{"highlightPostTag", `{"a":1}`, "invalid value for highlightPostTag: must be a string"},
		{"snippetEllipsisText", `[1]`, "invalid value for snippetEllipsisText: must be a string"},
		{"queryType", `[]`, "invalid value for queryType: must be a string"},
		{"removeWordsIfNoResults", `["none"]`, "invalid value for removeWordsIfNoResults: must be a string"},
		{"query", `{"q":1}`, "invalid value for query: must be a string"},
		{"hitsPerPage", `[1]`, "invalid value for hitsPerPage: must be an integer"},
		{"facetFilters", `{"a":1}`, "invalid value for facetFilters: must be an array or a string"},
		{"distinct", `[1]`, "invalid value for distinct"},
		{"typoTolerance", `[1]`, "invalid value for typoTolerance"},
		{"ignorePlurals", `{}`, "invalid value for ignorePlurals"},
		{"attributesToRetrieve", `{}`, "invalid value for attributesToRetrieve: must be an array of strings"},
	} {
		code, msg, _ := searchPost(t, port, one(`"query":"e","`+c.param+`":`+c.value))
		if code != 400 || !strings.Contains(msg, c.want) {
			t.Errorf("%s=%s: %d %q, want 400 and %q", c.param, c.value, code, msg, c.want)
		}
		for _, goism := range []string{"Go ", "json:", "unmarshal", "struct", "[]string", "interface"} {
			if strings.Contains(msg, goism) {
				t.Errorf("%s=%s: %q speaks Go (%q)", c.param, c.value, msg, goism)
			}
		}
	}

	// A huge malformed filter: a short error, quoting an excerpt.
	code, msg, size := searchPost(t, port, one(`"query":"e","facetFilters":"`+strings.Repeat("(", 450000)+`"`))
	if code != 400 || !strings.Contains(msg, "unclosed parenthesis") || size > 512 {
		t.Errorf("450,000 open parentheses: %d, %d bytes, %.200q", code, size, msg)
	}
	code, msg, size = searchPost(t, port, one(`"query":"e","`+strings.Repeat("p", 200000)+`":1`))
	if code != 400 || !strings.Contains(msg, "Unknown parameter") || size > 512 {
		t.Errorf("a 200 KB parameter name: %d, %d bytes, %.200q", code, size, msg)
	}
}

// Uploaders sending a byte a second once held the four big-body places
// for 30 s each, so any search body over 16 KB waited. A body must come at
// 1 KB/s after 5 s: the trickles get 408 and their places go to others.
func TestSearchServeCutsSlowUploaders(t *testing.T) {
	cmd, port := startSearchService(t, buildFolio(t))
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	const size = 20 << 10 // over 16 KB: a big body
	var wg sync.WaitGroup
	type result struct {
		status string
		took   time.Duration
	}
	slow := make([]result, 4)
	sent := make(chan bool, len(slow))
	for i := range slow {
		wg.Add(1)
		go func() {
			defer wg.Done()
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Error(err)
				return
			}
			defer conn.Close()
			start := time.Now()
			fmt.Fprintf(conn, "POST /1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key HTTP/1.1\r\nHost: %s\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n", addr, size)
			first := true
			status := make(chan string, 1)
			go func() {
				line, _ := bufio.NewReader(conn).ReadString('\n')
				status <- strings.TrimSpace(line)
			}()
			for {
				select {
				case s := <-status:
					slow[i] = result{s, time.Since(start)}
					return
				case <-time.After(time.Second):
					if _, err := conn.Write([]byte("{")); err != nil {
						slow[i] = result{"write failed: " + err.Error(), time.Since(start)}
						return
					}
					if first {
						first = false
						sent <- true // a second after its headers: it holds a place
					}
					if time.Since(start) > 60*time.Second {
						slow[i] = result{"no answer", time.Since(start)}
						return
					}
				}
			}
		}()
	}
	// Meanwhile a normal client sends a big body in one go. It waits for
	// a place (the old server made it wait 30 s).
	for range slow {
		<-sent
	}
	padding := strings.Repeat(" ", size)
	start := time.Now()
	code, msg, _ := searchPost(t, port, `{"requests":[{"indexName":"docs","query":"e","hitsPerPage":1}]}`+padding)
	normal := time.Since(start)
	wg.Wait()
	for i, r := range slow {
		if !strings.Contains(r.status, "408") || r.took > 30*time.Second {
			t.Errorf("slow uploader %d: %q after %s, want 408 well before 30 s", i, r.status, r.took.Round(time.Second))
		}
	}
	if code != 200 || normal > 25*time.Second {
		t.Errorf("normal big search beside the trickles: %d %q after %s", code, msg, normal.Round(time.Second))
	}
	t.Logf("trickles cut after %s; the normal big search took %s", slow[0].took.Round(100*time.Millisecond), normal.Round(100*time.Millisecond))
	if n := processFDs(cmd.Process.Pid); n > 32 {
		t.Errorf("%d descriptors open after the uploads", n)
	}
}

// `folio dev` serves drafts and build errors to its developer only. A web
// page elsewhere could once search its index, drafts included, with a
// simple cross-origin POST, and read its pages after rebinding a domain
// of its own to 127.0.0.1.
func TestDevAnswersItsDeveloperOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio and runs it")
	}
	bin := buildFolio(t)
	site := newProcessSite(t)
	appendFile(t, filepath.Join(site, "site.toml"), "\n[[plugins]]\nname = \"search\"\n\n[themeConfig.search]\nappId = \"APP\"\napiKey = \"key\"\nindexName = \"docs\"\n")
	writeFiles(t, site, map[string]string{
		"site/docs/secret.md": "---\ntitle: Secret\ndraft: true\n---\n# Secret\n\nThe zanzibarplan is not public yet.\n",
	})

	port := freePort(t)
	r := startMarked(t, bin, site, false, "dev", "--port", strconv.Itoa(port))
	r.waitForLine("serving at")
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	own := fmt.Sprintf("localhost:%d", port)

	// Its own names are answered; a rebound domain is not.
	for _, host := range []string{own, fmt.Sprintf("127.0.0.1:%d", port), fmt.Sprintf("[::1]:%d", port)} {
		if code, _ := get(t, base+"/", "Host", host); code != 200 {
			t.Errorf("Host %s: %d, want 200", host, code)
		}
	}
	for _, path := range []string{"/", "/docs/secret/", "/__folio/events"} {
		code, body := get(t, base+path, "Host", fmt.Sprintf("attacker.example:%d", port))
		if code != http.StatusMisdirectedRequest || !strings.Contains(body, "folio dev answers requests for localhost, 127.0.0.1 or [::1] only") {
			t.Errorf("%s with a foreign Host: %d %q, want 421 naming the hosts it answers", path, code, body)
		}
	}

	// The search API finds the draft for the developer's own pages...
	search := func(origin string) (*http.Response, string) {
		req, _ := http.NewRequest("POST", base+"/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key",
			strings.NewReader(`{"requests":[{"indexName":"docs","query":"zanzibarplan"}]}`))
		req.Host = own
		req.Header.Set("Content-Type", "text/plain")
		req.Header.Set("Origin", origin)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	resp, body := search("http://" + own)
	if resp.StatusCode != 200 || !strings.Contains(body, "zanzibarplan") {
		t.Fatalf("same-origin search for the draft: %d %.300s", resp.StatusCode, body)
	}
	if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "http://"+own {
		t.Errorf("same-origin search: Access-Control-Allow-Origin %q, want its own origin", got)
	}
	// ...and nothing to another origin's, even a simple request.
	resp, body = search("https://attacker.example")
	if resp.StatusCode != 403 || strings.Contains(body, "zanzibarplan") || !strings.Contains(body, "folio dev answers its own pages only") {
		t.Errorf("cross-origin search: %d %.300s, want 403 without the draft", resp.StatusCode, body)
	}
	if got := resp.Header.Get("Access-Control-Allow-Origin"); got != "" {
		t.Errorf("cross-origin search: Access-Control-Allow-Origin %q", got)
	}
	code, body := get(t, base+"/docs/secret/", "Host", own, "Sec-Fetch-Site", "cross-site", "Sec-Fetch-Mode", "no-cors")
	if code != 403 || strings.Contains(body, "zanzibarplan") {
		t.Errorf("cross-site no-cors fetch of the draft: %d", code)
	}
	// A link followed from another site still opens the page.
	if code, _ := get(t, base+"/", "Host", own, "Sec-Fetch-Site", "cross-site", "Sec-Fetch-Mode", "navigate"); code != 200 {
		t.Errorf("navigation from another site: %d, want 200", code)
	}
	r.cmd.Process.Signal(syscall.SIGTERM)
	r.cmd.Wait()

	// --host 0.0.0.0 shares it with the network, deliberately: it warns,
	// and answers IP addresses, but still no rebound domain.
	port = freePort(t)
	r = startMarked(t, bin, site, false, "dev", "--host", "0.0.0.0", "--port", strconv.Itoa(port))
	r.waitForLine("serving at")
	if !strings.Contains(r.stderr.String(), "warning: --host 0.0.0.0 serves this site, drafts included, to every machine") {
		t.Errorf("--host 0.0.0.0 printed no warning:\n%s", r.stderr.String())
	}
	base = fmt.Sprintf("http://127.0.0.1:%d", port)
	if code, _ := get(t, base+"/", "Host", fmt.Sprintf("192.0.2.7:%d", port)); code != 200 {
		t.Errorf("--host 0.0.0.0, Host an IP address: %d, want 200", code)
	}
	if code, _ := get(t, base+"/", "Host", fmt.Sprintf("attacker.example:%d", port)); code != http.StatusMisdirectedRequest {
		t.Errorf("--host 0.0.0.0, a foreign Host: %d, want 421", code)
	}
}
