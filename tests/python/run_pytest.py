"""Runs the Python package's pytest suite (this folder) for ctest; exit status 77 (a skip) with
a reason when pytest is not installed for the interpreter."""
import os
import sys
import tempfile

try:
    import pytest
except ImportError:
    print(f"pytest is not installed for {sys.executable} (Debian: python3-pytest, which "
          "scripts/setup installs): the Python tests are skipped")
    sys.exit(77)

# The tests' files go in a directory removed at the end (pytest keeps its own otherwise).
with tempfile.TemporaryDirectory(prefix="kifu-pytest-") as base:
    status = pytest.main(["-q", "-p", "no:cacheprovider", "--basetemp", base,
                          os.path.dirname(os.path.abspath(__file__))])
sys.exit(status)
