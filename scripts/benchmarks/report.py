#!/usr/bin/python3
"""Writes docs/benchmarks.md and the charts in docs/images/ from the BlockPack.Benchmarks exports.

Reads docs/measurements/results/<profile>/ (BenchmarkDotNet's *-report.csv files, loh.csv, paired.csv
and run-info.json, written by `dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- --quick`: the run
against MessagePack-CSharp v3 with the context libraries) and results/<profile>-v2/ (the same from
benchmark/BlockPack.Benchmarks.V2: BlockPack against MessagePack-CSharp v2), and regenerates the document (the
hand-written findings live in docs/measurements/). Nothing in the tables is typed by hand.

Usage: /usr/bin/python3 scripts/benchmarks/report.py [--profile quick|full] [--results DIR] [--docs DIR]
Needs Debian's python3-matplotlib (scripts/benchmarks/install-deps.sh).
"""

import argparse
import csv
import json
import math
import os
import re
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

BLOCKPACK = "BlockPack"
PEER = "MessagePackCSharp"
STJ = "SystemTextJson"
MEMORYPACK = "MemoryPack"
NERDBANK = "NerdbankMessagePack"
SHORT_LABEL = {BLOCKPACK: "BlockPack", PEER: "MessagePack-CSharp v3", STJ: "System.Text.Json", MEMORYPACK: "MemoryPack",
               NERDBANK: "Nerdbank.MessagePack"}
MODES = ["None", "Lz4Block", "Lz4BlockArray"]
COLORS = {BLOCKPACK: "#1f77b4", PEER: "#d62728", STJ: "#7f7f7f", MEMORYPACK: "#2ca02c", NERDBANK: "#9467bd"}
MODE_STYLE = {"None": "-", "Lz4Block": "--", "Lz4BlockArray": ":"}


# ---------------------------------------------------------------------------------------------------- reading

def read_report(results, name):
    """Rows of one BenchmarkDotNet CSV export, with numbers parsed; [] when the class did not run."""
    path = os.path.join(results, f"{name}-report.csv")
    if not os.path.exists(path):
        return []
    rows = []
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            parsed = dict(row)
            parsed["median_ns"] = number(row.get("Median [ns]") or row.get("Mean [ns]"))
            parsed["mean_ns"] = number(row.get("Mean [ns]"))
            parsed["error_ns"] = number(row.get("Error [ns]"))
            parsed["allocated"] = number(row.get("Allocated [B]"), zero_if_dash=True)
            parsed["wire"] = number(row.get("WireBytes"))
            parsed["plain"] = number(row.get("PlainBytes"))
            ratio = number(row.get("SizeRatio"))
            if parsed["plain"] is None and ratio is not None and parsed["wire"] is not None:
                parsed["plain"] = ratio * parsed["wire"]
            parsed["size_ratio"] = ratio
            parsed["gen2"] = number(row.get("Gen2"), zero_if_dash=True)
            if "Count" in parsed and parsed["Count"] not in (None, ""):
                parsed["Count"] = int(parsed["Count"])
            rows.append(parsed)
    return rows


def number(text, zero_if_dash=False):
    if text is None:
        return None
    text = text.strip().replace(",", "")
    if text in ("", "NA", "?"):
        return None
    if text == "-":
        return 0.0 if zero_if_dash else None
    try:
        return float(text)
    except ValueError:
        return None


def read_measurement(results, name, convert, keys):
    """Rows of one of the runner's own CSV files (loh.csv, paired.csv), the named columns converted; [] when absent."""
    path = os.path.join(results, name)
    if not os.path.exists(path):
        return []
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for key in keys:
            r[key] = convert(r[key])
    return rows


def read_loh(results):
    return read_measurement(results, "loh.csv", int,
                            ("Count", "Operations", "AllocatedBytesPerOp", "LohTicks", "LohBytes", "LohBytesPerOp", "Gen2Collections"))


def read_environment(results):
    """The environment block BenchmarkDotNet prints at the top of its markdown exports."""
    for name in sorted(os.listdir(results)) if os.path.isdir(results) else []:
        if name.endswith("-report-github.md"):
            with open(os.path.join(results, name), encoding="utf-8") as f:
                text = f.read()
            match = re.search(r"```\n(.*?)```", text, re.S)
            if match:
                return match.group(1).strip()
    return ""


def find(rows, **criteria):
    for r in rows:
        if all(str(r.get(k)) == str(v) for k, v in criteria.items()):
            return r
    return None


# ---------------------------------------------------------------------------------------------------- formatting

def fmt_time(ns):
    if ns is None:
        return "–"
    if ns < 1_000:
        return f"{ns:.1f} ns"
    if ns < 1_000_000:
        return f"{ns / 1_000:.2f} µs"
    if ns < 1_000_000_000:
        return f"{ns / 1_000_000:.2f} ms"
    return f"{ns / 1_000_000_000:.2f} s"


def fmt_bytes(b):
    if b is None:
        return "–"
    b = float(b)
    if b < 1024:
        return f"{b:.0f} B"
    if b < 1024 * 1024:
        return f"{b / 1024:.1f} KB"
    return f"{b / 1024 / 1024:.2f} MB"


def fmt_ratio(x, digits=2):
    return "–" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{digits}f}"


def ratio(numerator, denominator):
    if numerator is None or denominator in (None, 0):
        return None
    return numerator / denominator


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join("---:" if i else "---" for i in range(len(header))) + " |"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------- runs

def read_paired(results):
    return read_measurement(results, "paired.csv", float, ("MedianNsA", "MedianNsB", "MedianRatio", "LowRatio", "HighRatio"))


def read_run(results):
    """Everything one runner wrote into one results folder; empty lists and {} where it wrote nothing."""
    info = {}
    info_path = os.path.join(results, "run-info.json")
    if os.path.exists(info_path):
        with open(info_path, encoding="utf-8") as f:
            info = json.load(f)
    return {
        "folder": results,
        "info": info,
        "records": read_report(results, "RecordBenchmarks"),
        "small": read_report(results, "SmallMessageBenchmarks"),
        "large": read_report(results, "LargePayloadBenchmarks"),
        "codec": read_report(results, "CodecBenchmarks"),
        "loh": read_loh(results),
        "paired": read_paired(results),
        "environment": read_environment(results),
    }


def peer_speed(rows, **criteria):
    """MessagePack-CSharp's median time ÷ BlockPack's for the case the criteria name, within one run."""
    bp = find(rows, Library=BLOCKPACK, **criteria)
    mp = find(rows, Library=PEER, **criteria)
    return ratio(mp and mp["median_ns"], bp and bp["median_ns"])


def context_cell(row):
    return f"{fmt_time(row['median_ns'])} / {fmt_bytes(row['allocated'])} / {fmt_bytes(row['wire'])}" if row else ""


# ---------------------------------------------------------------------------------------------------- charts

def save(fig, docs, name):
    os.makedirs(os.path.join(docs, "images"), exist_ok=True)
    path = os.path.join(docs, "images", name)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)
    return f"images/{name}"


def count_axis(ax, counts):
    ax.set_xscale("log")
    ax.set_xticks(counts)
    ax.set_xticklabels([f"{c:,}" for c in counts])
    ax.minorticks_off()
    ax.set_xlabel("records in the array")


def chart_headline(cases, docs):
    """The paired ratios against v3 and v2, with their quartiles as error bars."""
    rows = [(label, p3, p2) for label, p3, p2 in cases if p3 or p2]
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(10, 0.5 * len(rows) + 1.5))
    height = 0.38
    for i, (name, index, color) in enumerate((("vs MessagePack-CSharp v3", 1, COLORS[PEER]), ("vs MessagePack-CSharp v2", 2, "#ff9896"))):
        ys, xs, lo, hi = [], [], [], []
        for y, row in enumerate(rows):
            p = row[index]
            if p:
                ys.append(y + (i - 0.5) * height)
                xs.append(p["MedianRatio"])
                lo.append(p["MedianRatio"] - p["LowRatio"])
                hi.append(p["HighRatio"] - p["MedianRatio"])
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
    return save(fig, docs, "paired-ratios.png")


def chart_records_time(records, docs, model):
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    if len(counts) < 2:
        return None
    fig, axes = plt.subplots(1, 2, figsize=(12, 5.2))
    for ax, method in zip(axes, ("Serialize", "Deserialize")):
        for library in (BLOCKPACK, PEER, MEMORYPACK, NERDBANK, STJ):
            for mode in MODES:
                pts = [(c, find(records, Method=method, Library=library, Mode=mode, Model=model, Count=c)) for c in counts]
                pts = [(c, r["median_ns"] / c) for c, r in pts if r and r["median_ns"]]
                if len(pts) < 2:
                    continue
                label = f"{SHORT_LABEL[library]}, {'Brotli' if library == MEMORYPACK and mode != 'None' else mode}"
                ax.plot([p[0] for p in pts], [p[1] for p in pts], MODE_STYLE[mode], marker="o", color=COLORS[library], label=label)
        count_axis(ax, counts)
        ax.set_yscale("log")
        ax.set_ylabel("median time per record (ns, log scale)")
        ax.set_title(f"{method}, {model} records")
        ax.grid(True, which="both", alpha=0.3)
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=3, fontsize=8, bbox_to_anchor=(0.5, 0.0))
    return save(fig, docs, f"records-time-{model.lower()}.png")


def chart_records_ratio(records, docs, model, metric, title, axis_label, name):
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    if not counts:
        return None
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.4), sharey=True)
    width = 0.8 / len(MODES)
    top = 1.0
    for ax, method in zip(axes, ("Serialize", "Deserialize")):
        for i, mode in enumerate(MODES):
            values = []
            for c in counts:
                bp = find(records, Method=method, Library=BLOCKPACK, Mode=mode, Model=model, Count=c)
                mp = find(records, Method=method, Library=PEER, Mode=mode, Model=model, Count=c)
                values.append(ratio(mp and mp[metric], bp and bp[metric]) or 0)
            top = max([top] + values)
            xs = [x + (i - 1) * width for x in range(len(counts))]
            ax.bar(xs, values, width, label=mode)
            for x, v in zip(xs, values):
                ax.text(x, v + 0.02, f"{v:.2f}", ha="center", va="bottom", fontsize=7)
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_xticks(range(len(counts)))
        ax.set_xticklabels([f"{c:,}" for c in counts])
        ax.set_xlabel("records in the array")
        ax.set_title(f"{method}, {model}: {title}")
        ax.grid(True, axis="y", alpha=0.3)
    axes[0].set_ylim(0, top * 1.15)
    axes[0].set_ylabel(axis_label)
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=3, fontsize=8, bbox_to_anchor=(0.5, 0.0))
    return save(fig, docs, f"records-{name}-{model.lower()}.png")


def chart_small(small, docs):
    if not small:
        return None
    messages = [m for m in ("Int", "String20", "Object3") if any(r["Message"] == m for r in small)]
    modes = [m for m in MODES if any(r["Mode"] == m for r in small)]
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.2), sharey=True)
    series = [(lib, mode) for lib in (BLOCKPACK, PEER, MEMORYPACK) for mode in modes]
    width = 0.8 / len(series)
    for ax, method in zip(axes, ("Serialize", "Deserialize")):
        for i, (lib, mode) in enumerate(series):
            values = [(find(small, Method=method, Library=lib, Mode=mode, Message=m) or {}).get("median_ns") or 0 for m in messages]
            xs = [x + (i - (len(series) - 1) / 2) * width for x in range(len(messages))]
            label = f"{SHORT_LABEL[lib]}, {'Brotli' if lib == MEMORYPACK and mode != 'None' else mode}"
            ax.bar(xs, values, width, color=COLORS[lib], alpha=1.0 if mode == "None" else 0.55,
                   hatch=None if mode == "None" else ("//" if mode == "Lz4BlockArray" else ".."),
                   edgecolor="white", label=label)
        ax.set_xticks(range(len(messages)))
        ax.set_xticklabels(messages)
        ax.set_yscale("log")
        ax.set_title(f"{method}, small messages")
        ax.grid(True, axis="y", alpha=0.3)
    axes[0].set_ylabel("median ns per operation (log scale)")
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=3, fontsize=8, bbox_to_anchor=(0.5, 0.0))
    return save(fig, docs, "small-messages.png")


def codec_groups(codec):
    """(codec, block size) pairs in a stable order: block size, then codec name."""
    return sorted({(r["Codec"], int(r.get("BlockSize") or 65536)) for r in codec}, key=lambda g: (g[1], g[0]))


def chart_codec(codec, docs):
    if not codec:
        return None
    groups = codec_groups(codec)
    fig, ax = plt.subplots(figsize=(9, 4.4))
    width = 0.38
    top = 0
    for i, method in enumerate(("Encode", "Decode")):
        values = [throughput(find(codec, Method=method, Codec=name, BlockSize=size)) or 0 for name, size in groups]
        top = max([top] + values)
        xs = [x + (i - 0.5) * width for x in range(len(groups))]
        ax.bar(xs, values, width, label=method)
        for x, v in zip(xs, values):
            ax.text(x, v, f"{v:,.0f}", ha="center", va="bottom", fontsize=8)
    ax.set_ylim(0, top * 1.25)
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels([f"{name.replace('BlockPack.', '').replace('BlockCodec', '')}\n{size // 1024} KB blocks" for name, size in groups], fontsize=8)
    ax.set_ylabel("MB/s of plain data (median)")
    ax.set_title("BlockPack's LZ4 block codecs on the same data (one op = all blocks of ~1.1 MB)")
    ax.legend(loc="upper center", ncol=2)
    ax.grid(True, axis="y", alpha=0.3)
    return save(fig, docs, "codec-throughput.png")


def chart_sizes(records, docs):
    model = "IntKey"
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    if not counts:
        return None
    fig, ax = plt.subplots(figsize=(8, 4.4))
    # MessagePack-CSharp's sizes equal BlockPack's except where the blocks differ, so its markers are drawn on top as
    # crosses: where only a cross shows, the two coincide.
    style = {BLOCKPACK: dict(marker="o", markersize=8, linewidth=2.2, zorder=2),
             PEER: dict(marker="x", markersize=9, linewidth=1.0, zorder=3),
             MEMORYPACK: dict(marker="^", markersize=6, linewidth=1.2, zorder=2),
             NERDBANK: dict(marker="d", markersize=6, linewidth=1.2, zorder=2),
             STJ: dict(marker="s", markersize=6, linewidth=1.5, zorder=2)}
    for library in (BLOCKPACK, PEER, MEMORYPACK, NERDBANK, STJ):
        for mode in MODES:
            pts = [(c, find(records, Method="Serialize", Library=library, Mode=mode, Model=model, Count=c)) for c in counts]
            pts = [(c, r["wire"] / c) for c, r in pts if r and r["wire"]]
            if pts:
                label = f"{SHORT_LABEL[library]}, {'Brotli' if library == MEMORYPACK and mode != 'None' else mode}"
                ax.plot([p[0] for p in pts], [p[1] for p in pts], MODE_STYLE[mode], color=COLORS[library], label=label, **style[library])
    count_axis(ax, counts)
    ax.set_ylabel("bytes on the wire per record")
    ax.set_title("Size on the wire, IntKey records (serialize output)")
    ax.grid(True, which="both", alpha=0.3)
    handles, labels = ax.get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=2, fontsize=8, bbox_to_anchor=(0.5, 0.0))
    return save(fig, docs, "wire-size.png")


def throughput(row):
    """MB/s of plain data for a codec row."""
    if not row or not row["median_ns"] or not row["plain"]:
        return None
    return row["plain"] / (row["median_ns"] / 1e9) / 1e6


# ---------------------------------------------------------------------------------------------------- tables

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


def paired_cell(row):
    return f"**{row['MedianRatio']:.2f}** ({row['LowRatio']:.2f}–{row['HighRatio']:.2f})" if row else "–"


def headline_cases(v3, v2):
    return [(label, find(v3["paired"], Pair=pair, Method=method), find(v2["paired"], Pair=pair, Method=method))
            for label, pair, method in HEADLINE]


def headline_table(cases):
    rows = [[label, paired_cell(p3), paired_cell(p2), fmt_time(p3 and p3["MedianNsA"]), fmt_time(p3 and p3["MedianNsB"]),
             fmt_time(p2 and p2["MedianNsB"])] for label, p3, p2 in cases]
    return table(["Case (integer-key records; tiny object: 3 members)", "vs v3: median (quartiles)",
                  "vs v2: median (quartiles)", "BlockPack (v3 run)", "MessagePack-CSharp v3", "MessagePack-CSharp v2"], rows)


def paired_table(paired):
    rows = []
    for r in paired:
        rows.append([r["Pair"], r["Method"], r["A"], r["B"], fmt_time(r["MedianNsA"]), fmt_time(r["MedianNsB"]),
                     f"{r['MedianRatio']:.3f}", f"{r['LowRatio']:.3f}–{r['HighRatio']:.3f}", r["Rounds"], r["OpsPerRound"]])
    return table(["Pair", "Method", "A", "B", "A median", "B median", "B ÷ A (median of rounds)",
                  "Spread (quartiles)", "Rounds", "Ops per half-round"], rows)


def records_table(v3, v2, model, method):
    records = v3["records"]
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    rows = []
    for mode in MODES:
        for c in counts:
            key = dict(Method=method, Mode=mode, Model=model, Count=c)
            bp = find(records, Library=BLOCKPACK, **key)
            mp = find(records, Library=PEER, **key)
            if not bp and not mp:
                continue
            speed2 = peer_speed(v2["records"], **key)
            row = [mode, f"{c:,}", fmt_time(bp and bp["median_ns"]), fmt_time(mp and mp["median_ns"]),
                   fmt_ratio(peer_speed(records, **key)), fmt_ratio(speed2),
                   fmt_bytes(bp and bp["allocated"]), fmt_bytes(mp and mp["allocated"]),
                   fmt_ratio(ratio(mp and mp["allocated"], bp and bp["allocated"])),
                   fmt_bytes(bp and bp["wire"]), fmt_bytes(mp and mp["wire"]),
                   fmt_ratio(bp and bp["size_ratio"]) if bp else "–"]
            context_mode = "None" if mode == "None" else ("Lz4BlockArray" if mode == "Lz4BlockArray" else None)
            row.append(context_cell(context_mode and find(records, Library=MEMORYPACK, Method=method, Mode=context_mode, Model=model, Count=c)))
            for library in (NERDBANK, STJ):
                row.append(context_cell(mode == "None" and find(records, Library=library, **key)))
            rows.append(row)
    header = ["Mode", "Records", "BlockPack", "MessagePack-CSharp v3", "Speed × v3", "Speed × v2 (v2 run)", "BlockPack alloc",
              "v3 alloc", "Alloc × v3", "BlockPack wire", "v3 wire", "Compression",
              "MemoryPack (Lz4BlockArray row: Brotli) time / alloc / size", "Nerdbank.MessagePack time / alloc / size",
              "System.Text.Json time / alloc / size"]
    return table(header, rows)


def small_table(v3, v2, method):
    small = v3["small"]
    rows = []
    modes = [m for m in MODES if any(r["Mode"] == m for r in small)]
    for msg in ("Int", "String20", "Object3"):
        for mode in modes:
            key = dict(Method=method, Mode=mode, Message=msg)
            bp = find(small, Library=BLOCKPACK, **key)
            mp = find(small, Library=PEER, **key)
            bp_plain = find(small, Method=method, Library=BLOCKPACK, Mode="None", Message=msg)
            mp_plain = find(small, Method=method, Library=PEER, Mode="None", Message=msg)
            if not bp and not mp:
                continue
            rows.append([msg, mode, fmt_time(bp and bp["median_ns"]), fmt_time(mp and mp["median_ns"]),
                         fmt_ratio(peer_speed(small, **key)), fmt_ratio(peer_speed(v2["small"], **key)),
                         fmt_ratio(ratio(bp and bp["median_ns"], bp_plain and bp_plain["median_ns"])),
                         fmt_ratio(ratio(mp and mp["median_ns"], mp_plain and mp_plain["median_ns"])),
                         fmt_bytes(bp and bp["allocated"]), fmt_bytes(mp and mp["allocated"]), fmt_bytes(bp and bp["wire"]),
                         context_cell(find(small, Library=MEMORYPACK, **key)),
                         context_cell(find(small, Library=NERDBANK, **key))])
    return table(["Message", "Mode", "BlockPack", "MessagePack-CSharp v3", "Speed × v3", "Speed × v2 (v2 run)",
                  "BlockPack ÷ own plain", "v3 ÷ own plain", "BlockPack alloc", "v3 alloc", "Wire",
                  "MemoryPack (Lz4BlockArray row: Brotli) time / alloc / size", "Nerdbank.MessagePack time / alloc / size"], rows)


def large_table(v3, v2):
    rows = []
    for run, suffix in ((v3, ""), (v2, " (v2 run)")):
        for r in run["large"]:
            label = "MessagePack-CSharp v2" if run is v2 and r["Library"] == PEER else SHORT_LABEL.get(r["Library"], r["Library"])
            rows.append([r["Method"], label + suffix, fmt_time(r["median_ns"]), fmt_time(r["error_ns"]),
                         fmt_bytes(r["allocated"]), fmt_bytes(r["wire"]), fmt_bytes(r["plain"]),
                         f"{r['plain'] / (r['median_ns'] / 1e9) / 1e6:,.0f} MB/s" if r["plain"] and r["median_ns"] else "–"])
    text = table(["Method", "Library", "Median", "Error (99.9 %)", "Allocated", "Wire", "Plain msgpack", "Plain MB/s"], rows)
    notes = []
    for run, name in ((v3, "v3"), (v2, "v2")):
        bp = find(run["large"], Method="Deserialize64MB", Library=BLOCKPACK)
        mp = find(run["large"], Method="Deserialize64MB", Library=PEER)
        par = find(run["large"], Method="DeserializeParallel", Library=BLOCKPACK)
        if bp and mp:
            notes.append(f"MessagePack-CSharp {name} ÷ BlockPack single-threaded: **{fmt_ratio(ratio(mp['median_ns'], bp['median_ns']))}×**")
        if mp and par:
            notes.append(f"MessagePack-CSharp {name} ÷ BlockPack parallel: **{fmt_ratio(ratio(mp['median_ns'], par['median_ns']))}×**")
    if notes:
        text += "\n\nSpeed ratios (medians, each within its own run): " + "; ".join(notes) + "."
    return text


def codec_table(codec):
    rows = []
    for r in sorted(codec, key=lambda r: (r["Method"], int(r.get("BlockSize") or 65536), r["Codec"])):
        rows.append([r["Method"], r["Codec"], f"{int(r.get('BlockSize') or 65536) // 1024} KB", fmt_time(r["median_ns"]),
                     f"{throughput(r):,.0f}" if throughput(r) else "–", fmt_bytes(r["plain"]), fmt_bytes(r["wire"]),
                     fmt_ratio(r["size_ratio"], 3), fmt_bytes(r["allocated"])])
    return table(["Method", "Codec", "Blocks", "Median (all blocks)", "MB/s (plain)", "Plain", "Compressed", "Ratio",
                  "Allocated"], rows)


def loh_beyond_plain(loh, row):
    """LOH bytes per operation of a case minus those of the same case with compression off (the value's own share)."""
    # "Deserialize64MB-1thread" is compared with the plain "Deserialize64MB" of the same value.
    plain = find(loh, Case=row["Case"].split("-")[0], Library=row["Library"], Mode="None", Count=row["Count"])
    if plain is None:
        return None
    return max(0, row["LohBytesPerOp"] - plain["LohBytesPerOp"])


def loh_table(v3, v2):
    rows = []
    for run in (v3, v2):
        for r in run["loh"]:
            if run is v2 and r["Library"] != PEER:
                continue
            label = "MessagePack-CSharp v2 (v2 run)" if run is v2 else SHORT_LABEL.get(r["Library"], r["Library"])
            beyond = loh_beyond_plain(run["loh"], r) if r["Mode"] != "None" else None
            rows.append([r["Case"], label, r["Mode"], f"{r['Count']:,}", r["Operations"],
                         fmt_bytes(r["AllocatedBytesPerOp"]), r["LohTicks"], fmt_bytes(r["LohBytesPerOp"]),
                         "(reference)" if r["Mode"] == "None" else fmt_bytes(beyond), r.get("LohTickTypes") or "",
                         r["Gen2Collections"]])
    return table(["Case", "Library", "Mode", "Records", "Ops", "Allocated / op", "LOH ticks", "LOH bytes / op",
                  "LOH / op beyond None", "Tick object types", "Gen2 GCs"], rows)


def loh_summary(loh):
    """One sentence: BlockPack's worst LOH use in Lz4BlockArray deserialize beyond what the value itself puts there."""
    lz = [r for r in loh if r["Library"] == BLOCKPACK and r["Mode"] == "Lz4BlockArray" and r["Case"].startswith("Deserialize")]
    extra = [loh_beyond_plain(loh, r) for r in lz]
    if not lz or any(e is None for e in extra):
        return None
    detail = "; ".join(f"{r['Case']} of {r['Count']:,} records: {r['LohTicks']} ticks, {fmt_bytes(e)}/op beyond None"
                       for r, e in zip(lz, extra))
    verdict = "less than one 85,000-byte LOH object per operation" if max(extra) < 85_000 else "**LOH buffers per operation**"
    return f"BlockPack's `Lz4BlockArray` deserialize, LOH bytes beyond those of the value itself: {fmt_bytes(max(extra))}/op at worst ({verdict}; {detail})."


def load_text(info):
    if info.get("loadAverageSamples"):
        return (f"one-minute load average {info['loadAverageMin']:.2f} / {info['loadAverageMedian']:.2f} / "
                f"{info['loadAverageMax']:.2f} (min / median / max of {info['loadAverageSamples']} samples, every 10 s)")
    return "load average not recorded"


# ---------------------------------------------------------------------------------------------------- document

def write_document(args, results, docs):
    v3 = read_run(results)
    v2 = read_run(results + "-v2")
    info, info2 = v3["info"], v2["info"]
    records, small, large, codec = v3["records"], v3["small"], v3["large"], v3["codec"]
    if not (records or small or large or codec):
        sys.exit(f"no BenchmarkDotNet exports in {results}; run the suite first")
    cases = headline_cases(v3, v2)

    charts = {
        "headline": chart_headline(cases, docs),
        "time": [chart_records_time(records, docs, m) for m in ("IntKey", "StringKey")],
        "ratio": [chart_records_ratio(records, docs, m, "median_ns", "speed ratio vs MessagePack-CSharp v3",
                                      "MessagePack-CSharp v3 time ÷ BlockPack time\n(above 1: BlockPack faster)", "speed")
                  for m in ("IntKey", "StringKey")],
        "alloc": [chart_records_ratio(records, docs, m, "allocated", "allocation ratio vs MessagePack-CSharp v3",
                                      "MessagePack-CSharp v3 bytes ÷ BlockPack bytes allocated\n(above 1: BlockPack allocates less)", "alloc")
                  for m in ("IntKey", "StringKey")],
        "small": chart_small(small, docs),
        "codec": chart_codec(codec, docs),
        "size": chart_sizes(records, docs),
    }

    rel_results = os.path.relpath(results, ROOT)
    out = []
    w = out.append
    w("# Benchmarks")
    w("")
    w(f"<!-- Generated by scripts/benchmarks/report.py from {rel_results}/ and {rel_results}-v2/ — do not edit by hand; "
      "edit the script and regenerate. -->")
    w("")
    w(f"BlockPack against the real MessagePack-CSharp: the `MessagePack` package {info.get('messagePackCSharpVersion', '?')} "
      f"(v3) in one run and {info2.get('messagePackCSharpVersion', '(not run)')} (v2) in a second run of the same sources, "
      "on the same model classes carrying both libraries' attributes, each library with its standard options. "
      "MessagePack-CSharp runs without its source generator, so attributed types go through its dynamic resolver, "
      "as for most of its users. MemoryPack (plain, and with its Brotli compressor beside the `Lz4BlockArray` rows), "
      "Nerdbank.MessagePack (plain) and System.Text.Json (plain) are context rows, in the v3 run only. "
      "Every ratio is **MessagePack-CSharp time ÷ BlockPack time**: above 1, BlockPack is faster.")
    w("")
    w("## How to run")
    w("")
    w("```bash")
    w("bash scripts/benchmarks/run.sh --quick                                          # both runs and this page (installs python3-matplotlib)")
    w("dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- --quick      # against v3, with the context rows")
    w("dotnet run -c Release --project benchmark/BlockPack.Benchmarks.V2 -- --quick   # the same sources against v2")
    w("/usr/bin/python3 scripts/benchmarks/report.py --profile quick                   # this page and docs/images/*.png")
    w("bash scripts/benchmarks/web-load.sh                                           # the web section: wrk against Kestrel (installs nothing: wrk from scripts/install-deps.sh)")
    w("```")
    w("")
    w("Without `--quick` the full profile runs (every size, both record models). Other arguments go to BenchmarkDotNet "
      "(e.g. `--filter '*Codec*'`, `--profiler EP`). Each runner copies BenchmarkDotNet's CSV and markdown exports to "
      "`docs/measurements/results/<profile>/` (v2: `<profile>-v2/`), then measures Large Object Heap "
      "allocation in-process (`loh.csv`), times the headline ratios as interleaved pairs (`paired.csv`), and writes "
      "`run-info.json`; this page is generated from those files. `bash scripts/benchmarks/profile.sh \"<Class.Method "
      "Param=Value ...>\"` profiles one case with Linux perf.")
    w("")
    w("## Headline: paired ratios")
    w("")
    w("Measured by the paired step after BenchmarkDotNet: both libraries in one process on the same objects, in "
      "interleaved rounds (BlockPack then MessagePack-CSharp, then the other way round, each half about 100 ms), "
      f"{v3['paired'][0]['Rounds'] if v3['paired'] else '?'} rounds; the ratio is the median of the per-round ratios, and the "
      "bracket the quartiles (the IQR) of those ratios. Load from other work on this shared machine hits both sides of a "
      "round alike, which the separate BenchmarkDotNet processes below cannot promise, so these are the figures to quote. "
      "The v2 column comes from the v2 run (its own BlockPack times are in the full table at the end).")
    w("")
    w(headline_table(cases))
    w("")
    own = find(v3["paired"], Pair="IntKey 10000 BlockPack", Method="Serialize")
    if own:
        w(f"BlockPack's own compressed serialize cost ÷ plain serialize cost, 10,000 records, `Lz4BlockArray`: "
          f"**{own['MedianRatio']:.2f}** ({own['LowRatio']:.2f}–{own['HighRatio']:.2f}); "
          f"{fmt_time(own['MedianNsB'])} against {fmt_time(own['MedianNsA'])}.")
        w("")
    if charts["headline"]:
        w(f"![Paired ratios]({charts['headline']})")
        w("")
    w("## This run")
    w("")

    def when(i):
        return f"{i.get('startedUtc', '?')} → {i.get('finishedUtc', '?')}" if i else "(not run)"

    facts = [
        ("Profile", f"{info.get('profile', args.profile)}" + (" (filtered: " + info.get("arguments", "") + ")" if info.get("filtered") else "")),
        ("When (UTC), v3 run", when(info)),
        ("When (UTC), v2 run", when(info2)),
        ("Load during the v3 run", load_text(info)),
        ("Load during the v2 run", load_text(info2) if info2 else "(not run)"),
        ("Commit", f"{info.get('gitCommit', '?')}" + (" (with uncommitted changes to the library or the suite)" if info.get("gitDirty") else "")
         + (f"; v2 run: {info2.get('gitCommit', '?')}" + (" (with uncommitted changes)" if info2.get("gitDirty") else "") if info2 else "")),
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
    ]
    w(table(["", ""], facts))
    w("")
    if v3["environment"]:
        w("BenchmarkDotNet's environment summary (v3 run):")
        w("")
        w("```")
        w(v3["environment"])
        w("```")
        w("")
    w("In the tables below, times are BenchmarkDotNet **medians**, each case in its own process with the job shown above "
      "(the quick job's few short iterations and the machine's load make differences below ~10–20 % noise there: trust "
      "the paired table for ratios). \"Speed × v3\" is MessagePack-CSharp v3 time ÷ BlockPack time from the v3 run; "
      "\"Speed × v2\" the same ratio within the v2 run. \"Alloc ×\" is the same for BenchmarkDotNet's allocated bytes "
      "per operation. \"Compression\" is plain msgpack bytes ÷ bytes on the wire. Sizes use 1,024-byte KB and MB; "
      "throughputs (MB/s) are 10^6 bytes per second.")
    w("")
    w("## Findings")
    w("")
    w("What the runs showed, written by hand, and the history of earlier runs: "
      "[measurements/2026-11-21-benchmark-findings.md](measurements/2026-11-21-benchmark-findings.md).")
    w("")
    w("## Records: serialize and deserialize")
    w("")
    w("Arrays of records with nine members (`int` ×3, `string` ×3, `long`, `DateTime`, `List<int>` of 2–6), integer "
      "keys (`IntKey`, an array per record) or string keys (`StringKey`, a map per record), from a fixed seed. "
      "Serialize returns a new `byte[]`; deserialize reads a `byte[]`. BlockPack runs with its defaults (the decoder and "
      "decode parallelism in \"This run\" above). The context columns give time / allocated / wire size; MemoryPack's "
      "format is not msgpack, and its Brotli row sits beside `Lz4BlockArray` (it has no LZ4 mode).")
    w("")
    for model in ("IntKey", "StringKey"):
        if not any(r["Model"] == model for r in records):
            continue
        for method in ("Serialize", "Deserialize"):
            w(f"### {method}, {model}")
            w("")
            w(records_table(v3, v2, model, method))
            w("")
    for kind, title in (("time", "Time per record"), ("ratio", "Speed ratio"), ("alloc", "Allocation ratio")):
        for path in charts[kind]:
            if path:
                w(f"![{title}]({path})")
                w("")
    if charts["size"]:
        w(f"![Size on the wire]({charts['size']})")
        w("")
    if small:
        w("## Small messages")
        w("")
        w("An `int` (a fixed-size primitive), a 20-character string (21 bytes) and a three-member object (9 bytes), all "
          "below the 64-byte threshold under which both libraries write compressed modes plain: the columns \"÷ own "
          "plain\" are what turning compression on costs each library for such messages.")
        w("")
        for method in ("Serialize", "Deserialize"):
            w(f"### {method}")
            w("")
            w(small_table(v3, v2, method))
            w("")
        if charts["small"]:
            w(f"![Small messages]({charts['small']})")
            w("")
    if large:
        w("## Large payload: 64 MB block array")
        w("")
        w("About 64 MB of plain msgpack (integer-key records) in `Lz4BlockArray` framing. `Deserialize64MB` decodes on the "
          "calling thread only (BlockPack with `Lz4Decoding.MaxDegreeOfParallelism = 1`); `DeserializeParallel` lets "
          "BlockPack decode the blocks on up to one thread per processor (its default) while the formatters still read on "
          "the calling thread. MessagePack-CSharp has no parallel mode, so it has only the single-threaded row.")
        w("")
        w(large_table(v3, v2))
        w("")
    if codec:
        w("## Codec level")
        w("")
        w("The same plain msgpack (about 1.1 MB: 16,000 integer-key records) cut into 64 KB blocks (BlockPack's) and 32 KB "
          "blocks, compressed once by the managed codec and then encoded/decoded by each of BlockPack's codecs, found by "
          "reflection: `ManagedLz4BlockCodec` is K4os.Compression.LZ4 (with BlockPack's zero-offset scan before decoding), "
          "`NativeLz4BlockCodec` BlockPack's own native decoder (it encodes with K4os).")
        w("")
        w(codec_table(codec))
        w("")
        if charts["codec"]:
            w(f"![Codec throughput]({charts['codec']})")
            w("")
    if v3["paired"] or v2["paired"]:
        w("## Paired measurements, every pair")
        w("")
        w("All pairs of the paired step of both runs (`paired.csv`): B ÷ A is B's time over A's, per round, then the median "
          "over rounds. For the pairs against MessagePack-CSharp A is BlockPack (above 1: BlockPack faster); \"BlockPack 1 "
          "thread\" rows set `Lz4Decoding.MaxDegreeOfParallelism = 1`, \"managed decoder\" also `Lz4Decoder.Fallback`; "
          "for the `BlockPack` pairs A is BlockPack with compression off and B with `Lz4BlockArray` (the cost of turning "
          "compression on); the block-size pairs time the managed codec on 64 KB against 32 KB blocks of the same data.")
        w("")
        for run, title in ((v3, "v3 run"), (v2, "v2 run")):
            if run["paired"]:
                w(f"### {title}")
                w("")
                w(paired_table(run["paired"]))
                w("")
    if v3["loh"]:
        w("## Large Object Heap")
        w("")
        w("BenchmarkDotNet's memory diagnoser reports total bytes, not where they went, so the runner measures LOH "
          "allocation itself after the benchmarks: for each case it warms up, then runs N operations in-process with an "
          "`EventListener` on the runtime's `GCAllocationTick` events and sums those for the LOH. The runtime raises one "
          "such event per ~100 KB allocated on the LOH, and every LOH object is ≥ 85,000 bytes, so 0 ticks over N "
          "operations means at most one LOH object in the whole run. Each tick also names the type of the object that "
          "raised it. The deserialized value can itself live on the LOH (an array of more than ~10,600 references, "
          "e.g. the 64 MB case's `IntKeyRecord[]`), whichever library reads it, so the column \"beyond None\" subtracts "
          "what deserializing the same value from plain msgpack puts there: that difference is the framing's own LOH "
          "use. Serialize necessarily allocates its returned `byte[]` on the LOH once the output exceeds 85,000 bytes, "
          "for every library.")
        w("")
        summary = loh_summary(v3["loh"])
        if summary:
            w(summary)
            w("")
        w(loh_table(v3, v2))
        w("")
    # Written by the caching profile (--profile caching N), which runs on its own Redis outside BenchmarkDotNet.
    caching = os.path.join(ROOT, "docs", "measurements", "results", "caching", "caching.md")
    if os.path.exists(caching):
        with open(caching, encoding="utf-8") as f:
            w(f.read().rstrip("\n"))
        w("")
    # Written by scripts/benchmarks/web-load.sh (wrk against Kestrel), outside BenchmarkDotNet.
    web = os.path.join(ROOT, "docs", "measurements", "results", "web", "web.md")
    if os.path.exists(web):
        with open(web, encoding="utf-8") as f:
            w(f.read().rstrip("\n"))
        w("")
    # Written by the SignalR profile (--profile signalr N), which runs its own Kestrel server outside BenchmarkDotNet.
    signalr = os.path.join(ROOT, "docs", "measurements", "results", "signalr", "signalr.md")
    if os.path.exists(signalr):
        with open(signalr, encoding="utf-8") as f:
            w(f.read().rstrip("\n"))
        w("")
    # Written by hand from the MemoryPack comparison (--profile memorypack N), a paired in-process measurement.
    memorypack = os.path.join(ROOT, "docs", "measurements", "results", "memorypack", "memorypack.md")
    if os.path.exists(memorypack):
        with open(memorypack, encoding="utf-8") as f:
            w(f.read().rstrip("\n"))
        w("")
    w("## What this run leaves out")
    w("")
    w("- **MessagePack-CSharp with its source generator** (`MessagePack.SourceGenerator`): not referenced here, so "
      "its dynamic resolver serializes the attributed types.")
    w("- **Context rows against v2**: MemoryPack, Nerdbank.MessagePack and System.Text.Json run in the v3 run only; "
      "the v2 run measures BlockPack and MessagePack-CSharp 2.x.")
    w("- **MemoryPack with `Lz4Block`**: MemoryPack has one compressor (Brotli), measured once, beside `Lz4BlockArray`. "
      "Nerdbank.MessagePack has no compression mode.")
    if info.get("profile") == "quick":
        w("- **Sizes 10, 1,000 and 100,000, string-key records below 10,000, and `Lz4Block` for small messages**: "
          "skipped by the quick profile; the full profile (not run for this page) has them.")
    w("")
    with open(os.path.join(docs, "benchmarks.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"wrote {os.path.join(docs, 'benchmarks.md')} and {sum(1 for v in charts.values() for p in (v if isinstance(v, list) else [v]) if p)} charts")
    print()
    print("README table (headline ratios vs MessagePack-CSharp v3):")
    print(table(["Case", "MessagePack-CSharp v3 ÷ BlockPack"], [[label, paired_cell(p3)] for label, p3, _ in cases]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="quick", choices=("quick", "full"))
    parser.add_argument("--results", help="folder with the v3 run's exports (default: docs/measurements/results/<profile>); "
                                          "the v2 run's are read from the same path with -v2 appended")
    parser.add_argument("--docs", default=os.path.join(ROOT, "docs"))
    args = parser.parse_args()
    results = args.results or os.path.join(ROOT, "docs", "measurements", "results", args.profile)
    write_document(args, results, args.docs)


if __name__ == "__main__":
    main()
