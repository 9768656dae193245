"""What the Python tests of the program share: a check that records a failure and goes on, and
the exit status that reports them."""
import sys

failures = []


def check(condition, what):
    """Records `what` as a failure (and prints it) unless `condition` holds."""
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def finish():
    """Ends the test: exit status 1 when a check failed."""
    sys.exit(1 if failures else 0)
