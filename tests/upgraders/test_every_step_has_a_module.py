"""The floor plan of ``tests/upgraders/``: one module per registered step, named after the step's module in
``upgraders``, and nothing else named like a step."""

from __future__ import annotations

from project_paths import STEP_TESTS
from step_battery import edges, module_of, parse_step

HERE = STEP_TESTS


def test_each_registered_step_has_its_module_and_each_module_its_step() -> None:
    wanted = {module_of(edge) for edge in edges()}
    present = {path.stem for path in HERE.glob("test_from_*.py")}
    missing = sorted(wanted - present)
    assert not missing, f"write tests/upgraders/{missing[0]}.py (a StepBattery subclass and the step's goldens)"
    assert present == wanted, f"no registered step for {sorted(present - wanted)}"


def test_step_names_parse_as_pytest_step_takes_them() -> None:
    for edge in edges():
        assert parse_step(edge.label) == edge == parse_step(f"{edge.source}->{edge.target}")
    try:
        parse_step("8.20-9.0")
    except ValueError as exc:
        assert "the steps are 1.0-2.0" in str(exc)
    else:
        raise AssertionError("an unknown step was accepted")
