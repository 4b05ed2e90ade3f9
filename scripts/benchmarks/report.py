#!/usr/bin/python3
"""Writes docs/benchmarks.md and the charts in docs/images/ from the BlockPack.Benchmarks exports.

Reads benchmark/BlockPack.Benchmarks/results/<profile>/ (BenchmarkDotNet's *-report.csv files, loh.csv and
run-info.json, all written by `dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- --quick`),
plus the hand-written analysis in scripts/benchmarks/findings.md, and regenerates the document. Nothing in the
tables is typed by hand.

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
BASELINE = "MpcsAlgorithmBaseline"
STJ = "SystemTextJson"
BASELINE_LABEL = "baseline (MessagePack-CSharp algorithm re-implemented, not the real library)"
SHORT_LABEL = {BLOCKPACK: "BlockPack", BASELINE: "baseline (MPC# algorithm, re-implemented)", STJ: "System.Text.Json"}
MODES = ["None", "Lz4Block", "Lz4BlockArray"]
COLORS = {BLOCKPACK: "#1f77b4", BASELINE: "#d62728", STJ: "#7f7f7f"}
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


def read_loh(results):
    path = os.path.join(results, "loh.csv")
    if not os.path.exists(path):
        return []
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for key in ("Count", "Operations", "AllocatedBytesPerOp", "LohTicks", "LohBytes", "LohBytesPerOp", "Gen2Collections"):
            r[key] = int(r[key])
    return rows


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


def chart_records_time(records, docs, model):
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    if len(counts) < 2:
        return None
    fig, axes = plt.subplots(1, 2, figsize=(12, 5.2))
    for ax, method in zip(axes, ("Serialize", "Deserialize")):
        for library in (BLOCKPACK, BASELINE, STJ):
            for mode in MODES:
                pts = [(c, find(records, Method=method, Library=library, Mode=mode, Model=model, Count=c)) for c in counts]
                pts = [(c, r["median_ns"] / c) for c, r in pts if r and r["median_ns"]]
                if not pts:
                    continue
                ax.plot([p[0] for p in pts], [p[1] for p in pts], MODE_STYLE[mode], marker="o", color=COLORS[library],
                        label=f"{SHORT_LABEL[library]}, {mode}")
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
                bl = find(records, Method=method, Library=BASELINE, Mode=mode, Model=model, Count=c)
                values.append(ratio(bl and bl[metric], bp and bp[metric]) or 0)
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
    series = [(lib, mode) for lib in (BLOCKPACK, BASELINE) for mode in modes]
    width = 0.8 / len(series)
    for ax, method in zip(axes, ("Serialize", "Deserialize")):
        for i, (lib, mode) in enumerate(series):
            values = [(find(small, Method=method, Library=lib, Mode=mode, Message=m) or {}).get("median_ns") or 0 for m in messages]
            xs = [x + (i - (len(series) - 1) / 2) * width for x in range(len(messages))]
            ax.bar(xs, values, width, color=COLORS[lib], alpha=1.0 if mode == "None" else 0.55,
                   hatch=None if mode == "None" else ("//" if mode == "Lz4BlockArray" else ".."),
                   edgecolor="white", label=f"{SHORT_LABEL[lib]}, {mode}")
        ax.set_xticks(range(len(messages)))
        ax.set_xticklabels(messages)
        ax.set_title(f"{method}, small messages")
        ax.grid(True, axis="y", alpha=0.3)
    axes[0].set_ylabel("median ns per operation")
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="upper center", ncol=len(series), fontsize=8, bbox_to_anchor=(0.5, 0.0))
    return save(fig, docs, "small-messages.png")


def codec_groups(codec):
    """(codec, block size) pairs in a stable order: block size, then codec name."""
    return sorted({(r["Codec"], int(r.get("BlockSize") or 65536)) for r in codec}, key=lambda g: (g[1], g[0]))


def codec_label(name):
    """A short two-line axis label for a codec name."""
    if name.startswith("BlockPack."):
        return "BlockPack\n" + name[len("BlockPack."):].replace("BlockCodec", "")
    return "baseline\n" + name.replace("Baseline", "")


def chart_codec(codec, docs):
    if not codec:
        return None
    groups = codec_groups(codec)
    fig, ax = plt.subplots(figsize=(11, 4.4))
    width = 0.38
    top = 0
    for i, method in enumerate(("Encode", "Decode")):
        values = [throughput(find(codec, Method=method, Codec=name, BlockSize=size)
                             if any("BlockSize" in r for r in codec) else find(codec, Method=method, Codec=name)) or 0
                  for name, size in groups]
        top = max([top] + values)
        xs = [x + (i - 0.5) * width for x in range(len(groups))]
        ax.bar(xs, values, width, label=method)
        for x, v in zip(xs, values):
            ax.text(x, v, f"{v:,.0f}", ha="center", va="bottom", fontsize=8)
    ax.set_ylim(0, top * 1.25)
    ax.set_xticks(range(len(groups)))
    ax.set_xticklabels([f"{codec_label(name)}\n{size // 1024} KB blocks" for name, size in groups], fontsize=8)
    ax.set_ylabel("MB/s of plain data (median)")
    ax.set_title("LZ4 block codecs on the same data (one op = all blocks of ~1.1 MB)")
    ax.legend(loc="upper center", ncol=2)
    ax.grid(True, axis="y", alpha=0.3)
    return save(fig, docs, "codec-throughput.png")


def chart_sizes(records, docs):
    model = "IntKey"
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    if not counts:
        return None
    fig, ax = plt.subplots(figsize=(8, 4.4))
    # The baseline's sizes equal BlockPack's except where the block size differs, so its markers are drawn on top
    # as crosses: where only a cross shows, the two coincide.
    style = {BLOCKPACK: dict(marker="o", markersize=8, linewidth=2.2, zorder=2),
             BASELINE: dict(marker="x", markersize=9, linewidth=1.0, zorder=3),
             STJ: dict(marker="s", markersize=6, linewidth=1.5, zorder=2)}
    for library in (BLOCKPACK, BASELINE, STJ):
        for mode in MODES:
            pts = [(c, find(records, Method="Serialize", Library=library, Mode=mode, Model=model, Count=c)) for c in counts]
            pts = [(c, r["wire"] / c) for c, r in pts if r and r["wire"]]
            if pts:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], MODE_STYLE[mode], color=COLORS[library],
                        label=f"{SHORT_LABEL[library]}, {mode}", **style[library])
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


# ---------------------------------------------------------------------------------------------------- document

def read_paired(results):
    path = os.path.join(results, "paired.csv")
    if not os.path.exists(path):
        return []
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for key in ("MedianNsA", "MedianNsB", "MedianRatio", "LowRatio", "HighRatio"):
            r[key] = float(r[key])
    return rows


def targets(records, small, loh, paired):
    """The issue's targets, each with the paired (interleaved) and the BenchmarkDotNet measurement."""
    out = []

    def bdn_speed(method, mode, count=10_000, model="IntKey"):
        bp = find(records, Method=method, Library=BLOCKPACK, Mode=mode, Model=model, Count=count)
        bl = find(records, Method=method, Library=BASELINE, Mode=mode, Model=model, Count=count)
        return ratio(bl and bl["median_ns"], bp and bp["median_ns"])

    def status(value, low, high, goal, at_least):
        if value is None:
            return "unmeasured"
        ok = value >= goal if at_least else value <= goal
        straddles = low is not None and high is not None and low <= goal <= high
        return ("met" if ok else "**not met**") + (" (the spread straddles the goal)" if straddles else "")

    def paired_cell(row):
        if not row:
            return "–"
        return f"{row['MedianRatio']:.2f}× ({row['LowRatio']:.2f}–{row['HighRatio']:.2f})"

    for method, mode, goal in (("Deserialize", "Lz4BlockArray", 1.3), ("Serialize", "Lz4BlockArray", 1.2),
                               ("Serialize", "None", 1.0), ("Deserialize", "None", 1.0)):
        p = find(paired, Pair=f"IntKey 10000 {mode}", Method=method)
        b = bdn_speed(method, mode)
        value = p["MedianRatio"] if p else b
        out.append((f"{mode} {method.lower()}, 10,000 IntKey records: speed vs baseline", paired_cell(p),
                    fmt_ratio(b) + "×" if b else "–", f"≥ {goal:.2f}×",
                    status(value, p and p["LowRatio"], p and p["HighRatio"], goal, True)))
    for method in ("Serialize", "Deserialize"):
        rows = [r for r in paired if r["Method"] == method and r["Pair"].endswith(" BlockPack")]
        worst = max(rows, key=lambda r: r["MedianRatio"]) if rows else None
        bdn = []
        for msg in ("Int", "String20", "Object3"):
            plain = find(small, Method=method, Library=BLOCKPACK, Mode="None", Message=msg)
            comp = find(small, Method=method, Library=BLOCKPACK, Mode="Lz4BlockArray", Message=msg)
            r = ratio(comp and comp["median_ns"], plain and plain["median_ns"])
            if r is not None:
                bdn.append((r, msg))
        bdn_worst = max(bdn) if bdn else None
        name = worst["Pair"].split()[0] if worst else "?"
        out.append((f"Tiny message, {method.lower()}: Lz4BlockArray cost ÷ None cost (worst of Int, String20, Object3: {name})",
                    paired_cell(worst), f"{bdn_worst[0]:.2f}× ({bdn_worst[1]})" if bdn_worst else "–", "≤ 1.15×",
                    status(worst["MedianRatio"] if worst else (bdn_worst and bdn_worst[0]),
                           worst and worst["LowRatio"], worst and worst["HighRatio"], 1.15, False)))
    lz = [r for r in loh if r["Library"] == BLOCKPACK and r["Mode"] == "Lz4BlockArray" and r["Case"].startswith("Deserialize")]
    if lz:
        extra = [loh_beyond_plain(loh, r) for r in lz]
        worst = None if any(e is None for e in extra) else max(extra)
        detail = "; ".join(f"{r['Case']} of {r['Count']:,} records: {r['LohTicks']} ticks, {fmt_bytes(e)}/op beyond None"
                           for r, e in zip(lz, extra))
        out.append(("LOH bytes in Lz4BlockArray deserialize, beyond what plain deserialize of the same value puts there",
                    f"{fmt_bytes(worst)}/op ({detail})" if worst is not None else "–", "(not measurable by BenchmarkDotNet)",
                    "0 B (less than one 85,000-byte LOH object per op)",
                    "unmeasured" if worst is None else ("met" if worst < 85_000 else "**not met**")))
    else:
        out.append(("LOH bytes in Lz4BlockArray deserialize", "–", "–", "0 B", "unmeasured (loh.csv missing)"))
    return out


def paired_table(paired):
    rows = []
    for r in paired:
        rows.append([r["Pair"], r["Method"], r["A"], r["B"], fmt_time(r["MedianNsA"]), fmt_time(r["MedianNsB"]),
                     f"{r['MedianRatio']:.3f}", f"{r['LowRatio']:.3f}–{r['HighRatio']:.3f}", r["Rounds"], r["OpsPerRound"]])
    return table(["Pair", "Method", "A", "B", "A median", "B median", "B ÷ A (median of rounds)",
                  "Spread (quartiles)", "Rounds", "Ops per half-round"], rows)


def records_table(records, model, method):
    counts = sorted({r["Count"] for r in records if r["Model"] == model})
    rows = []
    for mode in MODES:
        for c in counts:
            bp = find(records, Method=method, Library=BLOCKPACK, Mode=mode, Model=model, Count=c)
            bl = find(records, Method=method, Library=BASELINE, Mode=mode, Model=model, Count=c)
            if not bp and not bl:
                continue
            row = [mode, f"{c:,}",
                   fmt_time(bp and bp["median_ns"]), fmt_time(bl and bl["median_ns"]),
                   fmt_ratio(ratio(bl and bl["median_ns"], bp and bp["median_ns"])),
                   fmt_bytes(bp and bp["allocated"]), fmt_bytes(bl and bl["allocated"]),
                   fmt_ratio(ratio(bl and bl["allocated"], bp and bp["allocated"])),
                   fmt_bytes(bp and bp["wire"]), fmt_bytes(bl and bl["wire"]),
                   fmt_ratio(bp and bp["size_ratio"]) if bp else "–"]
            if mode == "None":
                js = find(records, Method=method, Library=STJ, Mode="None", Model=model, Count=c)
                row.append(f"{fmt_time(js and js['median_ns'])} / {fmt_bytes(js and js['allocated'])} / {fmt_bytes(js and js['wire'])}" if js else "–")
            else:
                row.append("")
            rows.append(row)
    header = ["Mode", "Records", "BlockPack", "Baseline", "Speed ×", "BlockPack alloc", "Baseline alloc", "Alloc ×",
              "BlockPack wire", "Baseline wire", "Compression", "System.Text.Json time / alloc / size"]
    return table(header, rows)


def small_table(small, method):
    rows = []
    modes = [m for m in MODES if any(r["Mode"] == m for r in small)]
    for msg in ("Int", "String20", "Object3"):
        for mode in modes:
            bp = find(small, Method=method, Library=BLOCKPACK, Mode=mode, Message=msg)
            bl = find(small, Method=method, Library=BASELINE, Mode=mode, Message=msg)
            bp_plain = find(small, Method=method, Library=BLOCKPACK, Mode="None", Message=msg)
            bl_plain = find(small, Method=method, Library=BASELINE, Mode="None", Message=msg)
            if not bp and not bl:
                continue
            rows.append([msg, mode, fmt_time(bp and bp["median_ns"]), fmt_time(bl and bl["median_ns"]),
                         fmt_ratio(ratio(bl and bl["median_ns"], bp and bp["median_ns"])),
                         fmt_ratio(ratio(bp and bp["median_ns"], bp_plain and bp_plain["median_ns"])),
                         fmt_ratio(ratio(bl and bl["median_ns"], bl_plain and bl_plain["median_ns"])),
                         fmt_bytes(bp and bp["allocated"]), fmt_bytes(bl and bl["allocated"]), fmt_bytes(bp and bp["wire"])])
    return table(["Message", "Mode", "BlockPack", "Baseline", "Speed ×", "BlockPack ÷ own plain", "Baseline ÷ own plain",
                  "BlockPack alloc", "Baseline alloc", "Wire"], rows)


def large_table(large):
    rows = []
    for r in large:
        rows.append([r["Method"], SHORT_LABEL.get(r["Library"], r["Library"]), fmt_time(r["median_ns"]), fmt_time(r["error_ns"]),
                     fmt_bytes(r["allocated"]), fmt_bytes(r["wire"]), fmt_bytes(r["plain"]),
                     f"{r['plain'] / (r['median_ns'] / 1e9) / 1e6:,.0f} MB/s" if r["plain"] and r["median_ns"] else "–"])
    bp = find(large, Method="Deserialize64MB", Library=BLOCKPACK)
    bl = find(large, Method="Deserialize64MB", Library=BASELINE)
    par = find(large, Method="DeserializeParallel", Library=BLOCKPACK)
    text = table(["Method", "Library", "Median", "Error (99.9 %)", "Allocated", "Wire", "Plain msgpack", "Plain MB/s"], rows)
    notes = []
    if bp and bl:
        notes.append(f"single-threaded, baseline ÷ BlockPack: **{fmt_ratio(ratio(bl['median_ns'], bp['median_ns']))}×**")
    if bl and par:
        notes.append(f"baseline ÷ BlockPack parallel: **{fmt_ratio(ratio(bl['median_ns'], par['median_ns']))}×**")
    if bp and par:
        notes.append(f"BlockPack single-threaded ÷ parallel: **{fmt_ratio(ratio(bp['median_ns'], par['median_ns']))}×**")
    if notes:
        text += "\n\nSpeed ratios (medians): " + "; ".join(notes) + "."
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


def loh_table(loh):
    rows = []
    for r in loh:
        beyond = loh_beyond_plain(loh, r) if r["Mode"] != "None" else None
        rows.append([r["Case"], SHORT_LABEL.get(r["Library"], r["Library"]), r["Mode"], f"{r['Count']:,}", r["Operations"],
                     fmt_bytes(r["AllocatedBytesPerOp"]), r["LohTicks"], fmt_bytes(r["LohBytesPerOp"]),
                     "(reference)" if r["Mode"] == "None" else fmt_bytes(beyond), r.get("LohTickTypes") or "",
                     r["Gen2Collections"]])
    return table(["Case", "Library", "Mode", "Records", "Ops", "Allocated / op", "LOH ticks", "LOH bytes / op",
                  "LOH / op beyond None", "Tick object types", "Gen2 GCs"], rows)


def write_document(args, results, docs):
    info = {}
    info_path = os.path.join(results, "run-info.json")
    if os.path.exists(info_path):
        with open(info_path, encoding="utf-8") as f:
            info = json.load(f)
    records = read_report(results, "RecordBenchmarks")
    small = read_report(results, "SmallMessageBenchmarks")
    large = read_report(results, "LargePayloadBenchmarks")
    codec = read_report(results, "CodecBenchmarks")
    loh = read_loh(results)
    paired = read_paired(results)
    environment = read_environment(results)
    if not (records or small or large or codec):
        sys.exit(f"no BenchmarkDotNet exports in {results}; run the suite first")

    charts = {
        "time": [chart_records_time(records, docs, m) for m in ("IntKey", "StringKey")],
        "ratio": [chart_records_ratio(records, docs, m, "median_ns", "speed ratio",
                                      "baseline time ÷ BlockPack time\n(above 1: BlockPack faster)", "speed")
                  for m in ("IntKey", "StringKey")],
        "alloc": [chart_records_ratio(records, docs, m, "allocated", "allocation ratio",
                                      "baseline bytes ÷ BlockPack bytes allocated\n(above 1: BlockPack allocates less)", "alloc")
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
    w(f"<!-- Generated by scripts/benchmarks/report.py from {rel_results}/ — do not edit by hand; "
      "edit scripts/benchmarks/findings.md or the script and regenerate. -->")
    w("")
    w("**Read this first: MessagePack-CSharp itself was not measured.** The `MessagePack` package (and K4os.Compression.LZ4, "
      "its LZ4 codec) do not restore on our machines (docs/packages.md). Every \"Baseline\" column below is the "
      f"**{BASELINE_LABEL}**: MessagePack-CSharp v2/v3's `MessagePackSerializer` framing and buffering "
      "(`ToLZ4BinaryCore`, `TryDecompress`, its `SequencePool` of 32 KB segments and its 64 KB thread-static output array) "
      "rewritten inside the benchmark project (`benchmark/BlockPack.Benchmarks/Baseline/`), with BlockPack's own formatters, "
      "writer and reader inside it and the same system liblz4 as the codec. It measures the *algorithm around the codec*; "
      "the ratios against the real MessagePack-CSharp (its formatters, K4os' managed LZ4, Nerdbank.Streams' `Sequence`) "
      "are **unmeasured**. The model types carry BlockPack's attributes only; MessagePack-CSharp's `[MessagePackObject]`/`[Key]` "
      "would be added beside them if its package restored.")
    w("")
    w("## How to run")
    w("")
    w("```bash")
    w("dotnet run -c Release --project benchmark/BlockPack.Benchmarks -- --quick   # about 7 minutes on 2 cores")
    w("dotnet run -c Release --project benchmark/BlockPack.Benchmarks               # full: every size, both models")
    w("/usr/bin/python3 scripts/benchmarks/report.py --profile quick                # this page and docs/images/*.png")
    w("bash scripts/benchmarks/run.sh --quick                                       # all of the above, installing python3-matplotlib")
    w("```")
    w("")
    w("Other arguments go to BenchmarkDotNet (e.g. `--filter '*Codec*'`). The runner copies BenchmarkDotNet's CSV and "
      "markdown exports to `benchmark/BlockPack.Benchmarks/results/<profile>/`, then measures Large Object Heap allocation "
      "in-process (`loh.csv`), times the targets' ratios as interleaved pairs (`paired.csv`), and writes `run-info.json`; "
      "this page is generated from those files. `bash scripts/benchmarks/profile.sh \"<Class.Method Param=Value ...>\"` "
      "profiles one case with Linux perf (used for the findings below).")
    w("")
    w("## This run")
    w("")
    facts = [
        ("Profile", f"{info.get('profile', args.profile)}" + (" (filtered: " + info.get("arguments", "") + ")" if info.get("filtered") else "")),
        ("When (UTC)", f"{info.get('startedUtc', '?')} → {info.get('finishedUtc', '?')}"),
        ("Commit", f"{info.get('gitCommit', '?')}" + (" (with uncommitted changes to the library or the suite)" if info.get("gitDirty") else "")),
        ("BlockPack", info.get("blockPackVersion", "?")),
        ("Codec", f"system liblz4 {info.get('liblz4Version', '?')} (Debian liblz4-1) through P/Invoke, for BlockPack and the baseline"),
        ("LZ4 framing in BlockPack", "working" if info.get("compressionWorks") else "**not available in this build**"),
        ("BlockPack's LZ4 decoder", f"{info.get('lz4Decoder', '?')}: {info.get('lz4DecoderDescription', '?')}"),
        ("BlockPack's decode parallelism", f"up to {info.get('decodeParallelism', '?')} threads per `Lz4BlockArray` payload of "
                                           "256 KB or more (its default: the processor count); the baseline decodes on one"),
        ("Runtime", f"{info.get('runtime', '?')}, {'server' if info.get('gcServer') else 'workstation'} GC"),
        ("Machine", f"{info.get('cpu', '?')}, {info.get('processorCount', '?')} logical cores, {info.get('os', '?')}"),
    ]
    w(table(["", ""], facts))
    w("")
    if environment:
        w("BenchmarkDotNet's environment summary:")
        w("")
        w("```")
        w(environment)
        w("```")
        w("")
    w("Times are BenchmarkDotNet **medians** (less sensitive than means to the other work on this shared 2-core "
      "machine); \"Speed ×\" is baseline time ÷ BlockPack time, so above 1 means BlockPack is faster. \"Alloc ×\" is the "
      "same for BenchmarkDotNet's allocated bytes per operation. \"Compression\" is plain msgpack bytes ÷ bytes on the "
      "wire. Sizes use 1,024-byte KB and MB; throughputs (MB/s) are 10^6 bytes per second. Each case runs in its own process with the job shown above (the quick job's few short iterations make "
      "differences below ~10 % noise on this machine); the error columns of the CSV exports give each case's 99.9 % "
      "interval.")
    w("")
    w("## Targets")
    w("")
    w("Reported, not asserted (no test times anything). The status follows the **paired** measurement: after "
      "BenchmarkDotNet, the runner times each pair A/B in one process in interleaved rounds (A then B, then B then A, ...; "
      "each half about 100 ms) and takes the median of the per-round ratios, so that load from other work on this "
      "shared machine hits both sides of a ratio alike; the spread is the quartiles of the per-round ratios. The "
      "BenchmarkDotNet column is the same ratio from the tables below (separate processes, run minutes apart).")
    w("")
    w(table(["Target", "Paired: ratio (spread)", "BenchmarkDotNet", "Goal", "Status"], targets(records, small, loh, paired)))
    w("")
    findings_path = os.path.join(ROOT, "scripts", "benchmarks", "findings.md")
    if os.path.exists(findings_path):
        with open(findings_path, encoding="utf-8") as f:
            w(f.read().strip())
        w("")
    w("## Records: serialize and deserialize")
    w("")
    w("Arrays of records with nine members (`int` ×3, `string` ×3, `long`, `DateTime`, `List<int>` of 2–6), integer "
      "keys (`IntKey`, an array per record) or string keys (`StringKey`, a map per record), from a fixed seed. "
      "Serialize returns a new `byte[]`; deserialize reads a `byte[]`. BlockPack runs with its defaults (the decoder and "
      "decode parallelism in \"This run\" above: 10,000 records make a 712 KB payload, decoded on two threads); the "
      "paired table below also has it single-threaded and with the liblz4 decoder. System.Text.Json runs with default "
      "(reflection-based) `JsonSerializerOptions`.")
    w("")
    for model in ("IntKey", "StringKey"):
        if not any(r["Model"] == model for r in records):
            continue
        for method in ("Serialize", "Deserialize"):
            w(f"### {method}, {model}")
            w("")
            w(records_table(records, model, method))
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
        w("An `int` (a fixed-size primitive: never compressed), a 20-character string (21 bytes) and a three-member "
          "object (9 bytes), all below the 64-byte threshold, so the compressed modes write them plain: the columns "
          "\"÷ own plain\" are what turning compression on costs each library for such messages.")
        w("")
        for method in ("Serialize", "Deserialize"):
            w(f"### {method}")
            w("")
            w(small_table(small, method))
            w("")
        if charts["small"]:
            w(f"![Small messages]({charts['small']})")
            w("")
    if large:
        w("## Large payload: 64 MB block array")
        w("")
        w("About 64 MB of plain msgpack (integer-key records) in `Lz4BlockArray` framing. `Deserialize64MB` decodes on the "
          "calling thread only (BlockPack with `Lz4Decoding.MaxDegreeOfParallelism = 1`); `DeserializeParallel` lets "
          "BlockPack decode the blocks on up to one thread per processor (its default; 2 here) while the formatters still "
          "read on the calling thread. The baseline, like MessagePack-CSharp, has no parallel mode, so it has only the "
          "single-threaded row.")
        w("")
        w(large_table(large))
        w("")
    if codec:
        w("## Codec level")
        w("")
        w("The same plain msgpack (about 1.1 MB: 16,000 integer-key records) cut into 64 KB blocks (BlockPack's) and 32 KB "
          "blocks (MessagePack-CSharp's, hence the baseline's), compressed once by liblz4 and then encoded/decoded by each "
          "codec. `BlockPack.*` rows are every `ILz4BlockCodec` BlockPack contains, found by "
          "reflection: `BlockPack.NativeLz4BlockCodec` is BlockPack's own native decoder (it encodes with liblz4), "
          "`BlockPack.LibLz4BlockCodec` the liblz4 fallback, which clears the destination before decoding (a safety measure against liblz4 1.9.4 accepting match offset 0 on "
          "pooled memory). `BaselineRawLiblz4` is the baseline's direct `LZ4_compress_default`/`LZ4_decompress_safe` calls "
          "without the clear — the closest stand-in for K4os' `LZ4Codec.Encode`/`Decode`, which could not be measured.")
        w("")
        w(codec_table(codec))
        w("")
        if charts["codec"]:
            w(f"![Codec throughput]({charts['codec']})")
            w("")
    if paired:
        w("## Paired measurements")
        w("")
        w("All pairs of the paired step (`paired.csv`): B ÷ A is B's time over A's, per round, then the median over rounds. "
          "For the record pairs A is BlockPack and B the baseline (above 1: BlockPack faster); for the small-message pairs "
          "A is BlockPack with compression off and B with `Lz4BlockArray` (the cost of turning compression on).")
        w("")
        w(paired_table(paired))
        w("")
    if loh:
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
          "for both libraries.")
        w("")
        w(loh_table(loh))
        w("")
    w("## What is unmeasured, and why")
    w("")
    w("- **MessagePack-CSharp itself** (time, allocations, sizes): its package does not restore here. The baseline "
      "reproduces its algorithm, not its formatters, its `Sequence<byte>` implementation or K4os' managed codec.")
    w("- **K4os.Compression.LZ4 decode/encode speed**: does not restore; the baseline's codec rows call liblz4 directly "
      "(`BaselineRawLiblz4`) in its place.")
    w("- **MessagePack-CSharp's own parallelism**: none to measure — it decodes blocks one after another, as the baseline "
      "does.")
    if info.get("profile") == "quick":
        w("- **Sizes 10, 1,000 and 100,000, and string-key records below 10,000**: skipped by the quick profile; the full "
          "profile (not run for this page) has them.")
    w("")
    with open(os.path.join(docs, "benchmarks.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"wrote {os.path.join(docs, 'benchmarks.md')} and {sum(1 for v in charts.values() for p in (v if isinstance(v, list) else [v]) if p)} charts")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", default="quick", choices=("quick", "full"))
    parser.add_argument("--results", help="folder with the exports (default: benchmark/BlockPack.Benchmarks/results/<profile>)")
    parser.add_argument("--docs", default=os.path.join(ROOT, "docs"))
    args = parser.parse_args()
    results = args.results or os.path.join(ROOT, "benchmark", "BlockPack.Benchmarks", "results", args.profile)
    write_document(args, results, args.docs)


if __name__ == "__main__":
    main()
