using System;
using System.Collections.Concurrent;
using System.Reflection;
using BenchmarkDotNet.Parameters;
using BenchmarkDotNet.Running;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// Computes a case's sizes in the host process by doing what the benchmark's child process does before measuring:
    /// create the class, set the parameters, run the global setup; then asks it (<see cref="IWireSized"/>). Serializing
    /// once is enough: sizes do not vary between runs.
    /// </summary>
    internal static class CaseSizes
    {
        private static readonly ConcurrentDictionary<string, (long Wire, long Plain)?> Cache = new ConcurrentDictionary<string, (long Wire, long Plain)?>();

        /// <summary>Gets the sizes of a case, or null when its class does not report sizes.</summary>
        /// <param name="benchmarkCase">The case.</param>
        /// <returns>The sizes.</returns>
        internal static (long Wire, long Plain)? Of(BenchmarkCase benchmarkCase)
        {
            Type type = benchmarkCase.Descriptor.Type;
            if (!typeof(IWireSized).IsAssignableFrom(type))
            {
                return null;
            }

            string key = type.FullName + "|" + benchmarkCase.Parameters.DisplayInfo;
            return Cache.GetOrAdd(key, _ => Measure(benchmarkCase));
        }

        private static (long Wire, long Plain)? Measure(BenchmarkCase benchmarkCase)
        {
            object instance = Activator.CreateInstance(benchmarkCase.Descriptor.Type)!;
            foreach (ParameterInstance parameter in benchmarkCase.Parameters.Items)
            {
                if (parameter.IsArgument)
                {
                    continue;
                }

                Type type = instance.GetType();
                const BindingFlags Flags = BindingFlags.Public | BindingFlags.Instance;
                if (type.GetProperty(parameter.Name, Flags) is PropertyInfo property)
                {
                    property.SetValue(instance, parameter.Value);
                }
                else
                {
                    type.GetField(parameter.Name, Flags)!.SetValue(instance, parameter.Value);
                }
            }

            // A setup may change BlockPack's process-wide decoder settings (the large-payload cases do); in this host
            // process they must stay as they were for the in-process measurements that follow.
            using (DecoderSettings.Preserve())
            {
                benchmarkCase.Descriptor.GlobalSetupMethod?.Invoke(instance, null);
                var sized = (IWireSized)instance;
                (long, long) sizes = (sized.WireBytes, sized.PlainBytes);
                benchmarkCase.Descriptor.GlobalCleanupMethod?.Invoke(instance, null);
                return sizes;
            }
        }
    }
}
