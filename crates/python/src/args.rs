//! Arguments of a Python call read by hand, so that a bad one raises an
//! error that names it: `ArgumentError` (also a `ValueError`) for a value
//! out of range, `ArgumentTypeError` (also a `TypeError`) for a value of
//! the wrong type. An integer is taken only as a Python `int` (not a
//! `bool`), and a pair such as a space as a tuple or a list, as JSON
//! gives it.

use std::fmt::Display;

use halflings_model::Rotation;
use pyo3::exceptions::{PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyTuple, PyType};

use super::Error;

static ARGUMENT_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static ARGUMENT_TYPE_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// A new exception class of the `halflings` module with two bases: PyO3's
/// `create_exception!` takes one, and these errors are both a
/// `halflings.Error` and a built-in `ValueError` or `TypeError`.
fn class<'py>(
    py: Python<'py>,
    name: &str,
    bases: (Bound<'py, PyType>, Bound<'py, PyType>),
    doc: &str,
) -> PyResult<Bound<'py, PyType>> {
    let namespace = PyDict::new(py);
    namespace.set_item("__doc__", doc)?;
    namespace.set_item("__module__", "halflings")?;
    let bases = PyTuple::new(py, [bases.0, bases.1])?;
    Ok(py
        .get_type::<PyType>()
        .call1((name, bases, namespace))?
        .cast_into::<PyType>()?)
}

/// Makes the two classes and adds them to the module `m`.
pub(crate) fn add_classes(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let value = ARGUMENT_ERROR.get_or_try_init(py, || {
        class(
            py,
            "ArgumentError",
            (py.get_type::<Error>(), py.get_type::<PyValueError>()),
            "An argument the call cannot take: the message names it and says why.",
        )
        .map(Bound::unbind)
    })?;
    let kind = ARGUMENT_TYPE_ERROR.get_or_try_init(py, || {
        class(
            py,
            "ArgumentTypeError",
            (value.bind(py).clone(), py.get_type::<PyTypeError>()),
            "An argument of the wrong type: the message names it and the type it takes.",
        )
        .map(Bound::unbind)
    })?;
    m.add("ArgumentError", value.bind(py))?;
    m.add("ArgumentTypeError", kind.bind(py))?;
    Ok(())
}

fn raise(py: Python<'_>, lock: &PyOnceLock<Py<PyType>>, text: String) -> PyErr {
    match lock.get(py) {
        Some(t) => PyErr::from_type(t.bind(py).clone(), text),
        None => Error::new_err(text),
    }
}

/// `ArgumentError`: argument `name` has a value the call cannot take.
pub(crate) fn bad_value(py: Python<'_>, name: &str, why: impl Display) -> PyErr {
    raise(py, &ARGUMENT_ERROR, format!("`{name}`: {why}"))
}

/// `ArgumentTypeError`: argument `name` is not of the type `wanted`.
pub(crate) fn bad_type(name: &str, wanted: &str, got: &Bound<'_, PyAny>) -> PyErr {
    let type_name = got
        .get_type()
        .name()
        .map_or_else(|_| "?".to_owned(), |n| n.to_string());
    raise(
        got.py(),
        &ARGUMENT_TYPE_ERROR,
        format!("`{name}` takes {wanted}, not {type_name}"),
    )
}

/// Argument `name` as an integer of type `T`, which says its range in
/// `range` for the message.
pub(crate) fn int<T: TryFrom<i64>>(name: &str, obj: &Bound<'_, PyAny>, range: &str) -> PyResult<T> {
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return Err(bad_type(name, "an int", obj));
    }
    let out_of_range = || bad_value(obj.py(), name, format_args!("{obj} is not {range}"));
    match obj.extract::<i64>() {
        Ok(n) => T::try_from(n).map_err(|_| out_of_range()),
        Err(e) if e.is_instance_of::<PyOverflowError>(obj.py()) => Err(out_of_range()),
        Err(e) => Err(e),
    }
}

/// Argument `name` as a space `(x, y)`: a tuple or list of two ints.
pub(crate) fn space(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<(i32, i32)> {
    let wanted = "a space (x, y): a tuple or list of two ints";
    let (x, y) = if let Ok(t) = obj.cast::<PyTuple>() {
        if t.len() != 2 {
            return Err(bad_value(
                obj.py(),
                name,
                format_args!("{wanted}, not {obj}"),
            ));
        }
        (t.get_item(0)?, t.get_item(1)?)
    } else if let Ok(l) = obj.cast::<PyList>() {
        if l.len() != 2 {
            return Err(bad_value(
                obj.py(),
                name,
                format_args!("{wanted}, not {obj}"),
            ));
        }
        (l.get_item(0)?, l.get_item(1)?)
    } else {
        return Err(bad_type(name, wanted, obj));
    };
    let range = "a coordinate of a space (a 32-bit integer)";
    Ok((
        int(&format!("{name}[0]"), &x, range)?,
        int(&format!("{name}[1]"), &y, range)?,
    ))
}

/// Argument `name` as a rotation: a quarter turn in degrees, any multiple
/// of 90 (negative turns anticlockwise).
pub(crate) fn rotation(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Rotation> {
    let wanted = "a quarter turn in degrees (0, 90, 180 or 270)";
    let degrees: i64 = int(name, obj, wanted)?;
    degrees_to_rotation(obj.py(), name, degrees)
}

/// `degrees` as a rotation, or an `ArgumentError` naming `name`.
pub(crate) fn degrees_to_rotation(py: Python<'_>, name: &str, degrees: i64) -> PyResult<Rotation> {
    if degrees.rem_euclid(90) != 0 {
        return Err(bad_value(
            py,
            name,
            format_args!(
                "a rotation is a quarter turn in degrees (0, 90, 180 or 270), not {degrees}"
            ),
        ));
    }
    Ok(Rotation::new((degrees.rem_euclid(360) / 90) as u8))
}

/// Argument `name` as a list of strings: a list or tuple of str.
pub(crate) fn strings(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let wanted = "a list of str";
    if obj.is_instance_of::<pyo3::types::PyString>() {
        return Err(bad_type(name, wanted, obj));
    }
    let items: Vec<Bound<'_, PyAny>> = if let Ok(l) = obj.cast::<PyList>() {
        l.iter().collect()
    } else if let Ok(t) = obj.cast::<PyTuple>() {
        t.iter().collect()
    } else {
        return Err(bad_type(name, wanted, obj));
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            item.extract::<String>()
                .map_err(|_| bad_type(&format!("{name}[{i}]"), "a str", item))
        })
        .collect()
}
