//! What a command does when its standard output fails: a reader that goes
//! away ends it quietly with status 141, as a shell reports `cat` ended by
//! a closed pipe; a full disk is exit 1 with the reason. Never a panic.

use std::process::{Command, Output, Stdio};

/// The commands that print most, each once.
const COMMANDS: [&[&str]; 4] = [
    &["check"],
    &["conformance", "cases"],
    &["score", "tiles/examples/city-completed.toml"],
    &["--help"],
];

fn halflings(args: &[&str], stdout: impl Into<Stdio>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_halflings"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .stdout(stdout)
        .output()
        .unwrap()
}

#[test]
fn a_closed_pipe_on_standard_output_ends_each_command_quietly_with_status_141() {
    for args in COMMANDS {
        // The reading end is closed before the command starts: its first
        // write fails with a broken pipe.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = halflings(args, writer);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        if args == ["--help"] {
            // clap prints the help itself; it must not panic either.
            continue;
        }
        assert_eq!(out.status.code(), Some(141), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?} said: {stderr}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_behind_standard_output_is_exit_1_with_the_reason() {
    for args in &COMMANDS[..3] {
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = halflings(args, full);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.contains("error: cannot write to standard output: No space left on device"),
            "{args:?}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_closed_pipe_on_standard_error_is_no_panic_and_the_exit_code_stays_the_commands() {
    let tmp = tempfile::tempdir().unwrap();
    let tiles = tmp.path().join("tiles");
    halflings_testkit::copy_tree(&halflings_testkit::tiles_dir(), &tiles);
    let tile = tiles.join("halflings-1/01.toml");
    let text = std::fs::read_to_string(&tile).unwrap();
    std::fs::write(&tile, text.replacen("north = \"", "north = \"castle", 1)).unwrap();
    for args in [
        &["check", "--tiles"][..],
        &["conformance", "cases", "--tiles"][..],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_halflings"))
            .args(args)
            .arg(&tiles)
            .env("NO_COLOR", "1")
            .stdout(Stdio::null())
            .stderr(writer)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
}
