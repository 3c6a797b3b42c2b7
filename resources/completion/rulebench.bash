# Bash completion for rulebench and rulebench-cli: the subcommands, each
# one's options, and file arguments with the extensions each takes. Needs
# nothing of the bash-completion package (plain compgen), so sourcing this
# file alone is enough.

_rulebench_files()
{
    # $1: a glob for the files wanted ("*.rules.json"), or empty for any file.
    local IFS=$'\n'
    local cur=$2
    if [[ -z $1 ]]; then
        COMPREPLY+=($(compgen -f -- "$cur"))
    else
        COMPREPLY+=($(compgen -d -S / -- "$cur"))
        COMPREPLY+=($(compgen -f -X "!$1" -- "$cur"))
    fi
    compopt -o filenames -o nospace 2>/dev/null || true # only while completing
}

_rulebench()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD-1]}
    local commands="validate schema docs format burst simulate diff-run batch merge merge-content diff-content export import find compare tune check sensitivity report --help --version"
    COMPREPLY=()
    if ((COMP_CWORD == 1)); then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        # The editor opens a content or scenario file.
        [[ $cur == -* ]] || _rulebench_files "*.json" "$cur"
        return 0
    fi
    local command=${COMP_WORDS[1]}
    case $command in
        validate)
            _rulebench_files "*.json" "$cur" ;;
        format)
            _rulebench_files "*.json" "$cur" ;;
        docs)
            if [[ $prev == --examples ]]; then
                _rulebench_files "*.rules.json" "$cur"
            else
                COMPREPLY=($(compgen -W "--format --examples --help" -- "$cur"))
            fi ;;
        burst)
            case $prev in
                --at|--radius) return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--at --radius --help" -- "$cur"))
            else
                _rulebench_files "" "$cur"
            fi ;;
        simulate|diff-run)
            case $prev in
                --turns|--seed|--until|--explain|--vary) return 0 ;;
                --csv) _rulebench_files "" "$cur"; return 0 ;;
                --save) _rulebench_files "*.scenario.json" "$cur"; return 0 ;;
                --content) _rulebench_files "*.rules.json" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                local options="--turns --seed --help"
                if [[ $command == simulate ]]; then
                    options+=" --csv --until --save --explain --content --vary"
                else
                    options+=" --content --all"
                fi
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
            else
                _rulebench_files "*.scenario.json" "$cur"
            fi ;;
        batch)
            case $prev in
                --runs|--turns|--seed|--threads|--until|--vary|--target-error) return 0 ;;
                --measure) COMPREPLY=($(compgen -W "won lost turn: count: sum: value: done:" -- "$cur"))
                           compopt -o nospace 2>/dev/null || true; return 0 ;;
                # K/N by hand, or from the scheduler: auto (Slurm), auto/N (Kubernetes).
                --shard) COMPREPLY=($(compgen -W "auto auto/" -- "$cur"))
                         compopt -o nospace 2>/dev/null || true; return 0 ;;
                --csv|--json) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--runs --turns --seed --threads --until --measure --vary --shard \
                                         --target-error --coverage --csv --json --help" -- "$cur"))
            else
                _rulebench_files "*.scenario.json" "$cur"
            fi ;;
        compare)
            case $prev in
                --runs|--turns|--seed|--threads|--until) return 0 ;;
                --confidence) COMPREPLY=($(compgen -W "95 99" -- "$cur")); return 0 ;;
                --content) _rulebench_files "*.rules.json" "$cur"; return 0 ;;
                --measure) COMPREPLY=($(compgen -W "won lost turn: count: sum: value: done:" -- "$cur"))
                           compopt -o nospace 2>/dev/null || true; return 0 ;;
                --csv|--json) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--content --runs --turns --measure --confidence --seed --threads --until \
                                         --csv --json --help" -- "$cur"))
            else
                _rulebench_files "*.scenario.json" "$cur"
            fi ;;
        tune)
            case $prev in
                --vary|--target|--runs|--turns|--seed|--threads|--until) return 0 ;;
                --csv|--json) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--vary --target --runs --turns --seed --threads --until --csv --json \
                                         --help" -- "$cur"))
            else
                _rulebench_files "*.scenario.json" "$cur"
            fi ;;
        sensitivity)
            case $prev in
                --runs|--turns|--seed|--threads|--until|--fields) return 0 ;;
                --measure) COMPREPLY=($(compgen -W "won lost turn: count: sum: value: done:" -- "$cur"))
                           compopt -o nospace 2>/dev/null || true; return 0 ;;
                --csv|--json) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--measure --runs --turns --fields --seed --threads --until --csv --json \
                                         --help" -- "$cur"))
            else
                _rulebench_files "*.scenario.json" "$cur"
            fi ;;
        check)
            case $prev in
                --threads) return 0 ;;
                --json|--junit) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--threads --json --junit --help" -- "$cur"))
            else
                _rulebench_files "*.json" "$cur"
            fi ;;
        merge-content)
            case $prev in
                -o) _rulebench_files "*.json" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "-o --help" -- "$cur"))
            else
                _rulebench_files "*.json" "$cur"
            fi ;;
        diff-content)
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--flat --help" -- "$cur"))
            else
                _rulebench_files "*.rules.json" "$cur"
            fi ;;
        export|import)
            case $prev in
                --section) COMPREPLY=($(compgen -W "stats damage_kinds flags durations statuses moments items props \
                                                    abilities actors fact_kinds counters quests" -- "$cur"))
                           return 0 ;;
                -o) if [[ $command == export ]]; then _rulebench_files "*.csv" "$cur"
                    else _rulebench_files "*.rules.json" "$cur"; fi
                    return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                local options="--section -o --help"
                [[ $command == import ]] && options+=" --remove-missing"
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
            elif [[ $command == import ]] && ((COMP_CWORD > 2)); then
                # CONTENT FILE.csv: the table after the content file.
                _rulebench_files "*.csv" "$cur"
            else
                _rulebench_files "*.rules.json" "$cur"
            fi ;;
        find)
            case $prev in
                --json) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--json --help" -- "$cur"))
            elif ((COMP_CWORD == 2)); then
                _rulebench_files "*.rules.json" "$cur"
            fi ;;
        report)
            case $prev in
                -o) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "-o --help" -- "$cur"))
            else
                _rulebench_files "*.json" "$cur"
            fi ;;
        merge)
            case $prev in
                --csv|--json) _rulebench_files "" "$cur"; return 0 ;;
            esac
            if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "--csv --json --help" -- "$cur"))
            else
                _rulebench_files "*.json" "$cur"
            fi ;;
    esac
    return 0
}

complete -F _rulebench rulebench rulebench-cli
