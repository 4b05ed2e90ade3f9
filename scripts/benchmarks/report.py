#!/usr/bin/python3
"""Writes docs/benchmarks.md and its charts in docs/images/ from the BlockPack.Benchmarks exports.

Reads docs/measurements/results/<profile>/ (BenchmarkDotNet's *-report.csv files, loh.csv, paired.csv and
run-info.json, written by `dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- --quick`) and
results/<profile>-v2/ (the same from benchmark/BlockPack.Benchmarks.V2, against MessagePack-CSharp v2), fills the
slots of scripts/benchmarks/benchmarks.template.md (the page's prose) with tables computed from those files, and
includes as they are the sections other runs write (results/caching, web, signalr, memorypack).

Usage: /usr/bin/python3 scripts/benchmarks/report.py [--profile quick|full] [--docs DIR]
Needs Debian's python3-matplotlib (scripts/benchmarks/install-deps.sh).
"""

import argparse
import csv
import json
import os
import re

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
RESULTS = os.path.join(ROOT, "docs", "measurements", "results")
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "benchmarks.template.md")
# Sections other runs write as markdown, in page order: the caching and SignalR modes, web-load.sh, and the
# MemoryPack comparison (written by hand from the memorypack mode).
INCLUDED = ("caching/caching.md", "web/web.md", "signalr/signalr.md", "memorypack/memorypack.md")

BLOCKPACK, PEER, STJ, MEMORYPACK, NERDBANK = "BlockPack", "MessagePackCSharp", "SystemTextJson", "MemoryPack", "NerdbankMessagePack"
SHORT_LABEL = {BLOCKPACK: "BlockPack", PEER: "MessagePack-CSharp v3", STJ: "System.Text.Json", MEMORYPACK: "MemoryPack",
               NERDBANK: "Nerdbank.MessagePack"}
LIBRARIES = (BLOCKPACK, PEER, MEMORYPACK, NERDBANK, STJ)
MODES = ["None", "Lz4Block", "Lz4BlockArray"]
COLORS = {BLOCKPACK: "#1f77b4", PEER: "#d62728", STJ: "#7f7f7f", MEMORYPACK: "#2ca02c", NERDBANK: "#9467bd"}
MODE_STYLE = {"None": "-", "Lz4Block": "--", "Lz4BlockArray": ":"}
HEADLINE = [
    ("Lz4BlockArray serialize, 10,000 records", "IntKey 10000 Lz4BlockArray", "Serialize"),
    ("Lz4BlockArray deserialize, 10,000 records", "IntKey 10000 Lz4BlockArray", "Deserialize"),
    ("Lz4Block serialize, 10,000 records", "IntKey 10000 Lz4Block", "Serialize"),
    ("Lz4Block deserialize, 10,000 records", "IntKey 10000 Lz4Block", "Deserialize"),
    ("plain serialize, 10,000 records", "IntKey 10000 None", "Serialize"),
    ("plain deserialize, 10,000 records", "IntKey 10000 None", "Deserialize"),
    ("plain serialize, tiny 3-member object", "Object3 None", "Serialize"),
    ("plain deserialize, tiny 3-member object", "Object3 None", "Deserialize"),
    ("Lz4BlockArray serialize, tiny object", "Object3 Lz4BlockArray", "Serialize"),
    ("Lz4BlockArray deserialize, tiny object", "Object3 Lz4BlockArray", "Deserialize"),
    ("Lz4BlockArray serialize, 300,000 records", "IntKey 300000 Lz4BlockArray", "Serialize"),
    ("Lz4BlockArray deserialize, 300,000 records", "IntKey 300000 Lz4BlockArray", "Deserialize"),
    ("the same, BlockPack decoding on 1 thread", "IntKey 300000 Lz4BlockArray (BlockPack 1 thread)", "Deserialize"),
]


# ---------------------------------------------------------------------------------------------------- reading

def number(text):
    """A CSV cell as a float; BenchmarkDotNet's "-" (nothing allocated, no collection) is 0, other blanks None."""
    text = (text or "").strip().replace(",", "")
    if text == "-":
        return 0.0
    try:
        return float(text)
    except ValueError:
        return None


def read_csv(results, name):
    path = os.path.join(results, name)
    if not os.path.exists(path):
        return []
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def read_report(results, name):
    """Rows of one BenchmarkDotNet CSV export, with the columns the page uses parsed; [] when the class did not run."""
    rows = read_csv(results, f"{name}-report.csv")
    for r in rows:
        r["median_ns"] = number(r.get("Median [ns]") or r.get("Mean [ns]"))
        r["error_ns"] = number(r.get("Error [ns]"))
        r["allocated"] = number(r.get("Allocated [B]"))
        r["wire"] = number(r.get("WireBytes"))
        r["size_ratio"] = number(r.get("SizeRatio"))
        r["plain"] = number(r.get("PlainBytes"))
        if r["plain"] is None and r["size_ratio"] is not None and r["wire"] is not None:
            r["plain"] = r["size_ratio"] * r["wire"]
        if r.get("Count"):
            r["Count"] = int(r["Count"])
    return rows


def read_measurement(results, name, convert, keys):
    """Rows of one of the runner's own CSV files (loh.csv, paired.csv), the named columns converted."""
    rows = read_csv(results, name)
    for r in rows:
        for key in keys:
            r[key] = convert(r[key])
    return rows


def read_environment(results):
    """The environment block BenchmarkDotNet prints at the top of its markdown exports."""
    for name in sorted(os.listdir(results)) if os.path.isdir(results) else []:
        if name.endswith("-report-github.md"):
            with open(os.path.join(results, name), encoding="utf-8") as f:
                match = re.search(r"```\n(.*?)```", f.read(), re.S)
            if match:
                return match.group(1).strip()
    return ""


def read_run(results):
    """Everything one runner wrote into one results folder; empty lists and {} where it wrote nothing."""
    info_path = os.path.join(results, "run-info.json")
    info = json.load(open(info_path, encoding="utf-8")) if os.path.exists(info_path) else {}
    return {
        "info": info,
        "records": read_report(results, "RecordBenchmarks"),
        "small": read_report(results, "SmallMessageBenchmarks"),
        "large": read_report(results, "LargePayloadBenchmarks"),
        "codec": read_report(results, "CodecBenchmarks"),
        "loh": read_measurement(results, "loh.csv", int, ("Count", "Operations", "AllocatedBytesPerOp", "LohTicks",
                                                          "LohBytes", "LohBytesPerOp", "Gen2Collections")),
        "paired": read_measurement(results, "paired.csv", float, ("MedianNsA", "MedianNsB", "MedianRatio", "LowRatio", "HighRatio")),
        "environment": read_environment(results),
    }


def find(rows, **criteria):
    return next((r for r in rows if all(str(r.get(k)) == str(v) for k, v in criteria.items())), None)


# ---------------------------------------------------------------------------------------------------- formatting

def fmt_time(ns):
    if ns is None:
        return "–"
    for limit, unit, scale, digits in ((1e3, "ns", 1, 1), (1e6, "µs", 1e3, 2), (1e9, "ms", 1e6, 2)):
        if ns < limit:
            return f"{ns / scale:.{digits}f} {unit}"
    return f"{ns / 1e9:.2f} s"


def fmt_bytes(b):
    if b is None:
        return "–"
    if b < 1024:
        return f"{b:.0f} B"
    return f"{b / 1024:.1f} KB" if b < 1024 * 1024 else f"{b / 1024 / 1024:.2f} MB"


def fmt_ratio(x, digits=2):
    return "–" if x is None else f"{x:.{digits}f}"


def ratio(numerator, denominator):
    return None if numerator is None or denominator in (None, 0) else numerator / denominator


def metric_ratio(rows, metric, other=PEER, **criteria):
    """The other library's metric ÷ BlockPack's for the case the criteria name, within one run."""
    bp, mp = find(rows, Library=BLOCKPACK, **criteria), find(rows, Library=other, **criteria)
    return ratio(mp and mp[metric], bp and bp[metric])


def throughput(row):
    """MB/s of plain data."""
    return row["plain"] / (row["median_ns"] / 1e9) / 1e6 if row and row["median_ns"] and row["plain"] else None


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---:" if i else "---" for i in range(len(header))) + " |"]
    return "\n".join(lines + ["| " + " | ".join(str(c) for c in row) + " |" for row in rows])


def context_cell(row):
    return f"{fmt_time(row['median_ns'])} / {fmt_bytes(row['allocated'])} / {fmt_bytes(row['wire'])}" if row else ""


def paired_cell(row):
    return f"**{row['MedianRatio']:.2f}** ({row['LowRatio']:.2f}–{row['HighRatio']:.2f})" if row else "–"


def series_label(library, mode):
    # MemoryPack has no LZ4 mode: its compressed row is Brotli, shown beside Lz4BlockArray.
    return f"{SHORT_LABEL[library]}, {'Brotli' if library == MEMORYPACK and mode != 'None' else mode}"


# ---------------------------------------------------------------------------------------------------- charts

def save(fig, docs, name):
    os.makedirs(os.path.join(docs, "images"), exist_ok=True)
    fig.savefig(os.path.join(docs, "images", name), dpi=110, bbox_inches="tight")
    plt.close(fig)


def bottom_legend(fig, ax, ncol):
    handles, labels = ax.get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=ncol, fontsize=8, bbox_to_anchor=(0.5, 0.0))


def count_axis(ax, counts):
    ax.set_xscale("log")
    ax.set_xticks(counts)
    ax.set_xticklabels([f"{c:,}" for c in counts])
    ax.minorticks_off()
    ax.set_xlabel("records in the array")


def model_counts(records, model):
    return sorted({r["Count"] for r in records if r["Model"] == model})


def chart_headline(cases, docs):
    """The paired ratios against v3 and v2, with their quartiles as error bars."""
    rows = [(label, p3, p2) for label, p3, p2 in cases if p3 or p2]
    fig, ax = plt.subplots(figsize=(10, 0.5 * len(rows) + 1.5))
    height = 0.38
    for i, (name, index, color) in enumerate((("vs MessagePack-CSharp v3", 1, COLORS[PEER]), ("vs MessagePack-CSharp v2", 2, "#ff9896"))):
        bars = [(y + (i - 0.5) * height, row[index]) for y, row in enumerate(rows) if row[index]]
        ys, xs = [y for y, _ in bars], [p["MedianRatio"] for _, p in bars]
        lo, hi = [p["MedianRatio"] - p["LowRatio"] for _, p in bars], [p["HighRatio"] - p["MedianRatio"] for _, p in bars]
        ax.barh(ys, xs, height, xerr=[lo, hi], color=color, label=name, capsize=2)
        for y, x, h in zip(ys, xs, hi):
            ax.text(x + h + 0.02, y, f"{x:.2f}", va="center", fontsize=7)
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r[0] for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("MessagePack-CSharp time ÷ BlockPack time, paired median (bars: quartiles); above 1: BlockPack faster")
    ax.legend(loc="upper center", ncol=2, fontsize=8, bbox_to_anchor=(0.5, -0.12))
    ax.grid(True, axis="x", alpha=0.3)
    save(fig, docs, "paired-ratios.png")


def per_record_lines(ax, records, method, model, metric, style, min_points):
    """One line per library and mode: the metric divided by the record count, against the count (log axis)."""
    counts = model_counts(records, model)
    for library in LIBRARIES:
        for mode in MODES:
            pts = [(c, find(records, Method=method, Library=library, Mode=mode, Model=model, Count=c)) for c in counts]
            pts = [(c, r[metric] / c) for c, r in pts if r and r[metric]]
            if len(pts) >= min_points:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], MODE_STYLE[mode], color=COLORS[library],
                        label=series_label(library, mode), **style[library])
    count_axis(ax, counts)
    ax.grid(True, which="both", alpha=0.3)


def chart_records_time(records, docs):
    """Median time per integer-key record against the array's length, every library and mode."""
    fig, axes = plt.subplots(1, 2, figsize=(12, 5.2))
    for ax, method in zip(axes, ("Serialize", "Deserialize")):
        per_record_lines(ax, records, method, "IntKey", "median_ns", {library: dict(marker="o") for library in LIBRARIES}, 2)
        ax.set_yscale("log")
        ax.set_ylabel("median time per record (ns, log scale)")
        ax.set_title(f"{method}, IntKey records")
    bottom_legend(fig, axes[0], 3)
    save(fig, docs, "records-time-intkey.png")


def chart_sizes(records, docs):
    fig, ax = plt.subplots(figsize=(8, 4.4))
    # MessagePack-CSharp's sizes equal BlockPack's except where the blocks differ, so its markers are drawn on top as
    # crosses: where only a cross shows, the two coincide.
    style = {BLOCKPACK: dict(marker="o", markersize=8, linewidth=2.2, zorder=2),
             PEER: dict(marker="x", markersize=9, linewidth=1.0, zorder=3),
             MEMORYPACK: dict(marker="^", markersize=6, linewidth=1.2, zorder=2),
             NERDBANK: dict(marker="d", markersize=6, linewidth=1.2, zorder=2),
             STJ: dict(marker="s", markersize=6, linewidth=1.5, zorder=2)}
    per_record_lines(ax, records, "Serialize", "IntKey", "wire", style, 1)
    ax.set_ylabel("bytes on the wire per record")
    ax.set_title("Size on the wire, IntKey records (serialize output)")
    bottom_legend(fig, ax, 2)
    save(fig, docs, "wire-size.png")


def block_size(row):
    return int(row.get("BlockSize") or 65536)


def draw_charts(v3, cases, docs):
    """Every chart docs/benchmarks.md links (the links themselves are in the template)."""
    records = v3["records"]
    chart_headline(cases, docs)
    chart_records_time(records, docs)
    chart_sizes(records, docs)


# ---------------------------------------------------------------------------------------------------- tables

def headline_table(cases):
    rows = [[label, paired_cell(p3), paired_cell(p2), fmt_time(p3 and p3["MedianNsA"]), fmt_time(p3 and p3["MedianNsB"]),
             fmt_time(p2 and p2["MedianNsB"])] for label, p3, p2 in cases]
    return table(["Case (integer-key records; tiny object: 3 members)", "vs v3: median (quartiles)",
                  "vs v2: median (quartiles)", "BlockPack (v3 run)", "MessagePack-CSharp v3", "MessagePack-CSharp v2"], rows)


def own_cost(paired):
    """One sentence: BlockPack's Lz4BlockArray serialize cost over its plain one; "" when the pair did not run."""
    own = find(paired, Pair="IntKey 10000 BlockPack", Method="Serialize")
    return (f"BlockPack's own compressed serialize cost ÷ plain serialize cost, 10,000 records, `Lz4BlockArray`: "
            f"**{own['MedianRatio']:.2f}** ({own['LowRatio']:.2f}–{own['HighRatio']:.2f}); "
            f"{fmt_time(own['MedianNsB'])} against {fmt_time(own['MedianNsA'])}.") if own else ""


def paired_tables(v3, v2):
    parts = []
    for run, title in ((v3, "v3 run"), (v2, "v2 run")):
        rows = [[r["Pair"], r["Method"], r["A"], r["B"], fmt_time(r["MedianNsA"]), fmt_time(r["MedianNsB"]),
                 f"{r['MedianRatio']:.3f}", f"{r['LowRatio']:.3f}–{r['HighRatio']:.3f}", r["Rounds"], r["OpsPerRound"]]
                for r in run["paired"]]
        if rows:
            parts.append(f"### {title}\n\n" + table(["Pair", "Method", "A", "B", "A median", "B median", "B ÷ A (median of rounds)",
                                                    "Spread (quartiles)", "Rounds", "Ops per half-round"], rows))
    return "\n\n".join(parts)


def records_table(v3, v2, model, method):
    records = v3["records"]
    rows = []
    for mode in MODES:
        for c in model_counts(records, model):
            key = dict(Method=method, Mode=mode, Model=model, Count=c)
            bp, mp = find(records, Library=BLOCKPACK, **key), find(records, Library=PEER, **key)
            if not bp and not mp:
                continue
            row = [mode, f"{c:,}", fmt_time(bp and bp["median_ns"]), fmt_time(mp and mp["median_ns"]),
                   fmt_ratio(metric_ratio(records, "median_ns", **key)), fmt_ratio(metric_ratio(v2["records"], "median_ns", **key)),
                   fmt_bytes(bp and bp["allocated"]), fmt_bytes(mp and mp["allocated"]),
                   fmt_ratio(metric_ratio(records, "allocated", **key)),
                   fmt_bytes(bp and bp["wire"]), fmt_bytes(mp and mp["wire"]), fmt_ratio(bp["size_ratio"]) if bp else "–"]
            # MemoryPack's Brotli row stands beside Lz4BlockArray; the other context libraries have plain rows only.
            context_mode = {"None": "None", "Lz4BlockArray": "Lz4BlockArray"}.get(mode)
            row.append(context_cell(context_mode and find(records, Library=MEMORYPACK, Method=method, Mode=context_mode, Model=model, Count=c)))
            row += [context_cell(mode == "None" and find(records, Library=library, **key)) for library in (NERDBANK, STJ)]
            rows.append(row)
    return table(["Mode", "Records", "BlockPack", "MessagePack-CSharp v3", "Speed × v3", "Speed × v2 (v2 run)", "BlockPack alloc",
                  "v3 alloc", "Alloc × v3", "BlockPack wire", "v3 wire", "Compression",
                  "MemoryPack (Lz4BlockArray row: Brotli) time / alloc / size", "Nerdbank.MessagePack time / alloc / size",
                  "System.Text.Json time / alloc / size"], rows)


def records_tables(v3, v2):
    return "\n\n".join(f"### {method}, {model}\n\n" + records_table(v3, v2, model, method)
                       for model in ("IntKey", "StringKey") if any(r["Model"] == model for r in v3["records"])
                       for method in ("Serialize", "Deserialize"))


def small_table(v3, v2, method):
    small = v3["small"]
    rows = []
    for msg in ("Int", "String20", "Object3"):
        for mode in [m for m in MODES if any(r["Mode"] == m for r in small)]:
            key = dict(Method=method, Mode=mode, Message=msg)
            bp, mp = find(small, Library=BLOCKPACK, **key), find(small, Library=PEER, **key)
            if not bp and not mp:
                continue
            bp_plain = find(small, Method=method, Library=BLOCKPACK, Mode="None", Message=msg)
            mp_plain = find(small, Method=method, Library=PEER, Mode="None", Message=msg)
            rows.append([msg, mode, fmt_time(bp and bp["median_ns"]), fmt_time(mp and mp["median_ns"]),
                         fmt_ratio(metric_ratio(small, "median_ns", **key)), fmt_ratio(metric_ratio(v2["small"], "median_ns", **key)),
                         fmt_ratio(ratio(bp and bp["median_ns"], bp_plain and bp_plain["median_ns"])),
                         fmt_ratio(ratio(mp and mp["median_ns"], mp_plain and mp_plain["median_ns"])),
                         fmt_bytes(bp and bp["allocated"]), fmt_bytes(mp and mp["allocated"]), fmt_bytes(bp and bp["wire"]),
                         context_cell(find(small, Library=MEMORYPACK, **key)), context_cell(find(small, Library=NERDBANK, **key))])
    return table(["Message", "Mode", "BlockPack", "MessagePack-CSharp v3", "Speed × v3", "Speed × v2 (v2 run)",
                  "BlockPack ÷ own plain", "v3 ÷ own plain", "BlockPack alloc", "v3 alloc", "Wire",
                  "MemoryPack (Lz4BlockArray row: Brotli) time / alloc / size", "Nerdbank.MessagePack time / alloc / size"], rows)


def small_tables(v3, v2):
    return "\n\n".join(f"### {method}\n\n" + small_table(v3, v2, method) for method in ("Serialize", "Deserialize"))


def large_table(v3, v2):
    rows = []
    for run, suffix in ((v3, ""), (v2, " (v2 run)")):
        for r in run["large"]:
            label = "MessagePack-CSharp v2" if run is v2 and r["Library"] == PEER else SHORT_LABEL.get(r["Library"], r["Library"])
            rows.append([r["Method"], label + suffix, fmt_time(r["median_ns"]), fmt_time(r["error_ns"]),
                         fmt_bytes(r["allocated"]), fmt_bytes(r["wire"]), fmt_bytes(r["plain"]),
                         f"{throughput(r):,.0f} MB/s" if throughput(r) else "–"])
    text = table(["Method", "Library", "Median", "Error (99.9 %)", "Allocated", "Wire", "Plain msgpack", "Plain MB/s"], rows)
    notes = []
    for run, name in ((v3, "v3"), (v2, "v2")):
        bp, mp = find(run["large"], Method="Deserialize64MB", Library=BLOCKPACK), find(run["large"], Method="Deserialize64MB", Library=PEER)
        par = find(run["large"], Method="DeserializeParallel", Library=BLOCKPACK)
        for label, subject in (("single-threaded", bp), ("parallel", par)):
            if mp and subject:
                notes.append(f"MessagePack-CSharp {name} ÷ BlockPack {label}: **{fmt_ratio(ratio(mp['median_ns'], subject['median_ns']))}×**")
    return text + ("\n\nSpeed ratios (medians, each within its own run): " + "; ".join(notes) + "." if notes else "")


def codec_table(codec):
    rows = [[r["Method"], r["Codec"], f"{block_size(r) // 1024} KB", fmt_time(r["median_ns"]),
             f"{throughput(r):,.0f}" if throughput(r) else "–", fmt_bytes(r["plain"]), fmt_bytes(r["wire"]),
             fmt_ratio(r["size_ratio"], 3), fmt_bytes(r["allocated"])]
            for r in sorted(codec, key=lambda r: (r["Method"], block_size(r), r["Codec"]))]
    return table(["Method", "Codec", "Blocks", "Median (all blocks)", "MB/s (plain)", "Plain", "Compressed", "Ratio", "Allocated"], rows)


def loh_beyond_plain(loh, row):
    """LOH bytes per operation of a case minus those of the same case with compression off (the value's own share)."""
    # "Deserialize64MB-1thread" is compared with the plain "Deserialize64MB" of the same value.
    plain = find(loh, Case=row["Case"].split("-")[0], Library=row["Library"], Mode="None", Count=row["Count"])
    return None if plain is None else max(0, row["LohBytesPerOp"] - plain["LohBytesPerOp"])


def loh_table(v3, v2):
    rows = []
    for run in (v3, v2):
        for r in run["loh"]:
            if run is v2 and r["Library"] != PEER:
                continue
            label = "MessagePack-CSharp v2 (v2 run)" if run is v2 else SHORT_LABEL.get(r["Library"], r["Library"])
            beyond = "(reference)" if r["Mode"] == "None" else fmt_bytes(loh_beyond_plain(run["loh"], r))
            rows.append([r["Case"], label, r["Mode"], f"{r['Count']:,}", r["Operations"], fmt_bytes(r["AllocatedBytesPerOp"]),
                         r["LohTicks"], fmt_bytes(r["LohBytesPerOp"]), beyond, r.get("LohTickTypes") or "", r["Gen2Collections"]])
    return table(["Case", "Library", "Mode", "Records", "Ops", "Allocated / op", "LOH ticks", "LOH bytes / op",
                  "LOH / op beyond None", "Tick object types", "Gen2 GCs"], rows)


def loh_summary(loh):
    """One sentence: BlockPack's worst LOH use in Lz4BlockArray deserialize beyond what the value itself puts there."""
    lz = [r for r in loh if r["Library"] == BLOCKPACK and r["Mode"] == "Lz4BlockArray" and r["Case"].startswith("Deserialize")]
    extra = [loh_beyond_plain(loh, r) for r in lz]
    if not lz or any(e is None for e in extra):
        return ""
    detail = "; ".join(f"{r['Case']} of {r['Count']:,} records: {r['LohTicks']} ticks, {fmt_bytes(e)}/op beyond None"
                       for r, e in zip(lz, extra))
    verdict = "less than one 85,000-byte LOH object per operation" if max(extra) < 85_000 else "**LOH buffers per operation**"
    return f"BlockPack's `Lz4BlockArray` deserialize, LOH bytes beyond those of the value itself: {fmt_bytes(max(extra))}/op at worst ({verdict}; {detail})."


# ---------------------------------------------------------------------------------------------------- the run

def load_text(info):
    if not info.get("loadAverageSamples"):
        return "load average not recorded"
    return (f"one-minute load average {info['loadAverageMin']:.2f} / {info['loadAverageMedian']:.2f} / "
            f"{info['loadAverageMax']:.2f} (min / median / max of {info['loadAverageSamples']} samples, every 10 s)")


def facts_table(info, info2, profile):
    def when(i):
        return f"{i.get('startedUtc', '?')} → {i.get('finishedUtc', '?')}" if i else "(not run)"

    def commit(i, dirty):
        return i.get("gitCommit", "?") + (dirty if i.get("gitDirty") else "")

    v2_commit = f"; v2 run: {commit(info2, ' (with uncommitted changes)')}" if info2 else ""
    return table(["", ""], [
        ("Profile", info.get("profile", profile) + (" (filtered: " + info.get("arguments", "") + ")" if info.get("filtered") else "")),
        ("When (UTC), v3 run", when(info)),
        ("When (UTC), v2 run", when(info2)),
        ("Load during the v3 run", load_text(info)),
        ("Load during the v2 run", load_text(info2) if info2 else "(not run)"),
        ("Commit", commit(info, " (with uncommitted changes to the library or the suite)") + v2_commit),
        ("BlockPack", info.get("blockPackVersion", "?")),
        ("MessagePack-CSharp", f"{info.get('messagePackCSharpVersion', '?')} (v3 run), {info2.get('messagePackCSharpVersion', '–')} (v2 run)"),
        ("Context libraries", f"MemoryPack {info.get('memoryPackVersion', '?')}, Nerdbank.MessagePack {info.get('nerdbankMessagePackVersion', '?')}, "
                              "System.Text.Json of the runtime"),
        ("BenchmarkDotNet", info.get("benchmarkDotNetVersion", "?")),
        ("LZ4 framing in BlockPack", "working" if info.get("compressionWorks") else "**not available in this build**"),
        ("BlockPack's LZ4 decoder", f"{info.get('lz4Decoder', '?')}: {info.get('lz4DecoderDescription', '?')}"),
        ("BlockPack's decode parallelism", f"up to {info.get('decodeParallelism', '?')} threads per `Lz4BlockArray` payload of "
                                           "256 KB or more (its default: the processor count); MessagePack-CSharp decodes on one"),
        ("Runtime", f"{info.get('runtime', '?')}, {'server' if info.get('gcServer') else 'workstation'} GC"),
        ("Machine", f"{info.get('cpu', '?')}, {info.get('processorCount', '?')} logical cores, {info.get('os', '?')}; shared with other engineers' builds and tests"),
    ])


def included_sections():
    parts = []
    for name in INCLUDED:
        path = os.path.join(RESULTS, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                parts.append(f.read().rstrip("\n"))
    return "\n\n".join(parts)


# ---------------------------------------------------------------------------------------------------- document

def render(template, slots):
    """The template with each {{slot}} filled; a line holding only an empty slot goes, with the blank line after it."""
    lines, out, skip_blank = template.split("\n"), [], False
    for line in lines:
        if skip_blank and line == "":
            skip_blank = False
            continue
        skip_blank = False
        whole = re.fullmatch(r"\{\{(\w+)\}\}", line)
        if whole and slots[whole.group(1)] == "":
            skip_blank = True
            continue
        out.append(re.sub(r"\{\{(\w+)\}\}", lambda m: str(slots[m.group(1)]), line))
    return "\n".join(out)


def slots(v3, v2, cases, results, profile):
    info, info2 = v3["info"], v2["info"]
    environment = f"BenchmarkDotNet's environment summary (v3 run):\n\n```\n{v3['environment']}\n```" if v3["environment"] else ""
    quick = ("- **Sizes 10, 1,000 and 100,000, string-key records below 10,000, and `Lz4Block` for small messages**: "
             "skipped by the quick profile; the full profile (not run for this page) has them.") if info.get("profile") == "quick" else ""
    return {
        "results": os.path.relpath(results, ROOT),
        "v3_version": info.get("messagePackCSharpVersion", "?"),
        "v2_version": info2.get("messagePackCSharpVersion", "(not run)"),
        "rounds": v3["paired"][0]["Rounds"] if v3["paired"] else "?",
        "headline_table": headline_table(cases),
        "own_cost": own_cost(v3["paired"]),
        "facts_table": facts_table(info, info2, profile),
        "environment": environment,
        "records_tables": records_tables(v3, v2),
        "small_tables": small_tables(v3, v2),
        "large_table": large_table(v3, v2),
        "codec_table": codec_table(v3["codec"]),
        "paired_tables": paired_tables(v3, v2),
        "loh_summary": loh_summary(v3["loh"]),
        "loh_table": loh_table(v3, v2),
        "included": included_sections(),
        "quick_leaves_out": quick,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="quick", choices=("quick", "full"))
    parser.add_argument("--docs", default=os.path.join(ROOT, "docs"))
    args = parser.parse_args()
    results = os.path.join(RESULTS, args.profile)
    v3, v2 = read_run(results), read_run(results + "-v2")
    if not (v3["records"] and v3["small"] and v3["large"] and v3["codec"]):
        raise SystemExit(f"missing BenchmarkDotNet exports in {results}; run the whole suite first (a filtered run writes elsewhere)")
    cases = [(label, find(v3["paired"], Pair=pair, Method=method), find(v2["paired"], Pair=pair, Method=method))
             for label, pair, method in HEADLINE]
    draw_charts(v3, cases, args.docs)
    with open(TEMPLATE, encoding="utf-8") as f:
        page = render(f.read(), slots(v3, v2, cases, results, args.profile))
    with open(os.path.join(args.docs, "benchmarks.md"), "w", encoding="utf-8") as f:
        f.write(page)
    print(f"wrote {os.path.join(args.docs, 'benchmarks.md')} and 3 charts")
    print()
    print("README table (headline ratios vs MessagePack-CSharp v3):")
    print(table(["Case", "MessagePack-CSharp v3 ÷ BlockPack"], [[label, paired_cell(p3)] for label, p3, _ in cases]))


if __name__ == "__main__":
    main()
