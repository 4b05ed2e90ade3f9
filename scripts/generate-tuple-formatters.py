#!/usr/bin/env python3
"""Writes src/BlockPack/Formatters/Tuples/{Tuple,ValueTuple}Formatter1..8.cs and
src/BlockPack/Hashing/ValueTupleComparer1..8.cs from the templates below.

The twenty-four files differ only in arity, so they are written from here rather than edited by hand: change a
template, run `python3 scripts/generate-tuple-formatters.py`, commit the files. `--check` writes nothing and exits 1
when a file differs from what the template gives (the test TupleFormatterFilesTests runs it).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "src", "BlockPack", "Formatters", "Tuples")
COMPARERS = os.path.join(ROOT, "src", "BlockPack", "Hashing")


def type_args(n):
    names = ["T%d" % i for i in range(1, n + 1)]
    if n == 8:
        names[7] = "TRest"
    return ", ".join(names)


def member(i):
    return "Rest" if i == 8 else "Item%d" % i


def render(n, reference):
    """The file of the n-ary formatter; reference picks Tuple (a class, null is nil) or ValueTuple (a struct)."""
    kind = "Tuple" if reference else "ValueTuple"
    args = type_args(n)
    full = "%s<%s>" % (kind, args)
    value_type = full + "?" if reference else full
    names = args.split(", ")
    out = ["using System;", "using BlockPack.Internal;", "", "namespace BlockPack.Formatters", "{", "    /// <summary>"]
    items = "item" if n == 1 else "items"
    out.append("    /// Writes a <see cref=\"%s{%s}\"/> as an array of its %d %s in order, as MessagePack-CSharp" % (kind, args, n, items))
    tail = "does; <see langword=\"null\"/> is nil." if reference else "does."
    if n == 8:
        tail += " The eighth element is the nested tuple <c>Rest</c>, itself an array, so longer tuples nest as they do in .NET."
    out.append("    /// " + tail)
    out.append("    /// </summary>")
    for i, name in enumerate(names, 1):
        if i == 8:
            out.append("    /// <typeparam name=\"TRest\">The type of the remaining items, a nested tuple.</typeparam>")
        else:
            out.append("    /// <typeparam name=\"%s\">The type of item %d.</typeparam>" % (name, i))
    out.append("    /// <remarks>An array of another length is a <see cref=\"MessagePackSerializationException\"/>.</remarks>")
    out.append("    public sealed class %sFormatter<%s> : IMessagePackFormatter<%s>" % (kind, args, value_type))
    if n == 8:
        out.append("        where TRest : %s" % ("notnull" if reference else "struct"))
    out += ["    {", "        /// <inheritdoc/>",
            "        public void Serialize(ref MessagePackWriter writer, %s value, MessagePackSerializerOptions options)" % value_type,
            "        {"]
    if reference:
        out += ["            if (value is null)", "            {", "                writer.WriteNil();", "                return;", "            }", ""]
    out += ["            writer.WriteArrayHeader(%d);" % n,
            "            IFormatterResolver resolver = options.Resolver;",
            "            options.Security.DepthStep(ref writer);",
            "            try",
            "            {"]
    for i, name in enumerate(names, 1):
        out.append("                resolver.GetFormatterWithVerify<%s>().Serialize(ref writer, value.%s, options);" % (name, member(i)))
    out += ["            }", "            finally", "            {", "                writer.Depth--;", "            }", "        }", "",
            "        /// <inheritdoc/>",
            "        public %s Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)" % value_type,
            "        {"]
    if reference:
        out += ["            if (reader.TryReadNil())", "            {", "                return null;", "            }", "",
                "            long position = reader.Consumed;"]
    else:
        out += ["            long position = reader.Consumed;", "            if (reader.IsNil)", "            {",
                "                ThrowHelper.ThrowUnexpectedNil(typeof(%s), position);" % full, "            }", ""]
    out += ["            int count = reader.ReadArrayHeader();",
            "            if (count != %d)" % n,
            "            {",
            "                ThrowHelper.ThrowInvalidArrayLength(typeof(%s), %d, count, position);" % (full, n),
            "            }",
            "",
            "            IFormatterResolver resolver = options.Resolver;",
            "            options.Security.DepthStep(ref reader);",
            "            try",
            "            {"]
    for i, name in enumerate(names, 1):
        out.append("                %s item%d = resolver.GetFormatterWithVerify<%s>().Deserialize(ref reader, options);" % (name, i, name))
    if n == 8 and reference:
        out += ["                if (item8 is null)", "                {",
                "                    // Tuple's constructor rejects a missing Rest with an ArgumentException; report it as bad data.",
                "                    ThrowHelper.ThrowUnexpectedNil(typeof(TRest), position);", "                }", ""]
    out.append("                return new %s(%s);" % (full, ", ".join("item%d" % i for i in range(1, n + 1))))
    out += ["            }", "            finally", "            {", "                reader.Depth--;", "            }", "        }", "    }", "}", ""]
    return "\n".join(out)


def render_comparer(n):
    """The file of the n-ary collision-resistant ValueTuple comparer (src/BlockPack/Hashing)."""
    args = type_args(n)
    full = "ValueTuple<%s>" % args
    names = args.split(", ")
    out = ["using System;", "using System.Collections.Generic;", "", "namespace BlockPack.Hashing", "{", "    /// <summary>",
           "    /// The collision-resistant comparer for <see cref=\"ValueTuple{%s}\"/>: component-wise equality, and a keyed" % args,
           "    /// combination of the components' collision-resistant hashes.", "    /// </summary>"]
    for i, name in enumerate(names, 1):
        out.append("    /// <typeparam name=\"%s\">Component %d.</typeparam>" % (name, i))
    out.append("    internal sealed class ValueTupleComparer<%s> : CollisionResistantComparer<%s>" % (args, full))
    if n == 8:
        out.append("        where TRest : struct")
    out.append("    {")
    for i, name in enumerate(names, 1):
        out.append("        private readonly IEqualityComparer<%s> c%d;" % (name, i))
    out += ["", "        /// <summary>Initializes the comparer from its components' comparers.</summary>",
            "        public ValueTupleComparer(%s)" % ", ".join("IEqualityComparer<%s> c%d" % (name, i) for i, name in enumerate(names, 1)),
            "        {"]
    for i in range(1, n + 1):
        out.append("            this.c%d = c%d;" % (i, i))
    out += ["        }", "", "        /// <inheritdoc/>", "        public override bool Equals(%s x, %s y) =>" % (full, full)]
    for i in range(1, n + 1):
        prefix = "            " if i == 1 else "                && "
        out.append("%sthis.c%d.Equals(x.%s, y.%s)%s" % (prefix, i, member(i), member(i), ";" if i == n else ""))
    of = ["ComponentHash.Of(this.c%d, value.%s)" % (i, member(i)) for i in range(1, n + 1)]
    combined = "ComponentHash.Combine(0, %s)" % of[0] if n == 1 else of[0]
    for term in of[1:]:
        combined = "ComponentHash.Combine(%s, %s)" % (combined, term)
    out += ["", "        /// <inheritdoc/>", "        public override int GetHashCode(%s value) =>" % full, "            %s;" % combined,
            "    }", "}", ""]
    return "\n".join(out)


def main():
    check = "--check" in sys.argv[1:]
    differing = []
    files = []
    for n in range(1, 9):
        files.append((os.path.join(FOLDER, "TupleFormatter%d.cs" % n), render(n, True)))
        files.append((os.path.join(FOLDER, "ValueTupleFormatter%d.cs" % n), render(n, False)))
        files.append((os.path.join(COMPARERS, "ValueTupleComparer%d.cs" % n), render_comparer(n)))
    for path, text in files:
        current = None
        if os.path.exists(path):
            with open(path, encoding="utf-8", newline="") as f:
                current = f.read()
        if current == text:
            continue
        differing.append(os.path.relpath(path, ROOT))
        if not check:
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text)
    if check and differing:
        print("Not what scripts/generate-tuple-formatters.py writes (run it): " + ", ".join(differing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
