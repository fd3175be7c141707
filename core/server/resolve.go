package server

import (
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path"
	"strings"
	"syscall"
)

// errBadPath marks a request path that cannot name a file we may serve.
// status is what the client gets: 400 for a malformed escape, 404 otherwise,
// so probing for files outside root looks the same as asking for a missing one.
type errBadPath struct{ status int }

func (e errBadPath) Error() string { return http.StatusText(e.status) }

// cleanName turns an escaped URL path relative to BaseURL ("docs/intro/")
// into a slash-separated name inside root ("docs/intro") and whether the
// request ended in "/".
//
// It works segment by segment on the escaped form so that an encoded slash
// ("..%2f..%2fsecret") cannot smuggle extra segments past the checks, and it
// rejects rather than cleans: a request with ".." in it has no honest reason
// to exist, and cleaning would make it hit a real file.
func cleanName(escaped string) (name string, trailingSlash bool, err error) {
	trailingSlash = escaped == "" || strings.HasSuffix(escaped, "/")
	var parts []string
	for _, seg := range strings.Split(escaped, "/") {
		if seg == "" {
			continue // leading, trailing or doubled slash
		}
		dec, uerr := url.PathUnescape(seg)
		if uerr != nil {
			return "", false, errBadPath{http.StatusBadRequest}
		}
		if dec == "" || strings.ContainsAny(dec, "/\\\x00") {
			return "", false, errBadPath{http.StatusNotFound}
		}
		// Dotfiles (.git, .env, ".." and ".") are never site content. The one
		// exception is RFC 8615's /.well-known/ at the top of the site.
		if dec[0] == '.' && !(len(parts) == 0 && dec == ".well-known") {
			return "", false, errBadPath{http.StatusNotFound}
		}
		parts = append(parts, dec)
	}
	return strings.Join(parts, "/"), trailingSlash, nil
}

// resolved is a file chosen to answer a request.
type resolved struct {
	name string // path inside root; its extension decides the content type
	file *os.File
	info fs.FileInfo
}

// resolve finds the file for name following the output layout of
// `folio build`: "route/index.html" or "route.html". Both "/route" and
// "/route/" are answered directly, without a redirect, because the client
// router accepts either form. It returns fs.ErrNotExist when nothing matches.
//
// The work is bounded whatever the request: at most six names are tried,
// each built once from name, so the cost is linear in the path's length.
func resolve(root *os.Root, name string, trailingSlash bool) (*resolved, error) {
	if name == "" || trailingSlash {
		return openRegular(root, path.Join(name, "index.html"))
	}
	res, err := openRoute(root, name)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return res, err
	}
	// SPEC §2: a trailing ".html" or "/index.html" is stripped to find the
	// route, so "/page.html" also finds "page/index.html". Once only:
	// "/a/index.html/index.html" names no route.
	if stripped, ok := stripHTMLSuffix(name); ok {
		if stripped == "" {
			return openRegular(root, "index.html")
		}
		if res, serr := openRoute(root, stripped); serr == nil {
			return res, nil
		}
	}
	// Report why the exact name failed (a symlink escaping root, say),
	// not the fallbacks' plain misses.
	return nil, err
}

// openRoute tries name as a file, then the files a route of that name is
// written to: "name.html" and "name/index.html".
func openRoute(root *os.Root, name string) (*resolved, error) {
	res, err := openRegular(root, name)
	if err == nil {
		return res, nil
	}
	if errors.Is(err, errIsDir) {
		return openRegular(root, name+"/index.html")
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if !strings.HasSuffix(name, ".html") {
		if res, err := openRegular(root, name+".html"); err == nil {
			return res, nil
		}
	}
	if res, err := openRegular(root, name+"/index.html"); err == nil {
		return res, nil
	}
	return nil, err
}

var errIsDir = errors.New("is a directory")

func stripHTMLSuffix(name string) (string, bool) {
	if name == "index.html" {
		return "", true
	}
	if s, ok := strings.CutSuffix(name, "/index.html"); ok {
		return s, true
	}
	return strings.CutSuffix(name, ".html")
}

// openRegular opens name inside root and insists on a regular file; devices,
// sockets and the like are reported as missing. A symlink leading outside
// root fails inside os.Root and is reported as missing too.
//
// The mode is checked before the file is opened: opening a FIFO for
// reading blocks until a writer comes, which would pin the request and an
// OS thread forever. The open is non-blocking as well, for a FIFO put in
// the file's place between the check and the open.
func openRegular(root *os.Root, name string) (*resolved, error) {
	info, err := root.Stat(name)
	if err != nil {
		return nil, notExist(err)
	}
	if info.IsDir() {
		return nil, errIsDir
	}
	if !info.Mode().IsRegular() {
		return nil, fs.ErrNotExist
	}
	f, err := root.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, notExist(err)
	}
	info, err = f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, fs.ErrNotExist
	}
	return &resolved{name: name, file: f, info: info}, nil
}

// notExist folds every reason a name cannot be opened here (missing, a
// symlink escaping root, a file where a directory was expected, no
// permission) into one error that matches fs.ErrNotExist, so the client gets
// a 404 and a prober learns nothing. The cause is kept for the log.
func notExist(err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if errors.Is(err, syscall.ENOTDIR) {
		// "page.html/x": an ordinary miss, not worth a log line.
		return fs.ErrNotExist
	}
	return missingError{err}
}

type missingError struct{ cause error }

func (e missingError) Error() string        { return e.cause.Error() }
func (e missingError) Is(target error) bool { return target == fs.ErrNotExist }
func (e missingError) Unwrap() error        { return e.cause }
