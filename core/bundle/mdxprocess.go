package bundle

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"

	"github.com/folio-docs/folio/core/proc"
)

// mdxProcess is one Node process running the MDX compiler
// (core/client/tools/mdx-compiler.mjs): JSON lines of requests on its
// stdin, one reply line each on its stdout, matched by id. It holds no
// state between requests, so one process can serve every bundle of a
// session.
type mdxProcess struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	writeMu sync.Mutex
	// ended is closed when the process's output ends: it exited.
	ended chan struct{}

	mu      sync.Mutex
	nextID  int
	waiting map[int]chan mdxReply
}

func startMDXProcess(node, script string) (*mdxProcess, error) {
	if script == "" {
		return nil, fmt.Errorf("no MDX compiler configured")
	}
	cmd := exec.Command(node, script)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	// It ends when its stdin closes, and on Linux with folio too.
	if err := proc.Start(cmd); err != nil {
		return nil, fmt.Errorf("starting the MDX compiler: %w", err)
	}
	p := &mdxProcess{cmd: cmd, stdin: stdin, ended: make(chan struct{}), waiting: map[int]chan mdxReply{}}
	go p.readReplies(stdout)
	return p, nil
}

// request sends a request (a JSON object without its id) and waits for
// the reply.
func (p *mdxProcess) request(request []byte) (mdxReply, error) {
	p.mu.Lock()
	p.nextID++
	id := p.nextID
	if !p.alive() {
		// Ended already: readReplies has failed its waiters, and would
		// never answer this one.
		p.mu.Unlock()
		return lostReply(id), nil
	}
	ch := make(chan mdxReply, 1)
	p.waiting[id] = ch
	p.mu.Unlock()
	// The request with its id first: {"id":N,…}.
	line := append([]byte(fmt.Sprintf(`{"id":%d,`, id)), request[1:]...)
	p.writeMu.Lock()
	_, err := p.stdin.Write(append(line, '\n'))
	p.writeMu.Unlock()
	if err != nil {
		p.mu.Lock()
		delete(p.waiting, id)
		p.mu.Unlock()
		return mdxReply{}, fmt.Errorf("MDX compiler: %w", err)
	}
	return <-ch, nil
}

func (p *mdxProcess) readReplies(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var rep mdxReply
		if json.Unmarshal(sc.Bytes(), &rep) != nil {
			continue
		}
		p.mu.Lock()
		ch := p.waiting[rep.ID]
		delete(p.waiting, rep.ID)
		p.mu.Unlock()
		if ch != nil {
			ch <- rep
		}
	}
	// The process ended: fail whoever still waits.
	p.mu.Lock()
	defer p.mu.Unlock()
	close(p.ended)
	for id, ch := range p.waiting {
		ch <- lostReply(id)
		delete(p.waiting, id)
	}
}

// lostReply answers a request the process will never answer.
func lostReply(id int) mdxReply {
	return mdxReply{ID: id, lost: true, Error: &mdxError{Message: "the MDX compiler stopped"}}
}

// alive reports whether the process still answers.
func (p *mdxProcess) alive() bool {
	select {
	case <-p.ended:
		return false
	default:
		return true
	}
}

// close ends the process (its stdin closes) and waits for it.
func (p *mdxProcess) close() {
	_ = p.stdin.Close()
	_ = p.cmd.Wait()
}
