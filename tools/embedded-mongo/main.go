// Command embedded-mongo runs FerretDB (SQLite backend) in-process so the portal
// can start and test against a MongoDB-compatible server with nothing installed.
// It prints one "ready <uri>" line when it accepts connections and stops on SIGTERM/SIGINT.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:27018", "TCP address to listen on")
	dir := flag.String("dir", ".data/db", "directory for the SQLite files")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail("bad -log-level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	absDir, err := filepath.Abs(*dir)
	if err != nil {
		fail("bad -dir: %v", err)
	}
	if err := os.MkdirAll(absDir, 0o700); err != nil {
		fail("cannot create %s: %v", absDir, err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *addr},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + absDir + "/",
	})
	if err != nil {
		fail("cannot start: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	done := make(chan struct{})
	go func() {
		_ = f.Run(ctx)
		close(done)
	}()

	// The listener binds inside Run; wait until it answers before announcing readiness.
	if !waitForPort(*addr, 30*time.Second) {
		fail("did not start listening on %s", *addr)
	}
	fmt.Printf("ready mongodb://%s/\n", *addr)

	<-done
	fmt.Println("stopped")
}

func waitForPort(addr string, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		conn, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
		if err == nil {
			conn.Close()
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "embedded-mongo: "+format+"\n", args...)
	os.Exit(1)
}
