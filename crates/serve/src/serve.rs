//! `halflings watch --serve`: the gallery on a local web page that updates
//! itself after each save.
//!
//! An [axum](https://docs.rs/axum) router on a [tokio](https://docs.rs/tokio)
//! runtime of its own answers; the watch never waits for it. The server
//! listens on 127.0.0.1 only and answers `GET` and `HEAD`:
//! - `/` and any path naming a file under the output directory: that file,
//!   served by tower-http's [`ServeDir`] with its content type (`/` is
//!   `index.html`); a path that leaves the directory, by `..` or a link, or
//!   names no file, is 404;
//! - [`LIVE_SCRIPT_PATH`]: the page's script, from memory;
//! - `/events`: server-sent events (axum's [`Sse`]), one `refresh` event
//!   after each refresh of the watch (and the last one at once when a page
//!   connects), whose data is an [`Event`] as JSON. The page's script then
//!   fetches the page again and swaps in the new gallery.
//!
//! It stays up whatever the clients do:
//! - each connection is a task of its own, so a slow or stuck client holds
//!   up no other, nor the watch, which only replaces the latest event;
//! - a request's head must arrive within [`HEAD_TIMEOUT`] (an idle
//!   keep-alive connection is closed after as long) and fit in [`MAX_HEAD`]
//!   bytes, or the answer is 431; a request with a body is 413. axum's own
//!   `serve` sets neither limit, so each connection is hyper's HTTP/1
//!   connection, which has both, with the router as its service;
//! - a client that takes no bytes for [`WRITE_TIMEOUT`] is dropped, a live
//!   page that stops reading its events too; a closed connection, event
//!   streams included, gives its descriptor back at once;
//! - at most as many connections are open as the open-file limit allows
//!   with [`KEPT_DESCRIPTORS`] left for the watch; past that, and when
//!   descriptors run out, new ones wait in the kernel's queue.

use std::convert::Infallible;
use std::io;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{self, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::{Stream, StreamExt};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use serde::Serialize;
use tokio::io::{AsyncRead, AsyncSeek, ReadBuf};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio::sync::watch::{Sender, channel};
use tower_http::services::ServeDir;
use tower_http::services::fs::{Backend, DefaultServeDirFallback};
use tower_http::set_header::SetResponseHeaderLayer;

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
const RETRY: Duration = Duration::from_millis(500);

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

/// The last event sent, as the JSON of its data: only the latest matters
/// to a page, which reloads the whole gallery on each.
#[derive(Clone, Default)]
struct Latest {
    /// 0 before the first event.
    generation: u64,
    data: Arc<str>,
}

impl Latest {
    /// `message` carrying this event.
    fn carried_by(&self, message: sse::Event) -> sse::Event {
        message.event("refresh").data(&*self.data)
    }
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
        let router = router(root, events.clone());
        runtime.spawn(accept(listener, router, connection_limit()));
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
            latest.data = data.into();
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

/// What the routes share.
#[derive(Clone)]
struct Server {
    files: ServeDir<DefaultServeDirFallback, OutputDir>,
    events: Sender<Latest>,
}

/// The routes: the event stream, the page's script, and the files of
/// `root` (a canonical path) for every other path; each answer marked
/// not to be stored nor sniffed.
fn router(root: PathBuf, events: Sender<Latest>) -> Router {
    let root = Arc::new(root);
    let files = ServeDir::with_backend(
        &*root,
        OutputDir {
            root: Arc::clone(&root),
        },
    )
    // `/` is index.html; a folder without a slash is no redirect.
    .append_index_html_on_directories(true)
    .redirect_to_trailing_slash(false);
    Router::new()
        .route(EVENTS_PATH, get(events_stream))
        .route(LIVE_SCRIPT_PATH, get(live_script))
        .fallback(file)
        .with_state(Server { files, events })
        .layer(middleware::from_fn(only_get_and_head))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
}

/// Takes connections until the runtime stops, each in a task of its own,
/// at most `limit` at once.
async fn accept(listener: TcpListener, router: Router, limit: usize) {
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
                    halflings_files::stdout::eprint(format_args!(
                        "warning: the page cannot take a connection now ({e}); it goes on with the open ones\n"
                    ));
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        complained.store(false, Ordering::Relaxed);
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(router.clone());
        tokio::spawn(async move {
            let mut stream = tokio_io_timeout::TimeoutStream::new(stream);
            stream.set_write_timeout(Some(WRITE_TIMEOUT));
            let io = TokioIo::new(Box::pin(stream));
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

/// Refuses, before any route, a method other than `GET` and `HEAD` (405)
/// and a request with a body (413).
async fn only_get_and_head(request: Request, next: Next) -> Response {
    let method = request.method();
    if method != Method::GET && method != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
            "only GET and HEAD\n",
        )
            .into_response();
    }
    let has_body = request.headers().contains_key(header::TRANSFER_ENCODING)
        || request
            .headers()
            .get(header::CONTENT_LENGTH)
            .is_some_and(|n| n.as_bytes() != b"0");
    if has_body {
        return (
            StatusCode::PAYLOAD_TOO_LARGE,
            "a request here has no body\n",
        )
            .into_response();
    }
    next.run(request).await
}

/// The event stream: the retry delay with the last event at once, then
/// each new one. A page that falls behind skips to the latest.
async fn events_stream(
    State(server): State<Server>,
) -> Sse<impl Stream<Item = Result<sse::Event, Infallible>>> {
    let mut events = server.events.subscribe();
    let latest = events.borrow_and_update().clone();
    let mut first = sse::Event::default().retry(RETRY);
    if latest.generation > 0 {
        first = latest.carried_by(first);
    }
    let later = futures_util::stream::unfold(events, |mut events| async move {
        events.changed().await.ok()?;
        let latest = events.borrow_and_update().clone();
        Some((Ok(latest.carried_by(sse::Event::default())), events))
    });
    Sse::new(futures_util::stream::iter([Ok(first)]).chain(later))
}

/// The page's script, from memory.
async fn live_script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        LIVE_SCRIPT,
    )
}

/// A file of the output directory, by [`ServeDir`], with its content type
/// and, for a page, its policy; or 404. A file that vanished between its
/// check and its opening is not found; one replaced while it is sent is
/// sent as it was opened.
async fn file(State(mut server): State<Server>, request: Request) -> Response {
    let mut response = match server.files.try_call(request).await {
        Ok(response) if response.status() != StatusCode::NOT_FOUND => response.map(Body::new),
        _ => return (StatusCode::NOT_FOUND, "not found\n").into_response(),
    };
    let headers = response.headers_mut();
    if let Some(guessed) = headers.get(header::CONTENT_TYPE) {
        let kind = content_type(guessed.to_str().unwrap_or_default());
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
        if kind.starts_with("text/html") {
            headers.insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(CONTENT_SECURITY_POLICY),
            );
        }
    }
    response
}

/// The content type of a file served, from the one [`ServeDir`] guessed
/// by its extension: the kinds of file the output holds, text in UTF-8;
/// any other kind is `application/octet-stream`.
fn content_type(guessed: &str) -> &'static str {
    match guessed.split(';').next().unwrap_or_default().trim() {
        "text/html" => "text/html; charset=utf-8",
        "image/svg+xml" => "image/svg+xml",
        "image/png" => "image/png",
        "application/pdf" => "application/pdf",
        "application/json" => "application/json",
        "text/javascript" => "text/javascript; charset=utf-8",
        "text/css" => "text/css; charset=utf-8",
        "text/plain" | "text/x-rust" | "text/x-toml" | "text/markdown" => {
            "text/plain; charset=utf-8"
        }
        _ => "application/octet-stream",
    }
}

/// The output directory as [`ServeDir`] reads it. `ServeDir` turns the
/// request path into a path under the directory, refusing `..` and
/// anything that is not a plain name; this also refuses what lies outside
/// the directory once links are followed, and what is neither a regular
/// file nor a directory: not found, like anything that cannot be read.
#[derive(Clone, Debug)]
struct OutputDir {
    /// The output directory, canonical.
    root: Arc<PathBuf>,
}

/// Files up to this size are read whole when opened, on the thread that
/// answers; a larger one is read as it is sent, on tokio's blocking
/// threads. Every file the output holds is below it (the gallery's page,
/// the largest, is about 210 KB).
///
/// The output is local and was just written, so its files are in the page
/// cache: finding, opening and reading one takes tens of microseconds,
/// less than a trip to the blocking threads and back. Reading in place
/// doubled the requests answered a second under load (docs/performance.md,
/// "The live server", has the figures).
const READ_WHOLE: u64 = 1024 * 1024;

type Found<T> = std::future::Ready<io::Result<T>>;

impl Backend for OutputDir {
    type File = OutputFile;
    type Metadata = std::fs::Metadata;
    type OpenFuture = Found<OutputFile>;
    type MetadataFuture = Found<std::fs::Metadata>;

    fn open(&self, path: PathBuf) -> Self::OpenFuture {
        found(|| {
            let mut file = open_nonblocking(&inside(&self.root, &path)?)?;
            // Only a regular file is read: a pipe put in the file's place
            // opened at once (without blocking) and is refused here.
            let metadata = file.metadata().ok()?;
            if !metadata.is_file() {
                return None;
            }
            let contents = if metadata.len() <= READ_WHOLE {
                let mut bytes = Vec::with_capacity(usize::try_from(metadata.len()).ok()?);
                std::io::Read::read_to_end(&mut file, &mut bytes).ok()?;
                Contents::Read(io::Cursor::new(bytes))
            } else {
                Contents::Streamed(tokio::fs::File::from_std(file))
            };
            Some(OutputFile { contents, metadata })
        })
    }

    fn metadata(&self, path: PathBuf) -> Self::MetadataFuture {
        found(|| {
            let metadata = std::fs::metadata(inside(&self.root, &path)?).ok()?;
            (metadata.is_file() || metadata.is_dir()).then_some(metadata)
        })
    }
}

/// What `look` finds, at once; `None` is not found.
fn found<T>(look: impl FnOnce() -> Option<T>) -> Found<T> {
    std::future::ready(look().ok_or_else(|| io::ErrorKind::NotFound.into()))
}

/// `path` opened to read, without waiting: a named pipe opens at once
/// instead of waiting for a writer (and is then refused as no regular
/// file).
fn open_nonblocking(path: &Path) -> Option<std::fs::File> {
    #[cfg(any(target_os = "linux", target_os = "android", target_vendor = "apple"))]
    {
        use rustix::fs::{Mode, OFlags};
        let flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC;
        rustix::fs::open(path, flags, Mode::empty())
            .ok()
            .map(std::fs::File::from)
    }
    #[cfg(not(any(target_os = "linux", target_os = "android", target_vendor = "apple")))]
    std::fs::File::open(path).ok()
}

/// `path` with its links followed, when it lies under `root`.
fn inside(root: &Path, path: &Path) -> Option<PathBuf> {
    let real = path.canonicalize().ok()?;
    real.starts_with(root).then_some(real)
}

/// A file of the output directory, opened. What is sent is the file as it
/// was opened, even if it is replaced meanwhile.
struct OutputFile {
    contents: Contents,
    metadata: std::fs::Metadata,
}

enum Contents {
    /// A small file, read whole.
    Read(io::Cursor<Vec<u8>>),
    /// A larger one, read as it is sent.
    Streamed(tokio::fs::File),
}

impl tower_http::services::fs::File for OutputFile {
    type Metadata = std::fs::Metadata;
    type MetadataFuture<'a> = std::future::Ready<io::Result<std::fs::Metadata>>;

    fn metadata(&self) -> Self::MetadataFuture<'_> {
        std::future::ready(Ok(self.metadata.clone()))
    }
}

impl AsyncRead for OutputFile {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match &mut self.get_mut().contents {
            Contents::Read(bytes) => Pin::new(bytes).poll_read(cx, buf),
            Contents::Streamed(file) => Pin::new(file).poll_read(cx, buf),
        }
    }
}

impl AsyncSeek for OutputFile {
    fn start_seek(self: Pin<&mut Self>, position: io::SeekFrom) -> io::Result<()> {
        match &mut self.get_mut().contents {
            Contents::Read(bytes) => Pin::new(bytes).start_seek(position),
            Contents::Streamed(file) => Pin::new(file).start_seek(position),
        }
    }

    fn poll_complete(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<u64>> {
        match &mut self.get_mut().contents {
            Contents::Read(bytes) => Pin::new(bytes).poll_complete(cx),
            Contents::Streamed(file) => Pin::new(file).poll_complete(cx),
        }
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

    /// Asks for `path` with the method `method`, the path sent as it is,
    /// and reads the whole answer: its status, head and body.
    fn fetch(addr: SocketAddr, method: &str, path: &str) -> (String, String, String) {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let request = format!("{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = String::new();
        std::io::Read::read_to_string(&mut stream, &mut answer).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
        let head = format!("{head}\r\n");
        (
            status(&head).to_owned(),
            head.to_ascii_lowercase(),
            body.to_owned(),
        )
    }

    /// A server of `out` inside a folder that holds a secret beside it.
    fn served_out() -> (tempfile::TempDir, Live, SocketAddr) {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        std::fs::create_dir_all(root.join("svg")).unwrap();
        std::fs::write(root.join("index.html"), "<p>").unwrap();
        std::fs::write(root.join("svg/h1-01.svg"), "<svg/>").unwrap();
        std::fs::write(dir.path().join("secret.toml"), "[package]").unwrap();
        let live = Live::start(&root, 0).unwrap();
        let addr = live
            .url()
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .unwrap();
        (dir, live, addr)
    }

    #[test]
    fn only_files_under_the_output_directory_are_served() {
        let (_dir, _live, addr) = served_out();
        for (path, body) in [
            ("/", "<p>"),
            ("/index.html?v=3", "<p>"),
            ("/svg/h1-01.svg", "<svg/>"),
            ("/svg/h1%2D01.svg", "<svg/>"),
            ("/svg//h1-01.svg", "<svg/>"),
        ] {
            let (status, head, got) = fetch(addr, "GET", path);
            assert_eq!(
                (status.as_str(), got.as_str()),
                ("200", body),
                "{path}: {head}"
            );
        }
        for bad in [
            "/../secret.toml",
            "/svg/../../secret.toml",
            "/%2e%2e/secret.toml",
            "/%2E%2E%2Fsecret.toml",
            "/svg%2F..%2F..%2Fsecret.toml",
            "/svg/%2e%2e/%2e%2e/secret.toml",
            "/..%5Csecret.toml",
            "/%00",
            "/svg",
            "/svg/",
            "/index.html/",
            "/index.html/x",
            "/missing.svg",
            "//etc/passwd",
            "/%ff",
        ] {
            let (status, head, body) = fetch(addr, "GET", bad);
            assert_eq!(status, "404", "{bad}: {head}");
            assert_eq!(body, "not found\n", "{bad}");
            assert!(head.contains("cache-control: no-store"), "{bad}: {head}");
            let (status, head, _) = fetch(addr, "HEAD", bad);
            assert_eq!(status, "404", "HEAD {bad}: {head}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_link_out_of_the_output_directory_is_not_followed() {
        let (dir, _live, addr) = served_out();
        let root = dir.path().join("out");
        std::os::unix::fs::symlink(dir.path().join("secret.toml"), root.join("link.toml")).unwrap();
        std::os::unix::fs::symlink(dir.path(), root.join("up")).unwrap();
        std::os::unix::fs::symlink(root.join("index.html"), root.join("again.html")).unwrap();
        for bad in ["/link.toml", "/up/secret.toml"] {
            assert_eq!(fetch(addr, "GET", bad).0, "404", "{bad}");
            assert_eq!(fetch(addr, "HEAD", bad).0, "404", "HEAD {bad}");
        }
        // A link that stays inside is followed.
        assert_eq!(fetch(addr, "GET", "/again.html").2, "<p>");
        // A pipe is no file: it is not opened, which would wait for ever.
        let made = std::process::Command::new("mkfifo")
            .arg(root.join("pipe.txt"))
            .status();
        if made.is_ok_and(|s| s.success()) {
            // Put in a file's place after `ServeDir` looked at it, a pipe
            // is opened without waiting for a writer, and refused. (Tried
            // first on a thread of the test's own: were the opening to
            // wait, the test fails rather than hangs.)
            let backend = OutputDir {
                root: Arc::new(root.canonicalize().unwrap()),
            };
            let pipe = root.join("pipe.txt");
            let (opened, answer) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                let found = backend.open(pipe).into_inner();
                let _ = opened.send(found.err().map(|e| e.kind()));
            });
            assert_eq!(
                answer.recv_timeout(Duration::from_secs(10)),
                Ok(Some(io::ErrorKind::NotFound)),
                "opening a pipe waited, or did not refuse it"
            );
            assert_eq!(fetch(addr, "GET", "/pipe.txt").0, "404");
            assert_eq!(fetch(addr, "HEAD", "/pipe.txt").0, "404");
        }
    }

    #[test]
    fn small_and_large_files_are_served_whole_or_in_part() {
        let (dir, _live, addr) = served_out();
        let root = dir.path().join("out");
        for len in [
            0,
            1,
            READ_WHOLE - 1,
            READ_WHOLE,
            READ_WHOLE + 1,
            5 * READ_WHOLE / 2,
        ] {
            let bytes: String = (0..len)
                .map(|i| char::from(b'a' + (i % 26) as u8))
                .collect();
            std::fs::write(root.join("big.txt"), &bytes).unwrap();
            let (status, head, body) = fetch(addr, "GET", "/big.txt");
            assert_eq!(status, "200", "{len}: {head}");
            assert_eq!(body, bytes, "{len}");
            if len < 10 {
                continue;
            }
            let mut stream = TcpStream::connect(addr).unwrap();
            stream
                .write_all(b"GET /big.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=3-7\r\nConnection: close\r\n\r\n")
                .unwrap();
            let mut answer = String::new();
            std::io::Read::read_to_string(&mut stream, &mut answer).unwrap();
            assert!(answer.starts_with("HTTP/1.1 206 "), "{len}: {answer}");
            assert!(answer.ends_with("\r\n\r\ndefgh"), "{len}: {answer}");
        }
    }

    #[test]
    fn each_kind_of_file_has_its_content_type_and_every_answer_its_headers() {
        let (dir, live, addr) = served_out();
        let root = dir.path().join("out");
        for (name, kind) in [
            ("a.html", "text/html; charset=utf-8"),
            ("a.svg", "image/svg+xml"),
            ("a.png", "image/png"),
            ("a.pdf", "application/pdf"),
            ("a.json", "application/json"),
            ("a.js", "text/javascript; charset=utf-8"),
            ("a.css", "text/css; charset=utf-8"),
            ("a.txt", "text/plain; charset=utf-8"),
            ("a.rs", "text/plain; charset=utf-8"),
            ("a.toml", "text/plain; charset=utf-8"),
            ("a.md", "text/plain; charset=utf-8"),
            ("a.xhtml", "application/octet-stream"),
            ("a.bin", "application/octet-stream"),
            ("noextension", "application/octet-stream"),
        ] {
            std::fs::write(root.join(name), "12345").unwrap();
            for method in ["GET", "HEAD"] {
                let (status, head, body) = fetch(addr, method, &format!("/{name}"));
                assert_eq!(status, "200", "{method} {name}: {head}");
                assert!(
                    head.contains(&format!("content-type: {kind}\r\n")),
                    "{method} {name}: {head}"
                );
                assert!(
                    head.contains("content-length: 5\r\n"),
                    "{method} {name}: {head}"
                );
                assert!(
                    head.contains("x-content-type-options: nosniff"),
                    "{name}: {head}"
                );
                assert!(head.contains("cache-control: no-store"), "{name}: {head}");
                assert_eq!(
                    head.contains("content-security-policy: default-src 'none'"),
                    kind.starts_with("text/html"),
                    "{name}: {head}"
                );
                assert_eq!(body, if method == "GET" { "12345" } else { "" });
            }
        }
        let (code, head, body) = fetch(addr, "GET", LIVE_SCRIPT_PATH);
        assert_eq!(code, "200", "{head}");
        assert!(
            head.contains("content-type: text/javascript; charset=utf-8\r\n"),
            "{head}"
        );
        assert!(head.contains("cache-control: no-store"), "{head}");
        assert_eq!(body, LIVE_SCRIPT);
        live.announce(&Event {
            time: "12:00:00".to_owned(),
            drawn: "ok".to_owned(),
            broken: Vec::new(),
            problems: 0,
        });
        let mut stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream
            .write_all(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let mut answer = Vec::new();
        let mut buffer = [0; 4096];
        while !String::from_utf8_lossy(&answer).contains("}\n\n") {
            let n = std::io::Read::read(&mut stream, &mut buffer).unwrap();
            assert!(n > 0, "the stream ended");
            answer.extend_from_slice(&buffer[..n]);
        }
        let answer = String::from_utf8(answer).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert_eq!(status(head), "200", "{head}");
        let head = format!("{}\r\n", head.to_ascii_lowercase());
        assert!(
            head.contains("content-type: text/event-stream\r\n"),
            "{head}"
        );
        assert!(head.contains("cache-control: no-store\r\n"), "{head}");
        // The retry delay and the last event come at once, as one message.
        assert!(
            body.contains("retry: 500\nevent: refresh\ndata: {\"generation\":1,"),
            "{body}"
        );
        for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
            for path in ["/", EVENTS_PATH, LIVE_SCRIPT_PATH, "/missing"] {
                let (status, head, body) = fetch(addr, method, path);
                assert_eq!(status, "405", "{method} {path}: {head}");
                assert!(
                    head.contains("allow: get, head\r\n"),
                    "{method} {path}: {head}"
                );
                assert_eq!(body, "only GET and HEAD\n");
            }
        }
    }
}
