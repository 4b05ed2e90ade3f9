using System;

namespace BlockPack.Benchmarks
{
    /// <summary>One named mode of <c>measure &lt;name&gt;</c>: what it takes, what it measures and how to run it.</summary>
    /// <param name="Name">The name on the command line.</param>
    /// <param name="Arguments">Its arguments, with their defaults, for the usage text.</param>
    /// <param name="Description">What it measures.</param>
    /// <param name="Run">Runs it with the arguments after the name; returns the exit code.</param>
    internal sealed record MeasureMode(string Name, string Arguments, string Description, Func<string[], int> Run);
}
