"""Questions asked of one artifact without changing it: will it load in torch R (:mod:`.check`), what
differs between two artifacts (:mod:`.artifact_diff`), and what is inside (:mod:`.inspect`).

In the layers it sits above ``serde.engine`` (a check runs the chain dry), below the jobs that ask these
questions of whole trees."""
