//! `halflings watch --serve`: the gallery on a local web page that updates
//! itself after each save.
//!
//! [tiny_http](https://docs.rs/tiny_http) parses the requests. The server
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
//! The event stream is the one response written here rather than by
//! tiny_http, whose chunked bodies are only sent in 8 KiB pieces: a status
//! line and four fixed headers, then events, each flushed at once, until
//! the page goes away.

use std::io::Write;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use tiny_http::{Header, Method, Request, Response, Server};

use halflings_art::gallery::{LIVE_SCRIPT, LIVE_SCRIPT_PATH};

/// The port `watch --serve` listens on unless told another.
pub const DEFAULT_PORT: u16 = 8424;

/// Where the page listens for events.
pub const EVENTS_PATH: &str = "/events";

/// Why the page cannot be served.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The port could not be opened.
    #[error("{addr}: cannot serve the gallery: {message}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// The cause.
        message: String,
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

/// The pages listening, and the last event sent.
#[derive(Default)]
struct Listeners {
    streams: Vec<Box<dyn Write + Send>>,
    last: Option<String>,
    generation: u64,
}

/// A running server; it stops with the process.
pub struct Live {
    url: String,
    listeners: Arc<Mutex<Listeners>>,
}

impl Live {
    /// Serves the directory `out` on `port` of 127.0.0.1 (0 for a free
    /// port), answering from a thread of its own.
    pub fn start(out: &Path, port: u16) -> Result<Live, ServeError> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let server = Server::http(addr).map_err(|e| ServeError::Bind {
            addr,
            message: e.to_string(),
        })?;
        let bound = server.server_addr().to_ip().unwrap_or(addr);
        let root = out.canonicalize().map_err(|source| ServeError::Root {
            path: out.to_path_buf(),
            source,
        })?;
        let listeners = Arc::new(Mutex::new(Listeners::default()));
        let shared = Arc::clone(&listeners);
        std::thread::spawn(move || {
            for request in server.incoming_requests() {
                answer(&root, &shared, request);
            }
        });
        Ok(Live {
            url: format!("http://{bound}/"),
            listeners,
        })
    }

    /// The page's address, such as `http://127.0.0.1:8424/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Sends `event` to every page listening; forgets those that went away.
    pub fn announce(&self, event: &Event) {
        let mut listeners = self.listeners.lock().unwrap_or_else(|e| e.into_inner());
        listeners.generation += 1;
        let data = serde_json::to_string(&Numbered {
            generation: listeners.generation,
            event,
        })
        .expect("an event always serialises");
        let message = format!("event: refresh\ndata: {data}\n\n");
        listeners.streams.retain_mut(|s| {
            s.write_all(message.as_bytes())
                .and_then(|()| s.flush())
                .is_ok()
        });
        listeners.last = Some(message);
    }
}

fn answer(root: &Path, listeners: &Mutex<Listeners>, request: Request) {
    let path = request.url().split(['?', '#']).next().unwrap_or_default();
    let head = *request.method() == Method::Head;
    if *request.method() != Method::Get && !head {
        let _ = request.respond(Response::empty(405).with_header(header("Allow", "GET, HEAD")));
        return;
    }
    if path == EVENTS_PATH && !head {
        let mut stream = request.into_writer();
        let mut listeners = listeners.lock().unwrap_or_else(|e| e.into_inner());
        let opened = stream
            .write_all(
                b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\nretry: 500\n\n",
            )
            .and_then(|()| match &listeners.last {
                Some(last) => stream.write_all(last.as_bytes()),
                None => Ok(()),
            })
            .and_then(|()| stream.flush());
        if opened.is_ok() {
            listeners.streams.push(stream);
        }
        return;
    }
    let response = if path == LIVE_SCRIPT_PATH {
        Response::from_data(LIVE_SCRIPT.as_bytes().to_vec())
            .with_header(header("Content-Type", "text/javascript; charset=utf-8"))
            .boxed()
    } else {
        match resolve(root, path).and_then(|file| Some((std::fs::File::open(&file).ok()?, file))) {
            Some((file, name)) => {
                let kind = content_type(&name);
                let mut response = Response::from_file(file).boxed();
                if kind.starts_with("text/html") {
                    response.add_header(header(
                        "Content-Security-Policy",
                        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:",
                    ));
                }
                response.with_header(header("Content-Type", kind))
            }
            None => Response::from_string("not found\n")
                .with_status_code(404)
                .with_header(header("Content-Type", "text/plain; charset=utf-8"))
                .boxed(),
        }
    };
    let response = response
        .with_header(header("Cache-Control", "no-store"))
        .with_header(header("X-Content-Type-Options", "nosniff"));
    let _ = request.respond(response);
}

/// A header from two fixed ASCII strings of this program.
fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("a fixed ASCII header")
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
