#!/usr/bin/env python3
"""A tests-only engine for the conformance runner, in another language.

It speaks the runner's line protocol but plays nothing: it looks each case
up in a suite file and answers from there, then misbehaves as asked, so
that the tests can check how the runner reports each kind of engine.

    fake_engine.py SUITE MODE [ARG]

MODE is one of:
  right          answer every case as the suite expects
  wrong TAG      answer wrongly every case tagged TAG (one rule misread)
  crash ID       exit with status 3, writing to stderr, on the case ID
  hang ID        never answer the case ID
  garbage ID     answer the case ID with a line that is not JSON
  off-schema ID  answer the case ID with JSON the protocol does not allow
  skip TAG       say "skipped" for every case tagged TAG
  no-start       exit before answering start
  declare LIST   answer every case right, but declare the rules versions
                 LIST (comma-separated; empty: none) in start
  ignore-stop    answer every case right, then sleep instead of exiting on
                 stop
"""

import json
import sys
import time


def main():
    suite_path, mode = sys.argv[1], sys.argv[2]
    arg = sys.argv[3] if len(sys.argv) > 3 else None
    with open(suite_path, encoding="utf-8") as f:
        suite = json.load(f)
    cases = {c["id"]: c for c in suite["cases"]}
    out = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        cmd = request["cmd"]
        if cmd == "start":
            if mode == "no-start":
                sys.exit(1)
            rules = suite["rules"]
            if mode == "declare":
                rules = [r for r in (arg or "").split(",") if r]
            answer = {"name": "fake", "language": "python", "rules": rules}
        elif cmd == "run":
            seq = request["seq"]
            case = cases[request["case"]["id"]]
            if case["input"] != request["case"]["input"]:
                answer = {"seq": seq, "errored": "the runner sent another input"}
            elif mode == "crash" and case["id"] == arg:
                print("fake engine: giving up on " + arg, file=sys.stderr)
                sys.stderr.flush()
                sys.exit(3)
            elif mode == "hang" and case["id"] == arg:
                time.sleep(3600)
                continue
            elif mode == "garbage" and case["id"] == arg:
                out.write("this is not json\n")
                out.flush()
                continue
            elif mode == "off-schema" and case["id"] == arg:
                answer = {"seq": seq, "result": {"points": {"red": -1}}}
            elif mode == "skip" and arg in case["tags"]:
                answer = {"seq": seq, "skipped": "does not play " + arg}
            else:
                result = dict(case["expect"])
                if mode == "wrong" and arg in case["tags"]:
                    result = misread(result)
                answer = {"seq": seq, "result": result}
        elif cmd == "stop":
            if mode == "ignore-stop":
                time.sleep(3600)
            return
        else:
            answer = {"seq": 0, "errored": "unknown command"}
        out.write(json.dumps(answer) + "\n")
        out.flush()


def misread(result):
    """The answer an engine that misreads a rule would give: different."""
    if "verdict" in result:
        result["verdict"] = "legal" if result["verdict"] != "legal" else "corner-only"
    if "points" in result:
        points = dict(result["points"])
        points["zz-misread"] = 1
        result["points"] = points
    if result.get("turns"):
        # From the middle turn on, one point too many.
        turns = [dict(t) for t in result["turns"]]
        for t in turns[len(turns) // 2:]:
            t["zz-misread"] = 1
        result["turns"] = turns
    return result


if __name__ == "__main__":
    main()
