"""The HTML compatibility matrix rendered by a real headless Chromium (Debian's ``chromium`` and
``chromium-driver``, driven by Selenium): what a user sees in each cell is the verdict ``check`` gives, as a
letter in dark text on the verdict's colour at 4.5:1 contrast or more; fifteen release columns fit in 1440
pixels; folders open on click; the filter, the sort and the footer's counts work; a click on a cell shows
its reasons.

``.ci/run`` installs Chromium; outside CI a machine without it skips this module, saying how to install it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from corpus_index import CORPUS
from project_paths import DATA

from serde.cli.matrix_html import COLOURS, LETTERS, render_html
from serde.compat.check import check
from serde.jobs.matrix import build_matrix

HERE = DATA
RELEASES = ["2.6.0", "2.9.1", "2.13.0"]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")

if not (CHROMIUM and CHROMEDRIVER) and os.environ.get("CI") != "true":
    pytest.skip(
        "no Chromium here: apt-get install chromium chromium-driver (CI installs them and runs this test)",
        allow_module_level=True,
    )


def _rgb(hex_colour: str) -> str:
    red, green, blue = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgba({red}, {green}, {blue}, 1)"


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """Headless Chromium, its temporary folders (a profile, a singleton socket it leaves behind) kept in the
    test's own temporary folder rather than in /tmp."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    assert CHROMIUM and CHROMEDRIVER, "CI must provide chromium and chromium-driver (.ci/run installs them)"
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    scratch = str(tmp_path_factory.mktemp("chromium"))
    service = Service(executable_path=CHROMEDRIVER, env={**os.environ, "TMPDIR": scratch})
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_window_size(1440, 1000)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory, browser: object) -> tuple[object, list[Path]]:
    tree = tmp_path_factory.mktemp("tree") / "models"
    sources = [CORPUS / "2.13.0" / "mlp", HERE / "unseen" / "2.12.1" / "while_loop", CORPUS / "2.1.2" / "cond"]
    for source in sources:
        shutil.copytree(source, tree / source.parent.name / source.name)
    html = tmp_path_factory.mktemp("page") / "matrix.html"
    html.write_text(render_html(build_matrix([str(tree)], RELEASES), depth=2), encoding="utf-8")
    browser.get(html.as_uri())  # type: ignore[attr-defined]
    return browser, sources


def _artifact_rows(driver: object) -> list[object]:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, "tbody tr:not(.g)")  # type: ignore[attr-defined, no-any-return]


def _open_every_folder(driver: object) -> None:
    from selenium.webdriver.common.by import By

    for group in driver.find_elements(By.CSS_SELECTOR, "tr.g:not(.open) th"):  # type: ignore[attr-defined]
        group.click()


def _luminance(css: str) -> float:
    red, green, blue = (int(part) / 255 for part in css[css.index("(") + 1 : css.index(")")].split(",")[:3])

    def linear(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def test_folders_start_closed_and_open_on_click(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By

    driver, sources = page
    driver.refresh()  # type: ignore[attr-defined]
    groups = driver.find_elements(By.CSS_SELECTOR, "tr.g")  # type: ignore[attr-defined]
    assert [g.find_element(By.TAG_NAME, "th").text for g in groups] == [
        "▸ models/2.1.2 (1)",
        "▸ models/2.12.1 (1)",
        "▸ models/2.13.0 (1)",
    ]
    assert not any(row.is_displayed() for row in _artifact_rows(driver))
    assert groups[1].find_elements(By.TAG_NAME, "td")[0].text == "0/1"  # while_loop: refused in 2.6.0
    assert groups[2].find_elements(By.TAG_NAME, "td")[-1].text == "1/1"
    groups[1].find_element(By.TAG_NAME, "th").click()
    shown = [row for row in _artifact_rows(driver) if row.is_displayed()]
    assert [row.find_element(By.TAG_NAME, "th").text for row in shown] == ["models/2.12.1/while_loop/model.pt2"]
    groups[1].find_element(By.TAG_NAME, "th").click()
    assert not any(row.is_displayed() for row in _artifact_rows(driver))


def test_every_cell_shows_checks_verdict_as_a_readable_letter(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By

    driver, sources = page
    driver.refresh()  # type: ignore[attr-defined]
    _open_every_folder(driver)
    rows = _artifact_rows(driver)
    assert len(rows) == len(sources)
    seen = set()
    for row in rows:
        name = row.find_element(By.TAG_NAME, "th").text
        source = next(s for s in sources if name == f"models/{s.parent.name}/{s.name}/model.pt2")
        report = check(str(source / "model.pt2"), RELEASES)
        expected = [t.verdict for t in report.targets]
        writer = row.find_elements(By.TAG_NAME, "td")[1].text
        assert writer.endswith("recorded" if report.writer_recorded else "inferred")
        cells = row.find_elements(By.CSS_SELECTOR, "td[data-r]")
        assert [c.text for c in cells] == [LETTERS[v] for v in expected]
        for cell, verdict in zip(cells, expected, strict=True):
            background = cell.value_of_css_property("background-color")
            assert cell.is_displayed() and background == _rgb(COLOURS[verdict])
            text = _luminance(cell.value_of_css_property("color"))
            contrast = (max(text, _luminance(background)) + 0.05) / (min(text, _luminance(background)) + 0.05)
            assert contrast >= 4.5, (verdict, contrast)
            seen.add(verdict)
    assert {"native", "after-upgrade", "refused"} <= seen
    footer = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "tfoot td")]  # type: ignore[attr-defined]
    loadable = {"native", "after-upgrade", "after-downgrade", "after-downgrade-lossy"}
    counts = [
        sum(1 for s in sources if check(str(s / "model.pt2"), [r]).targets[0].verdict in loadable) for r in RELEASES
    ]
    assert footer == [f"{count}/{len(sources)}" for count in counts]


def test_a_click_on_a_cell_shows_its_reasons(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By

    driver, _ = page
    driver.refresh()  # type: ignore[attr-defined]
    _open_every_folder(driver)
    row = next(
        r for r in _artifact_rows(driver) if r.find_element(By.TAG_NAME, "th").text.endswith("while_loop/model.pt2")
    )
    refused = row.find_elements(By.CSS_SELECTOR, "td[data-r]")[RELEASES.index("2.6.0")]
    assert refused.text == "X"
    panel = driver.find_element(By.ID, "panel")  # type: ignore[attr-defined]
    assert not panel.is_displayed()
    refused.click()
    assert panel.is_displayed() and "in torch 2.6.0" in panel.text and "refused" in panel.text
    assert "carried inputs" in panel.text
    assert ".target" in panel.find_element(By.TAG_NAME, "code").text


def test_filter_and_sort(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver, _ = page
    driver.refresh()  # type: ignore[attr-defined]
    Select(driver.find_element(By.NAME, "release")).select_by_visible_text("torch 2.6.0")  # type: ignore[attr-defined]
    Select(driver.find_element(By.NAME, "verdict")).select_by_visible_text("refused")  # type: ignore[attr-defined]
    shown = [r.find_element(By.TAG_NAME, "th").text for r in _artifact_rows(driver) if r.is_displayed()]
    assert shown == ["models/2.12.1/while_loop/model.pt2"]
    visible_groups = [g.text for g in driver.find_elements(By.CSS_SELECTOR, "tr.g") if g.is_displayed()]  # type: ignore[attr-defined]
    assert len(visible_groups) == 1 and "models/2.12.1" in visible_groups[0]
    Select(driver.find_element(By.NAME, "verdict")).select_by_visible_text("anything")  # type: ignore[attr-defined]
    driver.find_element(By.NAME, "contains").send_keys("cond")  # type: ignore[attr-defined]
    shown = [r.find_element(By.TAG_NAME, "th").text for r in _artifact_rows(driver) if r.is_displayed()]
    assert shown == ["models/2.1.2/cond/model.pt2"]


def test_sorting_by_a_column_orders_rows_by_verdict(tmp_path: Path, browser: object) -> None:
    from selenium.webdriver.common.by import By

    tree = tmp_path / "flat"
    for release, model in (("2.13.0", "mlp"), ("2.1.2", "cond"), ("2.6.0", "mlp")):
        shutil.copytree(CORPUS / release / model, tree / release / model)
    html = tmp_path / "flat.html"
    html.write_text(render_html(build_matrix([str(tree)], ["2.6.0"]), depth=0), encoding="utf-8")
    browser.get(html.as_uri())  # type: ignore[attr-defined]
    heading = browser.find_elements(By.CSS_SELECTOR, "thead th")[3]  # type: ignore[attr-defined]
    heading.click()
    letters = [r.find_elements(By.CSS_SELECTOR, "td[data-r]")[0].text for r in _artifact_rows(browser)]
    assert letters == ["N", "U", "D"]
    heading.click()
    letters = [r.find_elements(By.CSS_SELECTOR, "td[data-r]")[0].text for r in _artifact_rows(browser)]
    assert letters == ["D", "U", "N"]


def test_fifteen_release_columns_fit_in_1440_pixels(tmp_path: Path, browser: object) -> None:
    from serde.releases.profile import known_releases

    releases = [str(r) for r in known_releases()]
    assert len(releases) >= 15
    tree = tmp_path / "wide" / "a-rather-long-folder-name-as-buckets-have" / "2.13.0"
    shutil.copytree(CORPUS / "2.13.0" / "mlp", tree / "mlp")
    html = tmp_path / "wide.html"
    html.write_text(render_html(build_matrix([str(tmp_path / "wide")], releases), depth=0), encoding="utf-8")
    browser.get(html.as_uri())  # type: ignore[attr-defined]
    width = browser.execute_script("return document.getElementById('matrix').getBoundingClientRect().right")  # type: ignore[attr-defined]
    assert width <= 1440 - 16, width
