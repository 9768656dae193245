"""Shared fixtures of the Python package's tests: the test data folder."""
import os

import pytest

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data")


@pytest.fixture
def data():
    """The path of a file under tests/data."""
    return lambda *parts: os.path.join(DATA, *parts)
