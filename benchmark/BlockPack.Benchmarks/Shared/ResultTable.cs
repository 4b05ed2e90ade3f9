using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// The measure modes' table output: a title line naming the run's conditions, then aligned columns (the first left,
    /// the rest right), numbers in the invariant culture. Doubles print with three decimals unless already formatted.
    /// </summary>
    internal sealed class ResultTable
    {
        private readonly string[] headers;
        private readonly List<string[]> rows = new List<string[]>();

        /// <summary>Initializes a new instance of the <see cref="ResultTable"/> class.</summary>
        /// <param name="headers">The column headings.</param>
        internal ResultTable(params string[] headers)
        {
            this.headers = headers;
        }

        /// <summary>Adds a row.</summary>
        /// <param name="cells">One value per column.</param>
        internal void Add(params object[] cells)
        {
            this.rows.Add(cells.Select(Format).ToArray());
        }

        /// <summary>Writes the title and the table to the console.</summary>
        /// <param name="title">What was measured and how.</param>
        internal void Print(string title)
        {
            Console.WriteLine(title);
            int[] widths = this.headers.Select((h, i) => this.rows.Select(r => i < r.Length ? r[i].Length : 0).Append(h.Length).Max()).ToArray();
            Console.WriteLine(Line(this.headers, widths));
            foreach (string[] row in this.rows)
            {
                Console.WriteLine(Line(row, widths));
            }
        }

        /// <summary>The conditions line every mode prints: runtime, cores, clock and load average.</summary>
        /// <returns>The line.</returns>
        internal static string Conditions()
            => $"{System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription}, {Environment.ProcessorCount} cores, {MeasureClock.Name}, " +
               $"GC gen0size {Environment.GetEnvironmentVariable("DOTNET_GCgen0size") ?? "default"}, load average {LoadAverage()}";

        /// <summary>The 1, 5 and 15 minute load averages from /proc/loadavg, or "unknown".</summary>
        /// <returns>The text.</returns>
        internal static string LoadAverage()
            => System.IO.File.Exists("/proc/loadavg") ? string.Join(" ", System.IO.File.ReadAllText("/proc/loadavg").Split(' ').Take(3)) : "unknown";

        private static string Format(object cell) => cell switch
        {
            double d => d.ToString("F3", CultureInfo.InvariantCulture),
            IFormattable f => f.ToString(null, CultureInfo.InvariantCulture),
            _ => cell.ToString() ?? string.Empty,
        };

        private static string Line(string[] cells, int[] widths)
            => string.Join("  ", cells.Select((c, i) => i == 0 ? c.PadRight(widths[i]) : c.PadLeft(widths[i])));
    }
}
