#!/usr/bin/env bash
# `rulebench report` in a real browser: a batch's and a compare's JSON made
# one page, rendered by headless Chromium (Debian's chromium, which ./test.sh
# installs as a test-only package) with every host name resolving nowhere and
# its network log kept. Checks that the page renders (the DOM Chromium built
# has every section, table and chart), that nothing was fetched (no http(s)
# request in the network log; a control page with one remote image proves the
# log would show it), that every measure's name and the JSON's means are in
# the rendered page, and that it takes a screenshot at 1280 px and at a
# phone's 390 px. Exit 77 (ctest: skipped) saying SKIPPED and why where
# Chromium cannot run.
#   check_chromium.sh RULEBENCH_CLI [SCREENSHOT_DIR]
set -euo pipefail
cli=$(realpath "$1")
shots=${2:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
  echo "check_chromium: SKIPPED: chromium is not installed (./test.sh installs it from scripts/test-packages.txt)"
  exit 77
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"

chrome() { # chrome NETLOG ARGS...: headless, no profile of the user's, every host resolving nowhere
  local log=$1; shift
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --disable-extensions \
    --disable-background-networking --disable-component-update --disable-sync --disable-default-apps \
    --user-data-dir="$scratch/profile" --host-resolver-rules="MAP * ~NOTFOUND" \
    --log-net-log="$log" --net-log-capture-mode=Default "$@" 2>>chromium.err
}
if ! chrome start.netlog --dump-dom "data:text/html,<p>ready</p>" >start.html || ! grep -q ready start.html; then
  echo "check_chromium: SKIPPED: $browser does not start here:"; tail -5 chromium.err
  exit 77
fi

demo=$root/resources/demo
measures=(won "turn:death@king" "value:health@hero")
"$cli" batch "$demo/skirmish.scenario.json" --runs 80 --turns 60 --measure "${measures[@]}" --json batch.json >/dev/null 2>&1
python3 - "$demo/demo.rules.json" <<'PY'
import json, sys
content = json.load(open(sys.argv[1]))
for actor in content["actors"]:
    if actor["name"] == "rat king":
        actor["stats"]["health"] = 40
json.dump(content, open("other.rules.json", "w"), indent=1)
PY
"$cli" compare "$demo/skirmish.scenario.json" --content other.rules.json --runs 80 --turns 60 \
  --measure "${measures[@]}" --json compare.json >/dev/null 2>&1 || [[ $? == 1 ]]
"$cli" report batch.json compare.json -o report.html

# The control: a page with one remote image must show its request in the log.
echo '<p>control</p><img src="http://rulebench-control.invalid/x.png">' >control.html
chrome control.netlog --virtual-time-budget=3000 --dump-dom "file://$scratch/control.html" >/dev/null
chrome report.netlog --virtual-time-budget=3000 --dump-dom "file://$scratch/report.html" >dom.html
chrome shot.netlog --virtual-time-budget=3000 --hide-scrollbars --window-size=1280,800 --screenshot="$scratch/report-1280.png" "file://$scratch/report.html" >/dev/null
chrome phone.netlog --virtual-time-budget=3000 --hide-scrollbars --window-size=390,844 --screenshot="$scratch/report-390.png" "file://$scratch/report.html" >/dev/null

python3 - "${measures[@]}" <<'PY'
import json, re, sys

def fetched(log):
    """The URLs the page asked for (not a file), from a Chromium network log: its
    requests are those whose network isolation key is the page's, file://
    (Chromium's own, such as its update checks, have another or none)."""
    netlog = json.load(open(log, encoding="utf-8", errors="replace"))
    start = netlog["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    urls = set()
    for e in netlog["events"]:
        p = e.get("params", {})
        if e["type"] == start and "file://" in p.get("network_isolation_key", "") and not p.get("url", "").startswith("file:"):
            urls.add(p["url"])
    return sorted(urls)
control = fetched("control.netlog")
assert any("rulebench-control.invalid" in u for u in control), f"the control page's request is not in the log: {control}"
for log in ("report.netlog", "shot.netlog", "phone.netlog"):
    urls = fetched(log)
    assert not urls, f"the report fetched {urls} ({log})"
page = open("report.html", encoding="utf-8").read()
assert not re.search(r'(src|href)\s*=\s*"(https?:|//)', page, re.I), "a src or href leaves the page"
dom = open("dom.html", encoding="utf-8").read()
assert dom.count('<section id="result-') == 2, "the rendered page has not both sections"
assert dom.count("<svg") >= 2 * len(sys.argv[1:]), "too few charts in the rendered page"
assert "<nav" in dom, "no table of contents"
text = re.sub(r"<[^>]+>", " ", dom).replace("&amp;", "&").replace("&gt;", ">").replace("&lt;", "<")
batch = json.load(open("batch.json"))
compare = json.load(open("compare.json"))
for m in sys.argv[1:]:
    assert m in text, f"{m} is not in the rendered page"
    s = batch["results"][0]["summary"][m]
    for v in [s["mean"], *s["ci95"]]:
        assert "%.4g" % v in text, f"the batch's {m} {v} (%.4g) is not in the rendered page" % v
    c = compare["compared"][m]
    for v in [c["content"]["mean"], c["other"]["mean"]]:
        assert "%.4g" % v in text, f"the comparison's {m} {v} is not in the rendered page"
print(f"check_chromium: rendered; {len(sys.argv[1:])} measures and their means found; nothing fetched (the control's request was logged)")
PY
for png in report-1280.png report-390.png; do
  [[ $(head -c 8 "$png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] || { echo "check_chromium: $png is not a PNG"; exit 1; }
  (( $(stat -c %s "$png") > 20000 )) || { echo "check_chromium: $png is nearly empty"; exit 1; }
done
if [[ -n $shots ]]; then cp report-1280.png report-390.png report.html "$shots"/; fi
echo "check_chromium: screenshots at 1280 px and 390 px taken"
