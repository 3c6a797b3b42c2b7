#!/usr/bin/env bash
# Bash completion for rulebench, asked as bash asks it: the script is sourced
# and its function called with COMP_WORDS and COMP_CWORD set.
#   check_completion.sh COMPLETION_SCRIPT
set -uo pipefail # not -e: bash runs completion functions without it
source "$1"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
touch "$scratch/demo.rules.json" "$scratch/skirmish.scenario.json" "$scratch/notes.txt" "$scratch/table.csv"
cd "$scratch"
failures=0
expect() { # expect "WORDS..." "what COMPREPLY holds, sorted, one space between"
  read -ra COMP_WORDS <<<"$1"
  [[ $1 == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _rulebench
  local got
  got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//')
  if [[ $got != "$2" ]]; then
    echo "FAIL: \"$1\": got [$got], want [$2]"
    failures=$((failures + 1))
  fi
}
expect "rulebench val" "validate"
expect "rulebench docs --f" "--format"
expect "rulebench docs --format --examples " "demo.rules.json"
expect "rulebench simulate --t" "--turns"
expect "rulebench-cli diff-run x.scenario.json --c" "--content"
expect "rulebench simulate " "skirmish.scenario.json"
expect "rulebench validate " "demo.rules.json skirmish.scenario.json"
expect "rulebench diff-run s.scenario.json --content " "demo.rules.json"
expect "rulebench burst --r" "--radius"
expect "rulebench simulate x --turns " ""
expect "rulebench simulate x --ex" "--explain"
expect "rulebench simulate x --explain " ""
expect "rulebench bat" "batch"
expect "rulebench exp" "export"
expect "rulebench export " "demo.rules.json"
expect "rulebench export demo.rules.json --section sta" "stats statuses"
expect "rulebench import demo.rules.json --r" "--remove-missing"
expect "rulebench export demo.rules.json --r" ""
expect "rulebench import demo.rules.json " "table.csv"
expect "rulebench fi" "find"
expect "rulebench find " "demo.rules.json"
expect "rulebench find demo.rules.json --j" "--json"
expect "rulebench find demo.rules.json " ""
expect "rulebench batch x.scenario.json --ta" "--target-error"
expect "rulebench batch " "skirmish.scenario.json"
expect "rulebench batch x --measure w" "won"
expect "rulebench batch x.scenario.json --co" "--coverage"
expect "rulebench batch x --shard a" "auto auto/"
expect "rulebench batch x --shard 1" ""
expect "rulebench merge --c" "--csv"
expect "rulebench merge-c" "merge-content"
expect "rulebench merge-content --h" "--help"
expect "rulebench diff-c" "diff-content"
expect "rulebench diff-content --f" "--flat"
expect "rulebench diff-content " "demo.rules.json"
expect "rulebench com" "compare"
expect "rulebench compare x.scenario.json --conf" "--confidence"
expect "rulebench compare x.scenario.json --confidence " "95 99"
expect "rulebench compare s.scenario.json --content " "demo.rules.json"
expect "rulebench compare x --measure w" "won"
expect "rulebench tu" "tune"
expect "rulebench tune x.scenario.json --ta" "--target"
expect "rulebench tune " "skirmish.scenario.json"
expect "rulebench che" "check"
expect "rulebench check --t" "--threads"
expect "rulebench sen" "sensitivity"
expect "rulebench sensitivity x.scenario.json --f" "--fields"
expect "rulebench sensitivity x --measure v" "value:"
expect "rulebench check " "demo.rules.json skirmish.scenario.json"
expect "rulebench check x.json --j" "--json --junit"
expect "rulebench rep" "report"
expect "rulebench report " "demo.rules.json skirmish.scenario.json"
expect "rulebench report x.json -" "--help -o"
expect "rulebench simulate x.scenario.json --v" "--vary"
expect "rulebench simulate x.scenario.json --content " "demo.rules.json"
((failures == 0)) && echo "completion: every case completes as expected"
exit $((failures > 0))
