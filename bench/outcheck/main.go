// Command outcheck measures what verifying a built output folder costs,
// each way a build could tell that a file is still the one it wrote: a
// stat of every file and folder (what folio does, core/build/outstamp.go:
// fstatat relative to the output folder, opened once, on Linux; lstat of
// the full path elsewhere) against reading every file and hashing it
// (CRC-32C, SHA-256). Run it on
// the output of a synthetic site (bench/build/gen-docs.sh, then folio
// build), a few times, the page cache warm:
//
//	go run ./bench/outcheck [-rounds 5] DIR
//
// It prints the files, folders and bytes, then per way the wall time and
// the process's CPU time (user + system) of each round.
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

func main() {
	rounds := flag.Int("rounds", 5, "measurements of each way")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: outcheck [-rounds N] DIR")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	var files, folders []string
	var size int64
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			folders = append(folders, p)
		} else if info, err := d.Info(); err == nil {
			files = append(files, p)
			size += info.Size()
		}
		return nil
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d files, %d folders, %.1f MB\n", dir, len(files), len(folders), float64(size)/1e6)
	root, err := unix.Open(dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	// fstatat takes the paths relative to the folder, as folio holds them.
	fstatat := func(rel string) {
		var st unix.Stat_t
		_ = unix.Fstatat(root, rel, &st, unix.AT_SYMLINK_NOFOLLOW)
	}
	rels := func(paths []string) []string {
		out := make([]string, len(paths))
		for i, p := range paths {
			out[i], _ = filepath.Rel(dir, p)
		}
		return out
	}
	castagnoli := crc32.MakeTable(crc32.Castagnoli)
	buf := make([]byte, 1<<20)
	ways := []struct {
		name string
		each func(string)
		over []string
	}{
		{"lstat every file", func(p string) { _, _ = os.Lstat(p) }, files},
		{"lstat every folder", func(p string) { _, _ = os.Lstat(p) }, folders},
		{"fstatat every file", fstatat, rels(files)},
		{"fstatat every folder", fstatat, rels(folders)},
		{"read + CRC-32C every file", func(p string) {
			b, _ := os.ReadFile(p)
			crc32.Update(0, castagnoli, b)
		}, files},
		{"read + SHA-256 every file", func(p string) {
			f, err := os.Open(p)
			if err != nil {
				return
			}
			h := sha256.New()
			for {
				n, err := f.Read(buf)
				h.Write(buf[:n])
				if err != nil {
					break
				}
			}
			f.Close()
		}, files},
	}
	for _, w := range ways {
		fmt.Printf("%-27s", w.name)
		for r := 0; r < *rounds; r++ {
			start, cpu := time.Now(), cpuTime()
			for _, p := range w.over {
				w.each(p)
			}
			fmt.Printf("  %6.1f ms (CPU %6.1f)", ms(time.Since(start)), ms(cpuTime()-cpu))
		}
		fmt.Println()
	}
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }
