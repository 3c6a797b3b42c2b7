#!/usr/bin/python3
"""Checks content files against the published JSON Schema.

check_schema.py SCHEMA --valid FILE... --invalid FILE...
Every --valid file must pass and every --invalid file must fail; exits 1 otherwise.
Runs with Debian's /usr/bin/python3, which has python3-jsonschema.
"""
import json
import sys

import jsonschema


def main(argv):
    schema = json.load(open(argv[1], encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    mode, failures, checked = None, 0, 0
    for arg in argv[2:]:
        if arg in ("--valid", "--invalid"):
            mode = arg
            continue
        errors = list(validator.iter_errors(json.load(open(arg, encoding="utf-8"))))
        checked += 1
        if mode == "--valid" and errors:
            failures += 1
            print(f"FAIL {arg}: should pass the schema: {errors[0].message} at {list(errors[0].absolute_path)}")
        elif mode == "--invalid" and not errors:
            failures += 1
            print(f"FAIL {arg}: should fail the schema but passes")
    print(f"{checked - failures} passed, {failures} failed")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
