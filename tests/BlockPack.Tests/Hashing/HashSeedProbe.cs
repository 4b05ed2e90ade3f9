using System;
using System.Globalization;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// The test assembly's entry point (the test projects set GenerateProgramFile=false): run as
    /// <c>dotnet BlockPack.Tests.dll hash-seed-probe</c>, it prints the collision-resistant hash codes of a few fixed
    /// keys, so <see cref="ProcessSeedTests"/> can compare them across processes; run with
    /// <c>starved-pool-probe</c>, it runs <see cref="Liveness.StarvedPoolProbe"/>. Test runners never call it.
    /// </summary>
    public static class HashSeedProbe
    {
        internal const string Argument = "hash-seed-probe";

        /// <summary>Prints one line of hash codes or runs the starved-pool probe when asked to; does nothing otherwise.</summary>
        /// <param name="args">The command line.</param>
        /// <returns>0, or the probe's exit code.</returns>
        public static int Main(string[] args)
        {
            if (args.Length == 1 && args[0] == Liveness.StarvedPoolProbe.Argument)
            {
                return Liveness.StarvedPoolProbe.Run();
            }

            if (args.Length == 1 && args[0] == Argument)
            {
                Console.WriteLine(Line());
            }

            return 0;
        }

        /// <summary>The hash codes of fixed long, string, Guid and decimal keys, space-separated.</summary>
        internal static string Line()
        {
            MessagePackSecurity security = MessagePackSecurity.UntrustedData;
            return string.Join(
                " ",
                security.GetEqualityComparer<long>().GetHashCode(42L).ToString(CultureInfo.InvariantCulture),
                security.GetEqualityComparer<string>().GetHashCode("same key").ToString(CultureInfo.InvariantCulture),
                security.GetEqualityComparer<Guid>().GetHashCode(new Guid("00112233-4455-6677-8899-aabbccddeeff")).ToString(CultureInfo.InvariantCulture),
                security.GetEqualityComparer<decimal>().GetHashCode(1.5m).ToString(CultureInfo.InvariantCulture));
        }
    }
}
