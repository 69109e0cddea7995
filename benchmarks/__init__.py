"""Speed benchmarks: ``make bench`` (or ``python -m benchmarks``). Figures, not pass/fail tests."""
