"""The HTML compatibility matrix rendered by a real headless Chromium (Debian's ``chromium`` and
``chromium-driver``, driven by Selenium): what a user sees in each cell is the verdict ``check`` gives, in
the verdict's colour, with the reasons on hover (``title``) and on click (``<details>``).

``.ci/run`` installs Chromium; outside CI a machine without it skips this module, saying how to install it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from corpus_index import CORPUS

from serde.cli.matrix_html import COLOURS, render_html
from serde.compat.check import check
from serde.jobs.matrix import build_matrix

HERE = Path(__file__).resolve().parent
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
def browser() -> Iterator[object]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    assert CHROMIUM and CHROMEDRIVER, "CI must provide chromium and chromium-driver (.ci/run installs them)"
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_window_size(1600, 1000)
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


def test_every_visible_cell_shows_checks_verdict_in_its_colour(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By

    driver, sources = page
    rows = driver.find_elements(By.CSS_SELECTOR, "tr[data-artifact]")  # type: ignore[attr-defined]
    assert len(rows) == len(sources)
    seen = set()
    for row in rows:
        name = row.get_attribute("data-artifact")
        source = next(s for s in sources if name == f"models/{s.parent.name}/{s.name}/model.pt2")
        expected = {t.release: t.verdict for t in check(str(source / "model.pt2"), RELEASES).targets}
        cells = row.find_elements(By.CSS_SELECTOR, "td.cell")
        assert [c.get_attribute("data-release") for c in cells] == RELEASES
        for cell in cells:
            verdict = expected[cell.get_attribute("data-release")]
            assert cell.is_displayed() and cell.text == verdict
            assert cell.value_of_css_property("background-color") == _rgb(COLOURS[verdict])
            seen.add(verdict)
    assert {"native", "after-upgrade", "refused"} <= seen


def test_reasons_show_on_hover_and_open_on_click(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By

    driver, _ = page
    refused = driver.find_element(  # type: ignore[attr-defined]
        By.CSS_SELECTOR, 'tr[data-artifact$="while_loop/model.pt2"] td[data-release="2.6.0"]'
    )
    assert refused.text == "refused"
    assert "while-loop-operands" in refused.get_attribute("title")
    reasons = refused.find_element(By.CSS_SELECTOR, "details li")
    assert not reasons.is_displayed()
    refused.find_element(By.TAG_NAME, "summary").click()
    assert reasons.is_displayed() and "carried inputs" in reasons.text
    assert ".target" in reasons.find_element(By.TAG_NAME, "code").text


def test_group_rows_count_the_verdicts_of_their_folder(page: tuple[object, list[Path]]) -> None:
    from selenium.webdriver.common.by import By

    driver, _ = page
    groups = {
        g.get_attribute("data-group"): [c.text for c in g.find_elements(By.CSS_SELECTOR, "th")[1:]]
        for g in driver.find_elements(By.CSS_SELECTOR, "tr.group")  # type: ignore[attr-defined]
    }
    assert list(groups) == ["models/2.1.2", "models/2.12.1", "models/2.13.0"]
    assert groups["models/2.12.1"][0] == "1X" and groups["models/2.13.0"][-1] == "1N"
