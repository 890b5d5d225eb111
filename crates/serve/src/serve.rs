//! `halflings watch --serve`: the gallery on a local web page that updates
//! itself after each save.
//!
//! [hyper](https://docs.rs/hyper) on a [tokio](https://docs.rs/tokio)
//! runtime of its own answers; the watch never waits for it. The server
//! listens on 127.0.0.1 only and answers `GET` and `HEAD`:
//! - `/` and any path naming a file under the output directory: that file,
//!   with its content type (`/` is `index.html`); a path that leaves the
//!   directory, by `..` or a link, or names no file, is 404;
//! - [`LIVE_SCRIPT_PATH`]: the page's script, from memory;
//! - `/events`: server-sent events, one `refresh` event after each refresh
//!   of the watch (and the last one at once when a page connects), whose
//!   data is an [`Event`] as JSON. The page's script then fetches the page
//!   again and swaps in the new gallery.
//!
//! It stays up whatever the clients do:
//! - each connection is a task of its own, so a slow or stuck client holds
//!   up no other, nor the watch, which only replaces the latest event;
//! - a request's head must arrive within [`HEAD_TIMEOUT`] (an idle
//!   keep-alive connection is closed after as long) and fit in [`MAX_HEAD`]
//!   bytes, or the answer is 431; a request with a body is 413;
//! - a client that takes no bytes for [`WRITE_TIMEOUT`] is dropped, a live
//!   page that stops reading its events too; a closed connection, event
//!   streams included, gives its descriptor back at once;
//! - at most as many connections are open as the open-file limit allows
//!   with [`KEPT_DESCRIPTORS`] left for the watch; past that, and when
//!   descriptors run out, new ones wait in the kernel's queue.

use std::convert::Infallible;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use futures_util::StreamExt;
use http_body_util::{BodyExt, Empty, Full, StreamBody, combinators::BoxBody};
use hyper::body::{Bytes, Frame, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use serde::Serialize;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio::sync::watch::{Sender, channel};

use halflings_art::gallery::{LIVE_SCRIPT, LIVE_SCRIPT_PATH};

/// The port `watch --serve` listens on unless told another.
pub const DEFAULT_PORT: u16 = 8424;

/// Where the page listens for events.
pub const EVENTS_PATH: &str = "/events";

/// How long a request's head may take to arrive, and how long a
/// keep-alive connection may stay idle.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a client may take no bytes of an answer before it is dropped.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// The largest request head read, in bytes; past it the answer is 431.
pub const MAX_HEAD: usize = 16 * 1024;

/// Descriptors kept for the watch (tile files, pictures, the output's
/// swap) out of the open-file limit; connections get the rest.
pub const KEPT_DESCRIPTORS: u64 = 64;

/// What a page is told to wait before it connects again.
const RETRY: &str = "retry: 500\n\n";

/// The policy of every page served: its own script, connections to this
/// server, inline styles and images.
const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:";

/// Why the page cannot be served.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The port could not be opened.
    #[error("{addr}: cannot serve the gallery: {source}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// The cause.
        source: std::io::Error,
    },
    /// The output directory cannot be found.
    #[error("{}: cannot serve the gallery: {source}", path.display())]
    Root {
        /// The output directory.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}

/// What one refresh of the watch did, as the page's status line tells it.
#[derive(Clone, Debug, Serialize)]
pub struct Event {
    /// The time of the refresh, `HH:MM:SS` in UTC.
    pub time: String,
    /// What was drawn, as the terminal says it.
    pub drawn: String,
    /// The broken tile files, each with its id when known.
    pub broken: Vec<String>,
    /// How many problems are no one tile's.
    pub problems: usize,
}

/// One event as sent, numbered.
#[derive(Serialize)]
struct Numbered<'a> {
    generation: u64,
    #[serde(flatten)]
    event: &'a Event,
}

/// The last event sent, as the bytes of the stream: only the latest
/// matters to a page, which reloads the whole gallery on each.
#[derive(Clone, Default)]
struct Latest {
    /// 0 before the first event.
    generation: u64,
    message: Bytes,
}

/// A running server; it stops when dropped.
pub struct Live {
    url: String,
    events: Sender<Latest>,
    // Last, so that the tasks go before the channel they read.
    _runtime: tokio::runtime::Runtime,
}

impl Live {
    /// Serves the directory `out` on `port` of 127.0.0.1 (0 for a free
    /// port), on threads of its own.
    pub fn start(out: &Path, port: u16) -> Result<Live, ServeError> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let bind = |source| ServeError::Bind { addr, source };
        let root = out.canonicalize().map_err(|source| ServeError::Root {
            path: out.to_path_buf(),
            source,
        })?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("halflings-serve")
            .enable_all()
            .build()
            .map_err(bind)?;
        let listener = std::net::TcpListener::bind(addr).map_err(bind)?;
        listener.set_nonblocking(true).map_err(bind)?;
        let bound = listener.local_addr().map_err(bind)?;
        let listener = {
            let _inside = runtime.enter();
            TcpListener::from_std(listener).map_err(bind)?
        };
        let (events, _) = channel(Latest::default());
        let server = Server {
            root: Arc::new(root),
            events: events.clone(),
        };
        runtime.spawn(server.accept(listener, connection_limit()));
        Ok(Live {
            url: format!("http://{bound}/"),
            events,
            _runtime: runtime,
        })
    }

    /// The page's address, such as `http://127.0.0.1:8424/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Sends `event` to every page listening. Never waits: each page's
    /// stream takes the latest event when its client can take it.
    pub fn announce(&self, event: &Event) {
        self.events.send_modify(|latest| {
            latest.generation += 1;
            let data = serde_json::to_string(&Numbered {
                generation: latest.generation,
                event,
            })
            .expect("an event always serialises");
            latest.message = Bytes::from(format!("event: refresh\ndata: {data}\n\n"));
        });
    }
}

/// How many connections may be open at once: the open-file limit less
/// [`KEPT_DESCRIPTORS`], at least 16.
fn connection_limit() -> usize {
    #[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
    let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile)
        .current
        .unwrap_or(u64::MAX);
    #[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
    let limit = 1024;
    usize::try_from(limit.saturating_sub(KEPT_DESCRIPTORS).clamp(16, 1 << 20)).unwrap_or(1 << 20)
}

type Body = BoxBody<Bytes, std::io::Error>;

/// What every connection shares.
#[derive(Clone)]
struct Server {
    root: Arc<PathBuf>,
    events: Sender<Latest>,
}

impl Server {
    /// Takes connections until the runtime stops, each in a task of its own,
    /// at most `limit` at once.
    async fn accept(self, listener: TcpListener, limit: usize) {
        let open = Arc::new(Semaphore::new(limit));
        let complained = AtomicBool::new(false);
        loop {
            let Ok(permit) = Arc::clone(&open).acquire_owned().await else {
                return;
            };
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of descriptors (or a connection reset before it
                    // was taken): the waiting ones stay queued in the
                    // kernel, and are taken once connections close.
                    if !complained.swap(true, Ordering::Relaxed) {
                        eprintln!(
                            "warning: the page cannot take a connection now ({e}); it goes on with the open ones"
                        );
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            complained.store(false, Ordering::Relaxed);
            let _ = stream.set_nodelay(true);
            let server = self.clone();
            tokio::spawn(async move {
                let mut stream = tokio_io_timeout::TimeoutStream::new(stream);
                stream.set_write_timeout(Some(WRITE_TIMEOUT));
                let io = TokioIo::new(Box::pin(stream));
                let service = hyper::service::service_fn(move |request| {
                    let server = server.clone();
                    async move { Ok::<_, Infallible>(server.answer(request).await) }
                });
                // The connection's end, by the client, a timeout or an
                // error, is no news: the page reconnects by itself.
                let _ = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(HEAD_TIMEOUT)
                    .max_buf_size(MAX_HEAD)
                    .serve_connection(io, service)
                    .await;
                drop(permit);
            });
        }
    }

    async fn answer(&self, request: Request<Incoming>) -> Response<Body> {
        let head = request.method() == Method::HEAD;
        if request.method() != Method::GET && !head {
            let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD\n");
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return response;
        }
        let has_body = request.headers().contains_key(header::TRANSFER_ENCODING)
            || request
                .headers()
                .get(header::CONTENT_LENGTH)
                .is_some_and(|n| n.as_bytes() != b"0");
        if has_body {
            return plain(
                StatusCode::PAYLOAD_TOO_LARGE,
                "a request here has no body\n",
            );
        }
        let path = request.uri().path();
        let mut response = if path == EVENTS_PATH && !head {
            self.events()
        } else if path == LIVE_SCRIPT_PATH {
            let mut response = Response::new(full(LIVE_SCRIPT.as_bytes()));
            set(
                &mut response,
                header::CONTENT_TYPE,
                "text/javascript; charset=utf-8",
            );
            response
        } else {
            self.file(path.to_owned(), head).await
        };
        set(&mut response, header::CACHE_CONTROL, "no-store");
        set(&mut response, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
        response
    }

    /// The event stream: the retry delay and the last event at once, then
    /// each new one. A page that falls behind skips to the latest.
    fn events(&self) -> Response<Body> {
        let mut events = self.events.subscribe();
        let latest = events.borrow_and_update().clone();
        let mut first = RETRY.as_bytes().to_vec();
        if latest.generation > 0 {
            first.extend_from_slice(&latest.message);
        }
        let later = futures_util::stream::unfold(events, |mut events| async move {
            events.changed().await.ok()?;
            let message = events.borrow_and_update().message.clone();
            Some((Ok(Frame::data(message)), events))
        });
        let stream = futures_util::stream::iter([Ok(Frame::data(Bytes::from(first)))]).chain(later);
        let mut response = Response::new(BodyExt::boxed(StreamBody::new(stream)));
        set(&mut response, header::CONTENT_TYPE, "text/event-stream");
        response
    }

    /// A file of the output directory, streamed, or 404.
    async fn file(&self, path: String, head: bool) -> Response<Body> {
        let root = Arc::clone(&self.root);
        let found = tokio::task::spawn_blocking(move || {
            let name = resolve(&root, &path)?;
            let file = std::fs::File::open(&name).ok()?;
            let len = file.metadata().ok()?.len();
            Some((name, file, len))
        })
        .await
        .ok()
        .flatten();
        // A file that vanished between the two is not found; one replaced
        // while it is sent is sent as it was opened.
        let Some((name, file, len)) = found else {
            return plain(StatusCode::NOT_FOUND, "not found\n");
        };
        let kind = content_type(&name);
        let mut response = if head {
            Response::new(BodyExt::boxed(Empty::new().map_err(|never| match never {})))
        } else {
            let chunks = tokio_util::io::ReaderStream::with_capacity(
                tokio::fs::File::from_std(file),
                64 * 1024,
            );
            Response::new(BodyExt::boxed(StreamBody::new(
                chunks.map(|c| c.map(Frame::data)),
            )))
        };
        set(&mut response, header::CONTENT_TYPE, kind);
        response
            .headers_mut()
            .insert(header::CONTENT_LENGTH, HeaderValue::from(len));
        if kind.starts_with("text/html") {
            set(
                &mut response,
                header::CONTENT_SECURITY_POLICY,
                CONTENT_SECURITY_POLICY,
            );
        }
        response
    }
}

fn full(bytes: &'static [u8]) -> Body {
    BodyExt::boxed(Full::new(Bytes::from_static(bytes)).map_err(|never| match never {}))
}

fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    let mut response = Response::new(full(text.as_bytes()));
    *response.status_mut() = status;
    set(
        &mut response,
        header::CONTENT_TYPE,
        "text/plain; charset=utf-8",
    );
    response
}

/// Sets a header to a fixed value of this program.
fn set(response: &mut Response<Body>, name: header::HeaderName, value: &'static str) {
    response
        .headers_mut()
        .insert(name, HeaderValue::from_static(value));
}

/// The file under `root` (a canonical path) that the request path `path`
/// names, or `None`: when it is not an absolute path, when its
/// percent-decoding is not UTF-8, when a segment is `..`, `.` or holds a
/// backslash or NUL, when it names no regular file, or when the file lies
/// outside `root` once links are followed. `/` names `index.html`.
pub fn resolve(root: &Path, path: &str) -> Option<PathBuf> {
    let rest = path.strip_prefix('/')?;
    let decoded = percent_encoding::percent_decode_str(rest)
        .decode_utf8()
        .ok()?;
    let mut file = root.to_path_buf();
    let mut any = false;
    for segment in decoded.split('/') {
        if segment.is_empty() {
            continue;
        }
        if segment == "." || segment == ".." || segment.contains(['\\', '\0']) {
            return None;
        }
        // One normal component, nothing that could reset the path.
        let mut parts = Path::new(segment).components();
        match (parts.next(), parts.next()) {
            (Some(Component::Normal(_)), None) => file.push(segment),
            _ => return None,
        }
        any = true;
    }
    if !any {
        file.push("index.html");
    }
    let real = file.canonicalize().ok()?;
    (real.starts_with(root) && real.is_file()).then_some(real)
}

/// The content type of a file served, by its extension.
pub fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("pdf") => "application/pdf",
        Some("json") => "application/json",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("txt" | "rs" | "toml" | "md") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader, Write};
    use std::net::TcpStream;

    /// A server on a free port of an output directory holding a page.
    fn served() -> (tempfile::TempDir, Live, SocketAddr) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("index.html"), "<p>tiles</p>").unwrap();
        let live = Live::start(dir.path(), 0).unwrap();
        let addr = live
            .url()
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .unwrap();
        (dir, live, addr)
    }

    /// Sends `request` raw and reads the answer's head.
    fn ask(addr: SocketAddr, request: &[u8]) -> (TcpStream, String) {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream.write_all(request).unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut head = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            head.push_str(&line);
            if line == "\r\n" || line.is_empty() {
                return (stream, head);
            }
        }
    }

    fn status(head: &str) -> &str {
        head.split(' ').nth(1).unwrap_or_default()
    }

    #[test]
    fn a_request_past_the_limits_is_refused_with_its_status() {
        let (_dir, _live, addr) = served();
        let (_, head) = ask(addr, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert_eq!(status(&head), "200", "{head}");
        let big = format!(
            "GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
            "a".repeat(MAX_HEAD)
        );
        let (_, head) = ask(addr, big.as_bytes());
        assert_eq!(status(&head), "431", "{head}");
        let (_, head) = ask(
            addr,
            b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
        );
        assert_eq!(status(&head), "405", "{head}");
        assert!(
            head.to_ascii_lowercase().contains("allow: get, head"),
            "{head}"
        );
        let (_, head) = ask(
            addr,
            b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello",
        );
        assert_eq!(status(&head), "413", "{head}");
    }

    #[test]
    fn a_closed_event_stream_is_let_go_at_once() {
        let (_dir, live, addr) = served();
        for _ in 0..50 {
            let (_stream, head) = ask(addr, b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n");
            assert_eq!(status(&head), "200", "{head}");
        }
        // Each stream was closed by its client without a word: the server
        // notices the end of the connection, not the next event.
        let deadline = std::time::Instant::now() + Duration::from_secs(20);
        while live.events.receiver_count() > 0 && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(live.events.receiver_count(), 0);
    }

    #[test]
    fn a_page_that_does_not_read_holds_up_neither_the_watch_nor_other_pages() {
        let (_dir, live, addr) = served();
        let (_deaf, _) = ask(addr, b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n");
        let (reading, _) = ask(addr, b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n");
        let event = Event {
            time: "12:00:00".to_owned(),
            drawn: "ok: rendered h1-01 into out".repeat(20),
            broken: Vec::new(),
            problems: 0,
        };
        // Far more than the deaf page's socket holds.
        for _ in 0..5000 {
            live.announce(&event);
        }
        let mut reader = BufReader::new(reading);
        let mut line = String::new();
        let mut last = 0;
        while last < 5000 {
            line.clear();
            assert!(reader.read_line(&mut line).unwrap() > 0, "the stream ended");
            if let Some(data) = line.strip_prefix("data: ") {
                let data: serde_json::Value = serde_json::from_str(data).unwrap();
                last = data["generation"].as_u64().unwrap();
            }
        }
        let (_, head) = ask(addr, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert_eq!(status(&head), "200", "{head}");
    }

    #[test]
    fn only_files_under_the_output_directory_are_served() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        std::fs::create_dir_all(root.join("svg")).unwrap();
        std::fs::write(root.join("index.html"), "<p>").unwrap();
        std::fs::write(root.join("svg/h1-01.svg"), "<svg/>").unwrap();
        std::fs::write(dir.path().join("secret.toml"), "x").unwrap();
        let root = root.canonicalize().unwrap();
        assert_eq!(resolve(&root, "/"), Some(root.join("index.html")));
        assert_eq!(
            resolve(&root, "/svg/h1-01.svg"),
            Some(root.join("svg/h1-01.svg"))
        );
        assert_eq!(
            resolve(&root, "/svg/h1%2D01.svg"),
            Some(root.join("svg/h1-01.svg"))
        );
        for bad in [
            "/../secret.toml",
            "/svg/../../secret.toml",
            "/%2e%2e/secret.toml",
            "/%2E%2E%2Fsecret.toml",
            "/svg%2F..%2F..%2Fsecret.toml",
            "/..%5Csecret.toml",
            "/%00",
            "/svg",
            "/missing.svg",
            "secret.toml",
            "//etc/passwd",
            "/%ff",
        ] {
            assert_eq!(resolve(&root, bad), None, "{bad}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_link_out_of_the_output_directory_is_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(dir.path().join("secret.toml"), "x").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.toml"), root.join("link.toml")).unwrap();
        let root = root.canonicalize().unwrap();
        assert_eq!(resolve(&root, "/link.toml"), None);
    }
}
