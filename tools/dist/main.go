// Command dist cross-compiles folio's release archives (`make dist`): one
// archive per platform in dist/, each holding the folio binary (built with
// -trimpath, its version stamped into `folio version`) and the README, and
// a SHA256SUMS file over them. Archives are written with fixed owners and
// times, so the same commit and Go toolchain give the same bytes.
package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// platforms are the release targets, GOOS/GOARCH.
var platforms = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64"}

func main() {
	version := flag.String("version", "", "the version to stamp (required), e.g. v0.2.0")
	out := flag.String("out", "dist", "the folder the archives are written to (emptied first)")
	flag.Parse()
	if *version == "" {
		fmt.Fprintln(os.Stderr, "dist: -version is required")
		os.Exit(2)
	}
	if err := run(*version, *out); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

func run(version, out string) error {
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		return fmt.Errorf("run from the repository root: %w", err)
	}
	stamp := archiveTime()
	var sums bytes.Buffer
	for _, p := range platforms {
		goos, goarch, _ := strings.Cut(p, "/")
		exe := "folio"
		if goos == "windows" {
			exe += ".exe"
		}
		bin, err := compile(version, goos, goarch)
		if err != nil {
			return err
		}
		name := fmt.Sprintf("folio_%s_%s_%s", strings.TrimPrefix(version, "v"), goos, goarch)
		files := []file{{name + "/" + exe, bin, 0o755}, {name + "/README.md", readme, 0o644}}
		var archive []byte
		if goos == "windows" {
			name += ".zip"
			archive, err = zipArchive(files, stamp)
		} else {
			name += ".tar.gz"
			archive, err = tarGzArchive(files, stamp)
		}
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, name), archive, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(&sums, "%x  %s\n", sha256.Sum256(archive), name)
		fmt.Printf("%s (%d MB)\n", filepath.Join(out, name), len(archive)>>20)
	}
	return os.WriteFile(filepath.Join(out, "SHA256SUMS"), sums.Bytes(), 0o644)
}

// compile builds ./cmd/folio for one platform: no cgo, no paths of this
// machine (-trimpath), the version stamped.
func compile(version, goos, goarch string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "folio-dist-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "folio")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version="+version, "-o", bin, "./cmd/folio")
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go build for %s/%s: %w", goos, goarch, err)
	}
	return os.ReadFile(bin)
}

type file struct {
	name string
	data []byte
	mode int64
}

// archiveTime is the time every archived file carries: SOURCE_DATE_EPOCH
// when set (the reproducible-builds convention), else a fixed date.
func archiveTime() time.Time {
	if s, err := strconv.ParseInt(os.Getenv("SOURCE_DATE_EPOCH"), 10, 64); err == nil {
		return time.Unix(s, 0).UTC()
	}
	return time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
}

func tarGzArchive(files []file, stamp time.Time) ([]byte, error) {
	var b bytes.Buffer
	gz, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	tw := tar.NewWriter(gz)
	for _, f := range files {
		hdr := &tar.Header{Name: f.name, Mode: f.mode, Size: int64(len(f.data)), ModTime: stamp, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	if err := gz.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func zipArchive(files []file, stamp time.Time) ([]byte, error) {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, f := range files {
		hdr := &zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: stamp}
		hdr.SetMode(os.FileMode(f.mode))
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return nil, err
		}
		if _, err := io.Copy(w, bytes.NewReader(f.data)); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
