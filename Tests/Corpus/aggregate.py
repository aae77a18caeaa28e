"""Aggregates the runs of Tests/Corpus/measure (called by it; see README.md).

Reads OUT/runs.tsv and OUT/<name>.json (statecheck check --format json) and
prints, per app and in total: Swift files, screens found, checked, refused,
not recognised, crashes, hangs, and the top refusal reasons.

statecheck reports the screens it checked ("models") and the files whose
reading failed ("unchecked", each with its error diagnostics); it does not
list the screens it did not recognise. So "screens found" is estimated with
a heuristic (see is_screen) and each found screen is classified:
  checked   a model of that name (or in that file) was checked
  refused   its file has an error diagnostic, or an error names the screen
  unseen    neither: statecheck said nothing about it
"""
import collections
import json
import os
import re
import sys

CORPUS = os.environ["CORPUS"]
OUT = os.environ["OUT"]
REFUSALS = os.environ.get("REFUSALS", "")
TOP = int(os.environ.get("TOP", "20"))

STRUCT = re.compile(r"\bstruct\s+(\w+)\s*(?:<[^{]*?>)?\s*:\s*([^{]*)\{")
HOLDS_STATE = re.compile(
    r"@(State|StateObject|ObservedObject|Bindable|EnvironmentObject)\b"
    r"|\b(var|let)\s+\w+\s*:\s*\w*(ViewModel|VM)\b"
    r"|=\s*\w*(ViewModel|VM)\s*\(")
ASYNC = re.compile(r"\.task\b|\.refreshable\b|\bTask\s*(\{|\(|\s*@MainActor)|\bawait\b"
                   r"|\.onAppear\s*\{[^}]*\b(load|fetch|refresh|reload|get)\w*\s*\(")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def block(text, start):
    """The text from start (just after a '{') to its matching '}' (naive brace matching)."""
    depth, i = 1, start
    while i < len(text) and depth:
        c = text[i]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        i += 1
    return text[start:i]


def struct_bodies(text):
    """(name, line, body) of each struct conforming to View; body includes the
    struct's extensions in the same file."""
    for m in STRUCT.finditer(text):
        if not re.search(r"\bView\b", m.group(2)):
            continue
        body = block(text, m.end())
        for e in re.finditer(r"\bextension\s+" + re.escape(m.group(1)) + r"\b[^{]*\{", text):
            body += block(text, e.end())
        yield m.group(1), text.count("\n", 0, m.start()) + 1, body


def is_screen(body):
    """A loading screen: a View struct that holds state (@State, @StateObject,
    @ObservedObject, @Bindable, @EnvironmentObject, or a stored view model) and
    starts async work itself, in its body or its extensions in the same file
    (.task, .refreshable, Task { }, await, or .onAppear { load…()/fetch…() })."""
    return bool(HOLDS_STATE.search(body) and ASYNC.search(body))


def swift_files(root):
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in (".git", ".build", "Pods", "Carthage")]
        for f in files:
            if f.endswith(".swift"):
                yield os.path.join(d, f)


QUOTED = re.compile(r"(?<![A-Za-z])'[^'\n]*'|`[^`\n]*`")
# Unquoted specifics in messages: (pattern, replacement, group holding the specific).
UNQUOTED = [
    (re.compile(r"\((\w+\.swift):\d+\)"), "(….swift:N)", 1),
    (re.compile(r"\bis given (.+?), which"), "is given …, which", 1),
    (re.compile(r"\bhere (\w+): is (.*)$"), r"here \1: is …", 2),
    (re.compile(r"\bor write (\w+)<…>"), "or write …<…>", 1),
    (re.compile(r"\((\w+ = [^)]*)\)"), "(… = …)", 1),
    (re.compile(r"\((\w+): \{ \}\)"), "(…: { })", 1),
    (re.compile(r"\bcreate it with (\w+):"), "create it with …:", 1),
]


def generalise(message):
    """The message with its specific names (quoted identifiers, types, files,
    expressions) replaced by …, so that one construct makes one group."""
    g = QUOTED.sub(lambda m: m.group(0)[0] + "…" + m.group(0)[0], message)
    for pattern, replacement, _ in UNQUOTED:
        g = pattern.sub(replacement, g)
    return re.sub(r"\b\d+\b", "N", g)


def specifics(message):
    found = [m.group(0) for m in QUOTED.finditer(message)]
    for pattern, _, group in UNQUOTED:
        found += [m.group(group) for m in pattern.finditer(message)]
    return found


_sources = {}


def construct(path, line, col):
    """The token at a diagnostic's position (e.g. 'courses.map', '.navigationTitle')."""
    if path not in _sources:
        try:
            _sources[path] = open(os.path.join(CORPUS, path), encoding="utf-8", errors="replace").read().split("\n")
        except OSError:
            _sources[path] = []
    src = _sources[path]
    if not 0 < line <= len(src):
        return ""
    m = re.match(r"@?[\w.$]+", src[line - 1][col - 1:])
    return m.group(0)[:40] if m else src[line - 1][col - 1:col + 9]


def main():
    runs = [l.rstrip("\n").split("\t") for l in open(os.path.join(OUT, "runs.tsv")) if l.strip()]
    cols = ["app", "files", "found", "checked", "refused", "unseen", "errfiles", "errors", "exit", "secs"]
    rows, total = [], collections.Counter()
    groups = collections.defaultdict(list)   # generalised message -> [(path, line, col, message)]
    by_screen = collections.Counter()        # generalised message -> refused screens whose file has it
    only = collections.Counter()             # generalised message -> refused screens with no other reason
    for name, repo, commit, folder, kind, rc, secs in runs:
        if kind == "missing":
            rows.append([name, "missing", "", "", "", "", "", "", "", ""])
            total["missing"] += 1
            continue
        rc = int(rc)
        root = os.path.join(CORPUS, name, folder)
        files = list(swift_files(root))
        screens = []   # (name, path)
        for path in files:
            try:
                text = strip_comments(open(path, encoding="utf-8", errors="replace").read())
            except OSError:
                continue
            for sname, line, body in struct_bodies(text):
                if is_screen(body):
                    screens.append((sname, os.path.normpath(path)))
        try:
            data = json.load(open(os.path.join(OUT, name + ".json")))
        except (OSError, ValueError):
            data = {"models": [], "unchecked": []}
        models = data.get("models", [])
        checked_names = {m["name"] for m in models}
        checked_files = {os.path.normpath(os.path.join(CORPUS, m["file"])) for m in models}
        err_files, named = set(), set()
        file_reasons = collections.defaultdict(set)
        n_errors = 0
        for u in data.get("unchecked", []):
            path = os.path.normpath(os.path.join(CORPUS, u["file"]))
            for d in u["diagnostics"]:
                if d["severity"] != "error":
                    continue
                n_errors += 1
                err_files.add(path)
                file_reasons[path].add(generalise(d["message"]))
                named.update(re.findall(r"screen '(\w+)'", d["message"]))
                groups[generalise(d["message"])].append((u["file"], d["line"], d["column"], d["message"]))
        found = checked = refused = unseen = 0
        seen_checked = set()
        for sname, path in screens:
            found += 1
            if sname in checked_names:
                checked += 1
                seen_checked.add(sname)
            elif path in err_files or sname in named:
                refused += 1
                reasons = file_reasons.get(path, set())
                by_screen.update(reasons)
                if len(reasons) == 1:
                    only.update(reasons)
            else:
                unseen += 1
        extra = len(checked_names - seen_checked)   # checked screens the heuristic missed
        found += extra
        checked += extra
        crash = rc >= 128 or rc < 0
        hang = rc == 124
        ex = f"{rc}" + (" CRASH" if crash else "") + (" HANG" if hang else "")
        rows.append([name, len(files), found, checked, refused, unseen, len(err_files), n_errors, ex, secs])
        for k, v in zip(cols[1:8], rows[-1][1:8]):
            total[k] += v
        total["crashes"] += crash
        total["hangs"] += hang
        total["apps"] += 1

    widths = [max(len(str(r[i])) for r in rows + [cols]) for i in range(len(cols))]
    fmt = lambda r: "  ".join(str(v).rjust(w) if i else str(v).ljust(w) for i, (v, w) in enumerate(zip(r, widths)))
    print(fmt(cols))
    for r in rows:
        print(fmt(r))
    print()
    print(f"apps {total['apps']} (missing {total['missing']}), Swift files {total['files']}")
    print(f"screens found {total['found']} (heuristic), checked {total['checked']}, refused {total['refused']}, "
          f"not recognised (no diagnostic) {total['unseen']}")
    print(f"files with errors {total['errfiles']}, error diagnostics {total['errors']}, "
          f"crashes {total['crashes']}, hangs {total['hangs']}")
    print()
    print(f"top refusal reasons (error diagnostics grouped by message, names generalised; {len(groups)} groups):")
    ranked = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    for g, ds in ranked[:TOP]:
        print(f"{len(ds):6d}  {g}")

    print()
    print("top refusal reasons by refused screens (screens whose file has the reason; 'alone': it is the file's only reason):")
    for g, n in sorted(by_screen.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]:
        print(f"{n:6d}  alone {only[g]:3d}  {g}")

    if REFUSALS:
        with open(REFUSALS, "w") as f:
            f.write(f"# every error diagnostic of the corpus, grouped by generalised message, most frequent first\n")
            f.write(f"# {sum(len(d) for d in groups.values())} diagnostics, {len(groups)} groups\n\n")
            for rank, (g, ds) in enumerate(ranked, 1):
                f.write(f"=== #{rank}  {len(ds)}x  {g}\n")
                names = collections.Counter(s for d in ds for s in specifics(d[3]))
                if names:
                    f.write("    names: " + ", ".join(f"{s} {n}" for s, n in names.most_common(15)) + "\n")
                at = collections.Counter(construct(d[0], d[1], d[2]) for d in ds)
                at.pop("", None)
                if at:
                    f.write("    source at the column: " + ", ".join(f"{s!r} {n}" for s, n in at.most_common(12)) + "\n")
                if rank <= 15:
                    # the example shows the most frequent construct of the group
                    common = at.most_common(1)[0][0] if at else None
                    p, line, col, msg = next((d for d in sorted(ds) if construct(d[0], d[1], d[2]) == common), sorted(ds)[0])
                    try:
                        src = open(os.path.join(CORPUS, p), encoding="utf-8", errors="replace").read().split("\n")
                        lo, hi = max(1, line - 1), min(len(src), line + 3)
                        f.write(f"    example {p}:{line}:{col}\n")
                        for i in range(lo, hi + 1):
                            f.write(f"      {i:5d}{'>' if i == line else ' '} {src[i - 1]}\n")
                    except OSError:
                        pass
                for p, line, col, msg in sorted(set(ds)):
                    f.write(f"  {p}:{line}:{col}: {msg}\n")
                f.write("\n")


main()
