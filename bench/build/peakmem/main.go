// Command peakmem runs a command and prints which of its processes held the
// most memory: each process's own peak resident set (VmHWM, which the kernel
// keeps, so a sample taken any time before the process exits reads it) and
// the peak of the whole tree's summed resident set, sampled.
//
// GNU time's %M gives only the largest single process of a run, without
// naming it; a build is folio, its plugins, render workers and esbuild, and
// the figure to cut is the one of whichever process peaks. Linux only (it
// reads /proc).
//
// Usage: go run ./bench/build/peakmem [-every 20ms] [-summary FILE] -- folio build ...
//
// -summary writes one line for scripts: the largest process's peak in MB,
// its program's name (folio, folio-plugin-docs for `folio plugin docs`,
// node) and the tree's peak in MB.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

type proc struct {
	pid      int
	args     string
	peakKB   int // VmHWM, the kernel's own high-water mark
	lastSeen time.Duration
}

func main() {
	every := flag.Duration("every", 20*time.Millisecond, "sampling period")
	summary := flag.String("summary", "", "write `FILE`: largest peak (MB), its program, tree peak (MB)")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: peakmem [-every 20ms] -- command args...")
		os.Exit(2)
	}
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()

	seen := map[int]*proc{}
	var treePeakKB int
	var treePeakAt time.Duration
	tick := time.NewTicker(*every)
	defer tick.Stop()
	var err error
loop:
	for {
		select {
		case err = <-done:
			break loop
		case <-tick.C:
			now := time.Since(start)
			sum := 0
			for _, pid := range descendants(cmd.Process.Pid) {
				hwm, rss, ok := status(pid)
				if !ok {
					continue
				}
				sum += rss
				p := seen[pid]
				if p == nil {
					p = &proc{pid: pid, args: cmdline(pid)}
					seen[pid] = p
				}
				if hwm > p.peakKB {
					p.peakKB = hwm
				}
				p.lastSeen = now
			}
			if sum > treePeakKB {
				treePeakKB, treePeakAt = sum, now
			}
		}
	}
	wall := time.Since(start)
	list := make([]*proc, 0, len(seen))
	for _, p := range seen {
		list = append(list, p)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].peakKB > list[j].peakKB })
	fmt.Fprintf(os.Stderr, "peakmem: wall %.2fs, %d processes seen, tree peak %d MB at %.2fs\n",
		wall.Seconds(), len(list), treePeakKB/1024, treePeakAt.Seconds())
	for i, p := range list {
		if i == 12 {
			break
		}
		fmt.Fprintf(os.Stderr, "peakmem: %6d MB  pid %-7d last seen %6.2fs  %s\n",
			p.peakKB/1024, p.pid, p.lastSeen.Seconds(), p.args)
	}
	if *summary != "" && len(list) > 0 {
		line := fmt.Sprintf("%d %s %d\n", list[0].peakKB/1024, program(list[0].args), treePeakKB/1024)
		if werr := os.WriteFile(*summary, []byte(line), 0o644); werr != nil {
			fmt.Fprintln(os.Stderr, werr)
		}
	}
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			os.Exit(ee.ExitCode())
		}
		os.Exit(1)
	}
}

// descendants lists root and every process under it, from /proc's parent
// links.
func descendants(root int) []int {
	entries, _ := os.ReadDir("/proc")
	children := map[int][]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// The command name in parentheses may hold spaces: fields start
		// after the last ')'.
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(b[i+1:]))
		if len(f) < 2 {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		children[ppid] = append(children[ppid], pid)
	}
	out := []int{root}
	for i := 0; i < len(out); i++ {
		out = append(out, children[out[i]]...)
	}
	return out
}

// status reads a process's peak and current resident set in KB.
func status(pid int) (hwm, rss int, ok bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, found := strings.CutPrefix(line, "VmHWM:"); found {
			hwm, _ = strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
		} else if v, found := strings.CutPrefix(line, "VmRSS:"); found {
			rss, _ = strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
		}
	}
	return hwm, rss, true
}

func cmdline(pid int) string {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	s := strings.TrimSpace(strings.ReplaceAll(string(b), "\x00", " "))
	if len(s) > 110 {
		s = s[:110] + "…"
	}
	return s
}

// program names a process for the summary: its executable's base name, and
// for folio's plugins the plugin ("folio plugin docs" is folio-plugin-docs).
func program(args string) string {
	f := strings.Fields(args)
	if len(f) == 0 {
		return "?"
	}
	name := filepath.Base(f[0])
	if len(f) >= 3 && f[1] == "plugin" {
		name += "-plugin-" + f[2]
	}
	return name
}
