package server

import (
	"encoding/json"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// net/http answers some requests itself, before any handler runs: a
// malformed request line or URL (a bad escape), headers over
// MaxHeaderBytes (431), an unknown transfer coding (501). It writes those
// answers as plain text straight to the connection, with no hook to change
// them. An API whose every error is {"message","status"} (the search API:
// Algolia's clients parse error bodies) needs them in JSON too, so
// jsonErrorListener hands out connections that recognise those answers as
// they are written and write JSON instead.
type jsonErrorListener struct{ net.Listener }

func (l jsonErrorListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return jsonErrorConn{c}, nil
}

type jsonErrorConn struct{ net.Conn }

func (c jsonErrorConn) Write(p []byte) (int, error) {
	if answer, ok := serverErrorAsJSON(p); ok {
		_, err := c.Conn.Write(answer)
		return len(p), err
	}
	return c.Conn.Write(p)
}

// serverAnswer matches net/http's own error answers, which it writes in
// one piece: a status line, exactly these two headers, and a short text.
// An answer from a handler cannot match: net/http always adds a Date
// header after Connection.
var serverAnswer = regexp.MustCompile(`^HTTP/1\.1 (\d{3}) [^\r\n]*\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n([^\r\n]{0,300})$`)

// serverErrorAsJSON rewrites one of net/http's error answers as JSON:
// {"message":"Request Header Fields Too Large","status":431}.
func serverErrorAsJSON(p []byte) ([]byte, bool) {
	if len(p) > 512 || !strings.HasPrefix(string(p), "HTTP/1.1 ") {
		return nil, false
	}
	m := serverAnswer.FindSubmatch(p)
	if m == nil {
		return nil, false
	}
	code := string(m[1])
	// The text is the status and a detail ("400 Bad Request: missing
	// required Host header"), or the detail alone.
	message := strings.TrimPrefix(string(m[2]), code+" ")
	quoted, _ := json.Marshal(message)
	body := `{"message":` + string(quoted) + `,"status":` + code + `}`
	status, _ := strconv.Atoi(code)
	return []byte("HTTP/1.1 " + code + " " + http.StatusText(status) + "\r\n" +
		"Content-Type: application/json; charset=UTF-8\r\n" +
		"Content-Length: " + strconv.Itoa(len(body)) + "\r\n" +
		"Connection: close\r\n\r\n" + body), true
}
