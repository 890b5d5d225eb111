//! An output tree held in memory: the [`Sink`] the tests run exporters
//! into, so that they see the very files `build` writes, made the way
//! `build` makes them, without a folder.

use std::collections::BTreeMap;
use std::io;
use std::sync::Mutex;

use crate::output::{OutputError, Sink};

/// A file's bytes and the key it was put with.
type Entry = (Vec<u8>, Option<String>);

/// A tree of files in memory, each with the key it was put with.
#[derive(Debug, Default)]
pub struct Memory {
    files: Mutex<BTreeMap<String, Entry>>,
}

impl Memory {
    /// An empty tree.
    pub fn new() -> Memory {
        Memory::default()
    }

    /// Every file, by its path in the tree, in order.
    pub fn into_files(self) -> BTreeMap<String, Vec<u8>> {
        let files = self.files.into_inner().unwrap_or_else(|e| e.into_inner());
        files
            .into_iter()
            .map(|(path, (bytes, _))| (path, bytes))
            .collect()
    }

    /// The files under the folder `dir` (`sheets/en`, say), by their path
    /// inside it.
    pub fn into_folder(self, dir: &str) -> BTreeMap<String, Vec<u8>> {
        let prefix = format!("{}/", dir.trim_end_matches('/'));
        self.into_files()
            .into_iter()
            .filter_map(|(path, bytes)| Some((path.strip_prefix(&prefix)?.to_owned(), bytes)))
            .collect()
    }
}

impl Sink for Memory {
    fn put(&self, relative: &str, bytes: &[u8], key: Option<&str>) -> Result<(), OutputError> {
        let mut files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        files.insert(
            relative.to_owned(),
            (bytes.to_vec(), key.map(str::to_owned)),
        );
        Ok(())
    }

    fn put_with(
        &self,
        relative: &str,
        key: Option<&str>,
        fill: &mut dyn FnMut(&mut dyn io::Write) -> io::Result<()>,
    ) -> Result<(), OutputError> {
        let mut bytes = Vec::new();
        fill(&mut bytes).map_err(|source| OutputError::Io {
            path: relative.into(),
            source,
        })?;
        self.put(relative, &bytes, key)
    }

    /// A memory tree has no earlier tree to take a file over from.
    fn reuse(&self, _relative: &str, _key: &str) -> Result<bool, OutputError> {
        Ok(false)
    }

    fn get(&self, relative: &str, key: &str) -> Option<Vec<u8>> {
        let files = self.files.lock().unwrap_or_else(|e| e.into_inner());
        match files.get(relative) {
            Some((bytes, Some(k))) if k == key => Some(bytes.clone()),
            _ => None,
        }
    }
}
