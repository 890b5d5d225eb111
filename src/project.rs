//! Where a project is: the folder holding `tiles/expansion.toml`, found by
//! walking up from the working directory as cargo and git find theirs, so
//! that every command works from any folder inside the project.

use std::path::{Path, PathBuf};

use halflings_catalog::load::MANIFEST;

/// The tiles directory's name inside a project.
pub const TILES: &str = "tiles";

/// The project a command works on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Project {
    /// The project's folder, as a path from the working directory: `.` at
    /// the root, `../..` two folders down. Relative, so that every file
    /// named in a report can be opened from where the command ran.
    pub root: PathBuf,
    /// The tiles directory.
    pub tiles: PathBuf,
    /// Whether the root was found by walking up (not given by `--tiles`,
    /// and not the working directory itself).
    pub found_above: bool,
}

impl Project {
    /// The project of a command: `tiles` when `--tiles` was given (its
    /// other folders are then the working directory's), otherwise the
    /// nearest folder, from `cwd` upwards, that holds `tiles/expansion.toml`.
    /// When none does, the working directory's `tiles`, whose absence the
    /// load then reports.
    pub fn locate(tiles: Option<&Path>, cwd: &Path) -> Project {
        if let Some(tiles) = tiles {
            return Project {
                root: PathBuf::from("."),
                tiles: tiles.to_path_buf(),
                found_above: false,
            };
        }
        let root = find_root(cwd).unwrap_or_else(|| PathBuf::from("."));
        Project {
            tiles: if root == Path::new(".") {
                PathBuf::from(TILES)
            } else {
                root.join(TILES)
            },
            found_above: root != Path::new("."),
            root,
        }
    }

    /// A folder of the project given by a command's default (`out`,
    /// `schema`): beside the tiles directory at the project's root.
    pub fn folder(&self, name: &str) -> PathBuf {
        if self.root == Path::new(".") {
            PathBuf::from(name)
        } else {
            self.root.join(name)
        }
    }

    /// The line a command prints when it works on a project above the
    /// working directory, so the user sees which one it used.
    pub fn note(&self) -> Option<String> {
        self.found_above.then(|| {
            format!(
                "using the project in {} (the nearest folder above that holds {TILES}/{MANIFEST})",
                self.root.display()
            )
        })
    }
}

/// The nearest of `cwd` and its ancestors that holds `tiles/expansion.toml`,
/// as a relative path from `cwd` (`.`, `..`, `../..`, ...).
fn find_root(cwd: &Path) -> Option<PathBuf> {
    let mut up = PathBuf::from(".");
    for dir in cwd.ancestors() {
        if dir.join(TILES).join(MANIFEST).is_file() {
            return Some(up);
        }
        up = if up == Path::new(".") {
            PathBuf::from("..")
        } else {
            up.join("..")
        };
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn project() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("tiles/halflings-1")).unwrap();
        std::fs::write(dir.path().join("tiles/expansion.toml"), "").unwrap();
        dir
    }

    #[test]
    fn the_root_is_the_working_directory_when_it_holds_the_tiles() {
        let dir = project();
        let p = Project::locate(None, dir.path());
        assert_eq!(p.tiles, PathBuf::from("tiles"));
        assert_eq!(p.folder("out"), PathBuf::from("out"));
        assert_eq!(p.note(), None);
    }

    #[test]
    fn a_subfolder_finds_the_root_by_walking_up() {
        let dir = project();
        let p = Project::locate(None, &dir.path().join("tiles/halflings-1"));
        assert_eq!(p.tiles, PathBuf::from("../../tiles"));
        assert_eq!(p.folder("out"), PathBuf::from("../../out"));
        assert!(p.note().unwrap().contains("../.."));
    }

    #[test]
    fn tiles_given_are_used_as_they_are() {
        let dir = project();
        let p = Project::locate(Some(Path::new("elsewhere")), &dir.path().join("tiles"));
        assert_eq!(p.tiles, PathBuf::from("elsewhere"));
        assert_eq!(p.folder("out"), PathBuf::from("out"));
        assert_eq!(p.note(), None);
    }

    #[test]
    fn no_project_above_falls_back_to_the_working_directory() {
        let dir = tempfile::tempdir().unwrap();
        let p = Project::locate(None, dir.path());
        assert_eq!(p.tiles, PathBuf::from("tiles"));
        assert!(!p.found_above);
    }
}
