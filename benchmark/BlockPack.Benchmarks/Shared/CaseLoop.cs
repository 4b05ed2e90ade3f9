using System;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Reflection;
using BenchmarkDotNet.Attributes;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// Runs one benchmark case in a plain loop for a while, outside BenchmarkDotNet, so that an external sampling
    /// profiler (Linux <c>perf</c> with the runtime's perf map; scripts/benchmarks/profile.sh) can watch it.
    /// </summary>
    /// <remarks>
    /// BenchmarkDotNet's own EventPipe profiler (<c>--profiler EP</c>) works on .NET 10 with BenchmarkDotNet 0.15.8
    /// (docs/benchmarks.md), but it names native frames only as their managed caller; perf sees into BlockPack's native
    /// decoder and the runtime too.
    /// </remarks>
    internal static class CaseLoop
    {
        /// <summary>Runs <paramref name="spec"/> ("Class.Method Name=Value ...") for <paramref name="duration"/>.</summary>
        /// <param name="spec">The case: a benchmark class and method, and its parameters.</param>
        /// <param name="duration">How long.</param>
        internal static void Run(string spec, TimeSpan duration)
        {
            Func<object?> operation = Bind(spec);
            var clock = Stopwatch.StartNew();
            long count = 0;
            while (clock.Elapsed < duration)
            {
                for (int i = 0; i < 256; i++)
                {
                    operation();
                }

                count += 256;
            }

            Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{spec}: {count:N0} operations in {clock.Elapsed.TotalSeconds:0.0} s, {clock.Elapsed.TotalMilliseconds * 1e6 / count:0.0} ns/op"));
        }

        /// <summary>Creates the benchmark class, sets the parameters, runs the global setup and binds the method.</summary>
        private static Func<object?> Bind(string spec)
        {
            string[] parts = spec.Split(' ', StringSplitOptions.RemoveEmptyEntries);
            string[] target = parts[0].Split('.');
            Type type = typeof(CaseLoop).Assembly.GetTypes().Single(t => t.Name == target[0] && t.GetMethods().Any(m => m.Name == target[1]));
            object instance = Activator.CreateInstance(type)!;
            foreach (string assignment in parts.Skip(1))
            {
                string[] pair = assignment.Split('=', 2);
                PropertyInfo property = type.GetProperty(pair[0]) ?? throw new ArgumentException($"{type.Name} has no parameter {pair[0]}.");
                object value = property.PropertyType.IsEnum
                    ? Enum.Parse(property.PropertyType, pair[1])
                    : Convert.ChangeType(pair[1], property.PropertyType, CultureInfo.InvariantCulture);
                property.SetValue(instance, value);
            }

            MethodInfo method = type.GetMethod(target[1])!;

            // The setup for this method: the one that targets it, else the one without a target.
            MethodInfo? setup = type.GetMethods().FirstOrDefault(m => m.GetCustomAttribute<GlobalSetupAttribute>()?.Targets?.Contains(method.Name) == true)
                ?? type.GetMethods().FirstOrDefault(m => m.GetCustomAttribute<GlobalSetupAttribute>() is { } a && (a.Targets is null || a.Targets.Length == 0));
            setup?.Invoke(instance, null);
            if (method.ReturnType == typeof(void))
            {
                var action = (Action)Delegate.CreateDelegate(typeof(Action), instance, method);
                return () =>
                {
                    action();
                    return null;
                };
            }

            if (method.ReturnType == typeof(long))
            {
                var func = (Func<long>)Delegate.CreateDelegate(typeof(Func<long>), instance, method);
                return () => func();
            }

            // Reference return types: delegate variance turns Func<byte[]> into Func<object>.
            return (Func<object?>)Delegate.CreateDelegate(typeof(Func<>).MakeGenericType(method.ReturnType), instance, method);
        }
    }
}
