// Package push sends an index's settings and records to an
// Algolia-compatible service: Algolia itself, or folio's own search
// service started with an admin key. It replaces the live index in one
// step, the way Algolia's replaceAllObjects does: everything goes to a
// temporary index, which is then moved over the live one.
package push

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Client talks to one Algolia-compatible endpoint with an admin key.
type Client struct {
	Endpoint string // "https://APPID.algolia.net" or "http://localhost:7700"
	AppID    string
	AdminKey string
	// Agent names the client in x-algolia-agent.
	Agent string
	HTTP  *http.Client
	// Retries is how many times a request is retried after a network
	// error, a 5xx or a 429.
	Retries int
	// sleep waits between retries and task polls (replaced in tests).
	sleep func(ctx context.Context, d time.Duration) error
}

// NewClient returns a client with Algolia's write timeouts: 2 s to
// connect, 30 s for an answer.
func NewClient(endpoint, appID, adminKey string) *Client {
	dialer := &net.Dialer{Timeout: 2 * time.Second}
	transport := &http.Transport{DialContext: dialer.DialContext, TLSHandshakeTimeout: 5 * time.Second, MaxIdleConnsPerHost: 4}
	return &Client{
		Endpoint: strings.TrimSuffix(endpoint, "/"),
		AppID:    appID,
		AdminKey: adminKey,
		Agent:    "folio",
		HTTP:     &http.Client{Timeout: 30 * time.Second, Transport: transport},
		Retries:  3,
		sleep:    sleepCtx,
	}
}

// APIError is an answer with an error status.
type APIError struct {
	Status  int
	Message string
}

func (e *APIError) Error() string { return fmt.Sprintf("%d: %s", e.Status, e.Message) }

// retryable reports whether a failed request may succeed if sent again:
// network errors, rate limiting and server errors. Other client errors
// would fail again.
func retryable(err error) bool {
	var api *APIError
	if errors.As(err, &api) {
		return api.Status == http.StatusTooManyRequests || api.Status >= 500
	}
	return !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded)
}

// do sends a request and decodes the JSON answer into out.
func (c *Client) do(ctx context.Context, method, path string, body, out any) error {
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return err
		}
	}
	var last error
	for attempt := 0; attempt <= c.Retries; attempt++ {
		if attempt > 0 {
			if err := c.sleep(ctx, time.Duration(attempt)*time.Second); err != nil {
				return err
			}
		}
		last = c.once(ctx, method, path, payload, out)
		if last == nil || !retryable(last) {
			return last
		}
	}
	return fmt.Errorf("%s %s: giving up after %d attempts: %w", method, path, c.Retries+1, last)
}

func (c *Client) once(ctx context.Context, method, path string, payload []byte, out any) error {
	var rd io.Reader
	if payload != nil {
		rd = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.Endpoint+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("X-Algolia-Application-Id", c.AppID)
	req.Header.Set("X-Algolia-API-Key", c.AdminKey)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	q := url.Values{"x-algolia-agent": {c.Agent}}
	req.URL.RawQuery = q.Encode()
	res, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 16<<20))
	if err != nil {
		return err
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		var e struct {
			Message string `json:"message"`
		}
		if json.Unmarshal(data, &e) != nil || e.Message == "" {
			e.Message = strings.TrimSpace(string(data))
			if len(e.Message) > 200 {
				e.Message = e.Message[:200] + "…"
			}
		}
		return &APIError{Status: res.StatusCode, Message: e.Message}
	}
	if out == nil || len(data) == 0 {
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("%s %s: the answer is not the JSON expected: %w", method, path, err)
	}
	return nil
}

func indexPath(name string, rest ...string) string {
	p := "/1/indexes/" + url.PathEscape(name)
	for _, r := range rest {
		p += "/" + r
	}
	return p
}

// WaitTask polls a task until it is published, like Algolia's
// waitForTask: up to 100 polls, waiting min(n×200 ms, 5 s) between them.
func (c *Client) WaitTask(ctx context.Context, index string, task int64) error {
	for n := 1; n <= 100; n++ {
		var st struct {
			Status string `json:"status"`
		}
		if err := c.do(ctx, http.MethodGet, indexPath(index, "task", strconv.FormatInt(task, 10)), nil, &st); err != nil {
			return err
		}
		if st.Status == "published" {
			return nil
		}
		if err := c.sleep(ctx, min(time.Duration(n)*200*time.Millisecond, 5*time.Second)); err != nil {
			return err
		}
	}
	return fmt.Errorf("task %d of index %s was not published after 100 checks", task, index)
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
