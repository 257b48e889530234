"""The command line: argument parsing and printing only (:mod:`.commands`), terminal rendering
(:mod:`.terminal`) and the HTML matrix page (:mod:`.matrix_html`).

The top floor of the layers: it may import every other layer, and nothing imports it."""
